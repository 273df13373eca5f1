/**
 * The one way anything in the site says no. Domain code returns (or, deep in reading a request, throws) a `Refusal`
 * that gives the reason in the domain's words; `refusalResponse` alone turns it into an HTTP answer.
 */

/** The headers of every answer a cache must not keep: API answers speak of one visitor or of counts that move. */
export const noStore = { 'Cache-Control': 'no-store' };

const STATUS = {
  /** The request is malformed, or a value in it breaks a rule. */
  invalid: 400,
  /** A post from another site. */
  forbidden: 403,
  /** What it names does not exist (a game, a level, a quiz). */
  'not-found': 404,
  /** It was made for something the server no longer has (an older build of a game). */
  conflict: 409,
  /** The body is larger than the route takes. */
  'too-large': 413,
  /** The body is in a format the route does not take. */
  unsupported: 415,
  /** It is well formed but not true: a run whose replay does not bear out its claim. */
  unverified: 422,
  /** The client asked too often; it may ask again after `retryAfterSeconds`. */
  'too-many': 429,
  /** The store, the mailer or the verifier cannot take it now. */
  unavailable: 503,
} as const;

export type RefusalReason = keyof typeof STATUS;

export interface Refusal {
  ok: false;
  reason: RefusalReason;
  /** What the visitor reads. */
  message: string;
  /** The form field or request member it is about. */
  field?: string;
  retryAfterSeconds?: number;
}

export function refusal(
  reason: RefusalReason,
  message: string,
  details: { field?: string; retryAfterSeconds?: number } = {},
): Refusal {
  return { ok: false, reason, message, ...details };
}

/** A refusal met while reading a request (its origin, rate, body), thrown up to the handler that answers it. */
export class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}

export const statusOf = (refusal: Refusal): number => STATUS[refusal.reason];

/** A refusal's answer: `{ ok: false, error, field? }` with its status, never cached, with Retry-After when it has one. */
export function refusalResponse(refusal: Refusal): Response {
  return Response.json(
    { ok: false, error: refusal.message, ...(refusal.field ? { field: refusal.field } : {}) },
    {
      status: statusOf(refusal),
      headers: {
        ...noStore,
        ...(refusal.retryAfterSeconds ? { 'Retry-After': String(refusal.retryAfterSeconds) } : {}),
      },
    },
  );
}

/** The answer of a route handler that refuses on the spot. */
export function refuse(
  reason: RefusalReason,
  message: string,
  details: { field?: string; retryAfterSeconds?: number } = {},
): Response {
  return refusalResponse(refusal(reason, message, details));
}

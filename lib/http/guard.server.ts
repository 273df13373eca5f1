import 'server-only';
import { config } from '@/lib/site/config.server';
import { messages } from '@/lib/site/messages';
import { clientAddress } from './client-address.server';
import { assertSameOrigin } from './origin.server';
import type { RateLimit } from './rate-limit.server';
import { MAX_BODY_BYTES, readBody, type BodyFormat } from './read-body.server';
import { refusal, refusalResponse, Refused } from './refusal';

export interface GuardOptions {
  /** The client's limit; null for a request that is let through without counting. */
  rateLimit: RateLimit | null;
  /** Refuse cross-site posts (the default). List links say no: their signed token is the only authority. */
  sameOrigin?: boolean;
  /** The largest body read, in bytes; 0 reads none. */
  maxBodyBytes?: number;
  /** Read a body only when the request names its type (a one-click unsubscribe may come without one). */
  bodyOptional?: boolean;
  /** The body formats the route takes (both by default); another is refused before the body is read. */
  formats?: readonly BodyFormat[];
}

/** A request the guard let through: the client's rate-limit key and the body it sent, if one was read. */
export interface Admitted {
  client: string;
  format: BodyFormat | null;
  body: unknown;
}

/**
 * What every POST handler checks before its own logic, in this order: the origin, the client's rate limit, then the
 * body: capped, of a format the route takes, and well formed. Throws a refusal (`Refused`); `admit` answers it instead.
 */
export async function guard(
  request: Request,
  { rateLimit, sameOrigin = true, maxBodyBytes = MAX_BODY_BYTES, bodyOptional = false, formats }: GuardOptions,
): Promise<Admitted> {
  if (sameOrigin) assertSameOrigin(request, config.allowedOrigins);
  const client = clientAddress(request, config.isTrustedProxy);
  const retryAfter = rateLimit?.hit(client) ?? 0;
  if (retryAfter > 0) throw new Refused(refusal('too-many', messages.tooMany, { retryAfterSeconds: retryAfter }));
  if (maxBodyBytes === 0 || (bodyOptional && !request.headers.get('content-type')))
    return { client, format: null, body: undefined };
  const { format, value } = await readBody(request, { maxBytes: maxBodyBytes, formats });
  return { client, format, body: value };
}

/** The guard for a JSON API: a refused request is answered (`refusalResponse`), an admitted one returned. */
export async function admit(request: Request, options: GuardOptions): Promise<Admitted | Response> {
  try {
    return await guard(request, options);
  } catch (error) {
    if (error instanceof Refused) return refusalResponse(error.refusal);
    throw error;
  }
}

import 'server-only';
import { guard } from './guard.server';
import type { RateLimit } from './rate-limit.server';
import { noStore, refusal, refusalResponse, Refused, type Refusal, type RefusalReason } from './refusal';

/** What a form's domain logic answers: done, with the text the visitor sees, or refused. */
export type FormOutcome =
  | {
      ok: true;
      message: string;
      /** What a no-JavaScript redirect may echo back. */ echo?: Record<string, string>;
    }
  | Refusal;

/** Refusals a form page cannot show after a redirect: they come from something other than the site's own form. */
const NOT_FROM_THE_FORM: readonly RefusalReason[] = ['forbidden', 'unsupported', 'too-large'];

export interface FormHandlerOptions {
  rateLimit: RateLimit;
  /** Where a browser without JavaScript is sent back to, with the outcome in the query string. */
  noScriptReturn: (outcome: FormOutcome) => Promise<string>;
  process: (body: unknown) => Promise<FormOutcome>;
}

function answer(outcome: FormOutcome): Response {
  if (!outcome.ok) return refusalResponse(outcome);
  return Response.json({ ok: true, message: outcome.message }, { headers: noStore });
}

/** True when the failure is the client going away mid-request (Node reports 'aborted' / ECONNRESET): not a fault of ours. */
function clientLeft(request: Request, error: unknown): boolean {
  if (request.signal.aborted) return true;
  return error instanceof Error && (error.message === 'aborted' || ('code' in error && error.code === 'ECONNRESET'));
}

function wantsJson(request: Request): boolean {
  const contentType = request.headers.get('content-type') ?? '';
  const accept = request.headers.get('accept') ?? '';
  return contentType.includes('application/json') || accept.includes('application/json');
}

/**
 * The answer to a form's POST: the request guard (same origin, per-client rate limit, capped body), then the form's
 * own logic. JSON requests get `{ ok, message }` / `{ ok: false, error }`; plain form posts (no JavaScript) get a
 * 303 redirect back to the page with the same message. Unknown failures are logged and answered as unavailable.
 */
export async function answerForm(
  request: Request,
  { rateLimit, noScriptReturn, process }: FormHandlerOptions,
): Promise<Response> {
  let outcome: FormOutcome;
  try {
    const { body } = await guard(request, { rateLimit });
    outcome = await process(body);
  } catch (error) {
    if (error instanceof Refused) outcome = error.refusal;
    else if (clientLeft(request, error)) outcome = refusal('invalid', 'The request ended before its body arrived.');
    else {
      console.error('Form handler failed', error);
      outcome = refusal('unavailable', 'Something went wrong. Please try again.');
    }
  }
  if (wantsJson(request) || (!outcome.ok && NOT_FROM_THE_FORM.includes(outcome.reason))) return answer(outcome);
  const headers: Record<string, string> = { Location: await noScriptReturn(outcome), ...noStore };
  if (!outcome.ok && outcome.retryAfterSeconds) headers['Retry-After'] = String(outcome.retryAfterSeconds);
  return new Response(null, { status: 303, headers });
}

import 'server-only';
import { guard, noStore } from './guard.server';
import type { RateLimit } from './rate-limit.server';
import { RequestError } from './read-body.server';

/** What a form's domain logic answers: the status, and the text the visitor sees. */
export type FormOutcome =
  | {
      status: number;
      ok: true;
      message: string;
      /** What a no-JavaScript redirect may echo back. */ echo?: Record<string, string>;
    }
  | { status: number; ok: false; error: string; field?: string };

export interface FormHandlerOptions {
  rateLimit: RateLimit;
  /** Where a browser without JavaScript is sent back to, with the outcome in the query string. */
  noScriptReturn: (outcome: FormOutcome) => Promise<string>;
  process: (body: unknown) => Promise<FormOutcome>;
}

function answer(outcome: FormOutcome, headers: Record<string, string> = {}): Response {
  const body = outcome.ok
    ? { ok: true, message: outcome.message }
    : { ok: false, error: outcome.error, ...(outcome.field ? { field: outcome.field } : {}) };
  return Response.json(body, { status: outcome.status, headers: { ...noStore, ...headers } });
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
 * A POST handler for a form: the request guard (same origin, per-client rate limit, capped body), then the form's
 * own logic. JSON requests get `{ ok, message }` / `{ ok: false, error }`; plain form posts (no JavaScript) get a
 * 303 redirect back to the page with the same message. Unknown failures are logged and answered generically.
 */
export function createFormHandler({ rateLimit, noScriptReturn, process }: FormHandlerOptions) {
  return async function POST(request: Request): Promise<Response> {
    let outcome: FormOutcome;
    let headers: Record<string, string> = {};
    try {
      const { body } = await guard(request, { rateLimit });
      outcome = await process(body);
    } catch (error) {
      if (error instanceof RequestError) {
        outcome = { status: error.status, ok: false, error: error.message };
        headers = error.headers;
      } else if (clientLeft(request, error)) {
        outcome = { status: 400, ok: false, error: 'The request ended before its body arrived.' };
      } else {
        console.error('Form handler failed', error);
        outcome = { status: 500, ok: false, error: 'Something went wrong. Please try again.' };
      }
    }
    if (wantsJson(request) || outcome.status === 403 || outcome.status === 415 || outcome.status === 413) {
      return answer(outcome, headers);
    }
    return new Response(null, {
      status: 303,
      headers: { Location: await noScriptReturn(outcome), ...noStore, ...headers },
    });
  };
}

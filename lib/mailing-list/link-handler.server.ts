import 'server-only';
import { sealedQuery } from '@/lib/http/status-seal.server';
import { admit } from '@/lib/http/guard.server';
import { noStore, refuse } from '@/lib/http/refusal';
import type { RateLimit } from '@/lib/http/rate-limit.server';
import type { LinkOutcome } from './links.server';

function tokenOf(request: Request, body: unknown): unknown {
  const fromQuery = new URL(request.url).searchParams.get('t');
  if (fromQuery) return fromQuery;
  return body && typeof body === 'object' && 't' in body ? body.t : undefined;
}

export interface ListLinkOptions {
  /** The page the link opens, where a browser form is sent back to. */
  page: string;
  rateLimit: RateLimit;
  act: (token: unknown) => Promise<LinkOutcome>;
}

/**
 * The answer to the POST behind a list link: the signed token (query `t`, or form field `t`) is the only authority, so
 * no same-origin check: mail providers post RFC 8058 one-click unsubscribes from their own servers. A one-click post
 * (`List-Unsubscribe=One-Click`) or a JSON request gets a status and JSON; a browser form gets a 303 to the page.
 */
export async function answerListLink(request: Request, { page, rateLimit, act }: ListLinkOptions): Promise<Response> {
  const admitted = await admit(request, { rateLimit, sameOrigin: false, maxBodyBytes: 4096, bodyOptional: true });
  if (admitted instanceof Response) return admitted;
  const body = admitted.body ?? {};
  let outcome: LinkOutcome;
  try {
    outcome = await act(tokenOf(request, body));
  } catch (error) {
    console.error(`${page} failed`, error);
    return refuse('unavailable', 'Something went wrong. Please try again.');
  }
  const oneClick =
    body && typeof body === 'object' && 'List-Unsubscribe' in body && body['List-Unsubscribe'] === 'One-Click';
  if (oneClick || (request.headers.get('accept') ?? '').includes('application/json')) {
    const ok = outcome !== 'refused' && outcome !== 'expired' && outcome !== 'unknown';
    return Response.json({ ok, outcome }, { status: ok ? 200 : outcome === 'unknown' ? 404 : 400, headers: noStore });
  }
  // Sealed: the page shows a result only when this handler reached it.
  return new Response(null, {
    status: 303,
    headers: { ...noStore, Location: `${page}?${await sealedQuery({ result: outcome })}` },
  });
}

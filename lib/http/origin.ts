import 'server-only';
import { RequestError } from './read-body';

/** The origins a form may be posted from: this request's own host, and the configured site URL. */
function allowedOrigins(request: Request, siteUrl: string): Set<string> {
  const origins = new Set([new URL(siteUrl).origin]);
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  const proto = request.headers.get('x-forwarded-proto') ?? new URL(request.url).protocol.replace(':', '');
  if (host) origins.add(`${proto}://${host}`);
  return origins;
}

/**
 * Refuses a cross-site POST with 403: an Origin that is not this site, or a Sec-Fetch-Site that says another site
 * sent it. Route handlers get no CSRF protection from Next, so every state-changing handler calls this first.
 */
export function assertSameOrigin(request: Request, siteUrl: string): void {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') throw new RequestError(403, 'Cross-site request refused');
  const origin = request.headers.get('origin');
  if (origin && !allowedOrigins(request, siteUrl).has(origin)) throw new RequestError(403, 'Cross-site request refused');
}

/**
 * The client's address for rate limiting. Behind a trusted proxy (TRUST_PROXY=1) it is the last X-Forwarded-For
 * entry, the one the proxy itself appended; otherwise the socket address, which server.mjs puts in that header
 * after dropping whatever the client sent.
 */
export function clientAddress(request: Request, trustProxy: boolean): string {
  const forwarded = request.headers.get('x-forwarded-for') ?? '';
  const entries = forwarded
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const address = trustProxy ? entries.at(-1) : entries[0];
  return address ?? 'unknown';
}

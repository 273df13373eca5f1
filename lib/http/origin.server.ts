import 'server-only';
import { refusal, Refused } from './refusal';

/**
 * Refuses a cross-site POST (forbidden): a Sec-Fetch-Site that says another site sent it, or an Origin that is not
 * one of `allowedOrigins` (SITE_URL's and ALLOWED_ORIGINS). The request's own Host and X-Forwarded-Host are never
 * consulted: a client (or anything in front) can set them to match whatever Origin it sends. Route handlers get no
 * CSRF protection from Next, so every state-changing handler calls this first.
 */
export function assertSameOrigin(request: Request, allowedOrigins: readonly string[]): void {
  const fetchSite = request.headers.get('sec-fetch-site');
  const origin = request.headers.get('origin');
  if (
    (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') ||
    (origin && !allowedOrigins.includes(origin))
  )
    throw new Refused(refusal('forbidden', 'Cross-site request refused'));
}

import { config } from '@/lib/site/config.server';
import { clientAddress } from '@/lib/http/client-address.server';
import { assertSameOrigin } from '@/lib/http/origin.server';
import { RequestError } from '@/lib/http/read-body.server';
import { messages } from '@/lib/site/messages';
import { createRateLimit } from '@/lib/http/rate-limit.server';
import { getVisitCount, incrementVisits } from '@/lib/store/store.server';

export const dynamic = 'force-dynamic';

const noStore = { 'Cache-Control': 'no-store' };
// The browser is counted once a session: the client remembers it in sessionStorage, and the server in this session
// cookie (no identifier in it, gone when the browser closes), so a script replaying the POST with cookies can't inflate it.
const COUNTED_COOKIE = 'visit-counted';
const countedCookie = `${COUNTED_COOKIE}=1; Path=/api/visits; HttpOnly; SameSite=Strict${config.site.url.startsWith('https:') ? '; Secure' : ''}`;
// Against scripts without cookies: 60 counted visits in 10 minutes per client (an IPv4 address or an IPv6 /64),
// room for a household or an office behind one address.
const visitLimit = createRateLimit(60, 10 * 60_000);

function alreadyCounted(request: Request): boolean {
  return (request.headers.get('cookie') ?? '').split(';').some((pair) => pair.trim() === `${COUNTED_COOKIE}=1`);
}

/** The visit count. */
export async function GET() {
  try {
    return Response.json({ ok: true, count: await getVisitCount() }, { headers: noStore });
  } catch (error) {
    console.error('Reading the visit count failed', error);
    return Response.json({ ok: false, error: 'The visit count is unavailable.' }, { status: 503, headers: noStore });
  }
}

/** Counts one visit per browser session (a repeat only reads the total) and answers the total. */
export async function POST(request: Request) {
  try {
    assertSameOrigin(request, config.allowedOrigins);
  } catch (error) {
    if (error instanceof RequestError) return Response.json({ ok: false, error: error.message }, { status: error.status, headers: noStore });
    throw error;
  }
  if (alreadyCounted(request)) return GET();
  const retryAfter = visitLimit.hit(clientAddress(request, config.isTrustedProxy));
  if (retryAfter > 0) {
    return Response.json({ ok: false, error: messages.tooMany }, { status: 429, headers: { ...noStore, 'Retry-After': String(retryAfter) } });
  }
  try {
    return Response.json({ ok: true, count: await incrementVisits() }, { headers: { ...noStore, 'Set-Cookie': countedCookie } });
  } catch (error) {
    console.error('Counting a visit failed', error);
    return Response.json({ ok: false, error: 'The visit could not be counted.' }, { status: 503, headers: noStore });
  }
}

import { config } from '@/lib/site/config.server';
import { admit } from '@/lib/http/guard.server';
import { noStore, refuse } from '@/lib/http/refusal';
import { createRateLimit } from '@/lib/http/rate-limit.server';
import { store } from '@/lib/store/store.server';

export const dynamic = 'force-dynamic';

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
    return Response.json({ ok: true, count: await (await store()).getVisitCount() }, { headers: noStore });
  } catch (error) {
    console.error('Reading the visit count failed', error);
    return refuse('unavailable', 'The visit count is unavailable.');
  }
}

/** Counts one visit per browser session (a repeat only reads the total, and does not count against the limit). */
export async function POST(request: Request) {
  const repeat = alreadyCounted(request);
  const admitted = await admit(request, { rateLimit: repeat ? null : visitLimit, maxBodyBytes: 0 });
  if (admitted instanceof Response) return admitted;
  if (repeat) return GET();
  try {
    return Response.json(
      { ok: true, count: await (await store()).incrementVisits() },
      { headers: { ...noStore, 'Set-Cookie': countedCookie } },
    );
  } catch (error) {
    console.error('Counting a visit failed', error);
    return refuse('unavailable', 'The visit could not be counted.');
  }
}

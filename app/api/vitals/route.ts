import { config } from '@/lib/site/config.server';
import { clientAddress } from '@/lib/http/client-address.server';
import { assertSameOrigin } from '@/lib/http/origin.server';
import { readBody, RequestError } from '@/lib/http/read-body.server';
import { recordBeacon } from '@/lib/measurement/record.server';
import { beaconSchema } from '@/lib/measurement/vitals';
import { firstIssue } from '@/lib/forms/validation';
import { createRateLimit } from '@/lib/http/rate-limit.server';

export const dynamic = 'force-dynamic';

const noStore = { 'Cache-Control': 'no-store' };
// A page load sends one vitals beacon and a game's funnel three: 60 a minute leaves room for a busy visitor.
const rateLimit = createRateLimit(60, 60_000);

const refuse = (status: number, error: string, headers: Record<string, string> = {}) =>
  Response.json({ ok: false, error }, { status, headers: { ...noStore, ...headers } });

/**
 * First-party measurement beacons (navigator.sendBeacon): a page load's web vitals, or a step of a game's play funnel.
 * Stored only as counts per page (or game) and day, for pages and games the site has; nothing about the visitor is
 * kept, not even the address. A beacon past its client's daily share (lib/measurement/share.server.ts) is answered 204 and
 * not counted, so one client address can't move a page's p75 or a game's funnel.
 */
export async function POST(request: Request) {
  let body: unknown;
  const client = clientAddress(request, config.isTrustedProxy);
  try {
    assertSameOrigin(request, config.allowedOrigins);
    const retryAfter = rateLimit.hit(client);
    if (retryAfter > 0) throw new RequestError(429, 'Too Many Requests', { 'Retry-After': String(retryAfter) });
    body = (await readBody(request, 2048)).value;
  } catch (error) {
    if (error instanceof RequestError) return refuse(error.status, error.message, error.headers);
    throw error;
  }
  const parsed = beaconSchema.safeParse(body);
  if (!parsed.success) {
    const { field, message } = firstIssue(parsed.error);
    return refuse(400, `${field}: ${message}`);
  }
  try {
    const result = await recordBeacon(parsed.data, client);
    if (result === 'no-such-page') return refuse(400, 'page: no such page');
    if (result === 'no-such-game') return refuse(400, 'game: no such game');
  } catch (error) {
    console.error('Recording a measurement beacon failed', error);
    return refuse(503, 'The measurement could not be stored.');
  }
  return new Response(null, { status: 204, headers: noStore });
}

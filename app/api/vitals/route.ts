import { firstIssue } from '@/lib/forms/validation';
import { admit } from '@/lib/http/guard.server';
import { noStore, refuse } from '@/lib/http/refusal';
import { createRateLimit } from '@/lib/http/rate-limit.server';
import { recordBeacon } from '@/lib/measurement/record.server';
import { beaconSchema } from '@/lib/measurement/vitals';

export const dynamic = 'force-dynamic';

// A page load sends one vitals beacon and a game's funnel three: 60 a minute leaves room for a busy visitor.
const rateLimit = createRateLimit(60, 60_000);

/**
 * First-party measurement beacons (navigator.sendBeacon): a page load's web vitals, or a step of a game's play funnel.
 * Stored only as counts per page (or game) and day, for pages and games the site has; nothing about the visitor is
 * kept, not even the address. A beacon past its client's daily share (lib/measurement/share.server.ts) is answered
 * 204 and not counted, so one client address can't move a page's p75 or a game's funnel.
 */
export async function POST(request: Request) {
  const admitted = await admit(request, { rateLimit, maxBodyBytes: 2048 });
  if (admitted instanceof Response) return admitted;
  const parsed = beaconSchema.safeParse(admitted.body);
  if (!parsed.success) {
    const { field, message } = firstIssue(parsed.error);
    return refuse('invalid', `${field}: ${message}`);
  }
  try {
    const result = await recordBeacon(parsed.data, admitted.client);
    if (result === 'no-such-page') return refuse('invalid', 'page: no such page');
    if (result === 'no-such-game') return refuse('invalid', 'game: no such game');
  } catch (error) {
    console.error('Recording a measurement beacon failed', error);
    return refuse('unavailable', 'The measurement could not be stored.');
  }
  return new Response(null, { status: 204, headers: noStore });
}

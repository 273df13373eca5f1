import { firstIssue } from '@/lib/forms/validation';
import { admit } from '@/lib/http/guard.server';
import { noStore, refusalResponse, refuse } from '@/lib/http/refusal';
import { createRateLimit } from '@/lib/http/rate-limit.server';
import {
  boardsOf,
  boardsQuerySchema,
  initialsRefusal,
  MAX_LOG_CHARS,
  readBoards,
  recordRun,
  submissionSchema,
} from '@/lib/scores/scores.server';
import { dailySeed, verifyRun } from '@/lib/scores/verify.server';
import { utcDay } from '@/lib/scores/boards';

export const dynamic = 'force-dynamic';

// A run worth submitting takes a minute or more to play: 20 in 10 minutes from one address is already generous.
const rateLimit = createRateLimit(20, 10 * 60_000);
// A run's log (see MAX_LOG_CHARS) and the rest of the post, a few hundred bytes.
const MAX_SUBMISSION_BYTES = MAX_LOG_CHARS + 4096;
// Shared caches (a CDN) may keep the boards for 10 s, so a busy game costs the origin one read of its boards every 10 s.
const shared = { 'Cache-Control': 'public, max-age=0, s-maxage=10, stale-while-revalidate=50' };

/** The top 10 of a game's (or level's) boards: today, this week, all time and today's daily challenge. */
export async function GET(request: Request) {
  const parsed = boardsQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) {
    const { field, message } = firstIssue(parsed.error);
    return refuse(
      'invalid',
      field === 'game' ? 'Name a game (?game=its-id), and a level (&level=1) for a game with levels' : message,
      { field },
    );
  }
  const target = boardsOf(parsed.data.game, parsed.data.level);
  if ('reason' in target) return refusalResponse(target);
  try {
    return Response.json({ ok: true, ...(await readBoards(target, new Date())) }, { headers: shared });
  } catch (error) {
    console.error('Reading the leaderboards failed', error);
    return refuse('unavailable', 'The leaderboards are unavailable.');
  }
}

/**
 * Puts a run on the boards once the server has replayed it and found the claimed score: the initials are checked, a
 * daily run must carry the day's seed, and any refusal stores nothing.
 */
export async function POST(request: Request) {
  const admitted = await admit(request, { rateLimit, maxBodyBytes: MAX_SUBMISSION_BYTES, formats: ['json'] });
  if (admitted instanceof Response) return admitted;
  const parsed = submissionSchema.safeParse(admitted.body);
  if (!parsed.success) {
    const { field, message } = firstIssue(parsed.error);
    return refuse('invalid', message, { field });
  }
  const { initials, daily, ...run } = parsed.data;
  const target = boardsOf(run.game, run.level);
  if ('reason' in target) return refusalResponse(target);
  const refused = initialsRefusal(initials);
  if (refused) return refusalResponse(refused);
  // A game with levels plays the same levels every day: its daily board would take one recorded run every day.
  if (daily && target.level !== null)
    return refuse('invalid', `${target.game.name} has no daily run: its levels are the same every day`, {
      field: 'daily',
    });
  const now = new Date();
  if (daily && run.seed !== dailySeed(run.game, utcDay(now))) {
    return refuse(
      'invalid',
      'That run was not played with today’s daily seed (the daily challenge changes at midnight UTC)',
      { field: 'seed' },
    );
  }
  let verdict: Awaited<ReturnType<typeof verifyRun>>;
  try {
    verdict = await verifyRun(run, { address: admitted.client, signal: request.signal });
  } catch (error) {
    console.error('Replaying a run failed', error);
    return refuse('unavailable', 'Your run could not be checked. Please try again.');
  }
  if (!verdict.ok) return refusalResponse(verdict);
  try {
    const ranks = await recordRun(target, { initials, score: verdict.score, version: run.version, daily }, now);
    return Response.json({ ok: true, ranks }, { headers: noStore });
  } catch (error) {
    console.error('Storing a leaderboard entry failed', error);
    return refuse('unavailable', 'Your score could not be stored. Please try again.');
  }
}

import { admit } from '@/lib/http/guard.server';
import { noStore, refusalResponse, refuse } from '@/lib/http/refusal';
import { createRateLimit } from '@/lib/http/rate-limit.server';
import {
  answersBodySchema,
  checkAnswers,
  crowdOf,
  crowdQuerySchema,
  recordRound,
  roundOf,
} from '@/lib/quiz/crowd.server';
import { firstIssue } from '@/lib/forms/validation';

export const dynamic = 'force-dynamic';

// A quiz takes a minute or more to play; 30 finished quizzes a minute from one address is already generous.
const rateLimit = createRateLimit(30, 60_000);
// Shared caches (a CDN) may keep counts for 10 s, so a popular quiz costs the origin one request per quiz every 10 s.
const shared = { 'Cache-Control': 'public, max-age=0, s-maxage=10, stale-while-revalidate=50' };

/** Everyone's answers to a quiz (?quiz=path) or to a daily quiz (?daily=YYYY-MM-DD), and the score histogram. */
export async function GET(request: Request) {
  const parsed = crowdQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return refuse('invalid', 'Name a quiz (?quiz=) or a daily quiz date (?daily=YYYY-MM-DD)');
  const round = roundOf('quiz' in parsed.data ? { quizPath: parsed.data.quiz } : parsed.data);
  if (!round) return refuse('not-found', 'No such quiz');
  try {
    return Response.json({ ok: true, crowd: await crowdOf(round) }, { headers: shared });
  } catch (error) {
    console.error('Reading quiz answer counts failed', error);
    return refuse('unavailable', 'The answer counts are unavailable.');
  }
}

/** Counts one finished quiz's answers (anonymous: nothing identifies the player) and answers everyone's counts. */
export async function POST(request: Request) {
  const admitted = await admit(request, { rateLimit, formats: ['json'] });
  if (admitted instanceof Response) return admitted;
  const parsed = answersBodySchema.safeParse(admitted.body);
  if (!parsed.success) {
    const { field, message } = firstIssue(parsed.error);
    return refuse('invalid', message, { field });
  }
  const round = roundOf(parsed.data);
  if (!round) {
    return 'daily' in parsed.data
      ? refuse('not-found', 'That daily quiz is not being played today', { field: 'daily' })
      : refuse('not-found', 'No such quiz', { field: 'quizPath' });
  }
  const problem = checkAnswers(round, parsed.data.answers);
  if (problem) return refusalResponse(problem);
  let score: number;
  try {
    score = await recordRound(round, parsed.data.answers);
  } catch (error) {
    console.error('Counting quiz answers failed', error);
    return refuse('unavailable', 'Your answers could not be counted. Please try again.');
  }
  // Counted: from here on a failure only leaves the counts out of the answer.
  const crowd = await crowdOf(round).catch((error: unknown) => {
    console.error('Reading quiz answer counts failed', error);
    return null;
  });
  return Response.json({ ok: true, score, crowd }, { headers: noStore });
}

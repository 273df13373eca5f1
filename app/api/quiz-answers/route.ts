import { config } from '@/lib/site/config.server';
import { clientAddress } from '@/lib/http/client-address.server';
import { assertSameOrigin } from '@/lib/http/origin.server';
import { readBody, RequestError } from '@/lib/http/read-body.server';
import { messages } from '@/lib/site/messages';
import { answersBodySchema, checkAnswers, crowdOf, crowdQuerySchema, recordRound, roundOf } from '@/lib/quiz/crowd.server';
import { createRateLimit } from '@/lib/http/rate-limit.server';
import { firstIssue } from '@/lib/forms/validation';

export const dynamic = 'force-dynamic';

// A quiz takes a minute or more to play; 30 finished quizzes a minute from one address is already generous.
const rateLimit = createRateLimit(30, 60_000);
const noStore = { 'Cache-Control': 'no-store' };
// Shared caches (a CDN) may keep counts for 10 s, so a popular quiz costs the origin one request per quiz every 10 s.
const shared = { 'Cache-Control': 'public, max-age=0, s-maxage=10, stale-while-revalidate=50' };

function refuse(status: number, error: string, headers: Record<string, string> = {}, field?: string): Response {
  return Response.json({ ok: false, error, ...(field ? { field } : {}) }, { status, headers: { ...noStore, ...headers } });
}

/** Everyone's answers to a quiz (?quiz=path) or to a daily quiz (?daily=YYYY-MM-DD), and the score histogram. */
export async function GET(request: Request) {
  const parsed = crowdQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return refuse(400, 'Name a quiz (?quiz=) or a daily quiz date (?daily=YYYY-MM-DD)');
  const round = roundOf('quiz' in parsed.data ? { quizPath: parsed.data.quiz } : parsed.data);
  if (!round) return refuse(404, 'No such quiz');
  try {
    return Response.json({ ok: true, crowd: await crowdOf(round) }, { headers: shared });
  } catch (error) {
    console.error('Reading quiz answer counts failed', error);
    return refuse(503, 'The answer counts are unavailable.');
  }
}

/** Counts one finished quiz's answers (anonymous: nothing identifies the player) and answers everyone's counts. */
export async function POST(request: Request) {
  let body: unknown;
  try {
    assertSameOrigin(request, config.allowedOrigins);
    const retryAfter = rateLimit.hit(clientAddress(request, config.isTrustedProxy));
    if (retryAfter > 0) throw new RequestError(429, messages.tooMany, { 'Retry-After': String(retryAfter) });
    const read = await readBody(request);
    if (read.format !== 'json') throw new RequestError(415, 'Send the answers as JSON');
    body = read.value;
  } catch (error) {
    if (error instanceof RequestError) return refuse(error.status, error.message, error.headers);
    throw error;
  }
  const parsed = answersBodySchema.safeParse(body);
  if (!parsed.success) {
    const issue = firstIssue(parsed.error);
    return refuse(400, issue.message, {}, issue.field);
  }
  const round = roundOf(parsed.data);
  if (!round)
    return refuse(
      404,
      'daily' in parsed.data ? 'That daily quiz is not being played today' : 'No such quiz',
      {},
      'daily' in parsed.data ? 'daily' : 'quizPath',
    );
  const problem = checkAnswers(round, parsed.data.answers);
  if (problem) return refuse(400, problem.message, {}, problem.field);
  let score: number;
  try {
    score = await recordRound(round, parsed.data.answers);
  } catch (error) {
    console.error('Counting quiz answers failed', error);
    return refuse(503, 'Your answers could not be counted. Please try again.');
  }
  // Counted: from here on a failure only leaves the counts out of the answer.
  const crowd = await crowdOf(round).catch((error: unknown) => {
    console.error('Reading quiz answer counts failed', error);
    return null;
  });
  return Response.json({ ok: true, score, crowd }, { headers: noStore });
}

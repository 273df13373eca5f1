import halo from '@/content/quizzes/halo.json';
import { createTempDataDir, json, post } from './helpers';

createTempDataDir();
let route: typeof import('@/app/api/quiz-answers/route');
let daily: typeof import('@/lib/quiz/daily');

beforeAll(async () => {
  route = await import('@/app/api/quiz-answers/route');
  daily = await import('@/lib/quiz/daily');
});
afterAll(async () => (await import('@/lib/store/store.server')).closeStore());

const correct = halo.data.map((question) => question.correctAnswer);
const firstOptions = halo.data.map((question) => question.options[0] ?? null);
const get = async (query: string) => route.GET(new Request(`http://localhost:3000/api/quiz-answers?${query}`));
const crowdOf = async (query: string) => (await (await get(query)).json()).crowd;

describe('POST /api/quiz-answers', () => {
  it('counts a finished quiz and answers everyone’s counts, including it', async () => {
    const response = await route.POST(json('/api/quiz-answers', { quizPath: 'halo', answers: correct }));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.score).toBe(10);
    expect(body.crowd.questions).toHaveLength(10);
    expect(body.crowd.questions[0]).toEqual(
      halo.data[0]?.options.map((option) => ({ option, count: option === correct[0] ? 1 : 0 })),
    );
    expect(body.crowd.scores).toEqual([{ score: 10, count: 1 }]);
  });

  it('counts 50 concurrent finished quizzes exactly, unanswered questions left out', async () => {
    const answers = [...firstOptions.slice(0, 9), null];
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => route.POST(json('/api/quiz-answers', { quizPath: 'halo', answers }))),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(50).fill(200));
    const crowd = await crowdOf('quiz=halo');
    const first = halo.data[0]?.options[0] ?? '';
    expect(crowd.questions[0].find((entry: { option: string }) => entry.option === first).count).toBe(
      first === correct[0] ? 51 : 50,
    );
    expect(crowd.questions[9].reduce((sum: number, entry: { count: number }) => sum + entry.count, 0)).toBe(1);
    expect(crowd.scores.reduce((sum: number, entry: { count: number }) => sum + entry.count, 0)).toBe(51);
  });

  it('refuses answers that are not the quiz’s options, of the wrong length or for no quiz, and counts nothing', async () => {
    const before = await crowdOf('quiz=halo');
    const cases: [unknown, number, string][] = [
      [{ quizPath: 'halo', answers: ['Not an option', ...correct.slice(1)] }, 400, 'answers.0'],
      [{ quizPath: 'halo', answers: correct.slice(1) }, 400, 'answers'],
      [{ quizPath: 'halo', answers: correct, player: 'me' }, 400, ''],
      [{ quizPath: 'nosuchquiz', answers: correct }, 404, 'quizPath'],
      [{ daily: '1999-01-01', answers: correct }, 404, 'daily'],
    ];
    for (const [body, status, field] of cases) {
      const response = await route.POST(json('/api/quiz-answers', body));
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({
        ok: false,
        error: expect.any(String),
        field: field || expect.any(String),
      });
    }
    expect(await crowdOf('quiz=halo')).toEqual(before);
  });

  it('refuses a cross-site post, a form post and a burst from one address', async () => {
    expect(
      (
        await route.POST(
          json('/api/quiz-answers', { quizPath: 'halo', answers: correct }, { origin: 'https://evil.example' }),
        )
      ).status,
    ).toBe(403);
    expect(
      (await route.POST(post('/api/quiz-answers', 'quizPath=halo', 'application/x-www-form-urlencoded'))).status,
    ).toBe(415);
    const burst = [];
    for (let n = 0; n < 31; n += 1)
      burst.push(
        await route.POST(
          json('/api/quiz-answers', { quizPath: 'witcher', answers: ['x'] }, { 'x-forwarded-for': '198.51.100.7' }),
        ),
      );
    expect(burst.slice(0, 30).every((response) => response.status === 400)).toBe(true);
    expect(burst[30]?.status).toBe(429);
    expect(burst[30]?.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('counts a daily quiz for a date being played now, under that date and each question’s own quiz', async () => {
    const today = daily.localDateKey(new Date(), 'UTC');
    const response = await route.POST(json('/api/quiz-answers', { daily: today, answers: Array(10).fill(null) }));
    expect(response.status).toBe(200);
    expect((await response.json()).crowd.scores).toEqual([{ score: 0, count: 1 }]);
    expect((await crowdOf(`daily=${today}`)).questions).toHaveLength(10);
  });
});

describe('a daily quiz with a daily-bank question', () => {
  it('counts the bank question under its bank’s counter, never under its quiz’s question of the same index', async () => {
    const { getDailyPool } = await import('@/lib/quiz/daily-bank.server');
    const { roundOf } = await import('@/lib/quiz/crowd.server');
    const { store } = await import('@/lib/store/store.server');
    const today = daily.localDateKey(new Date(), 'UTC');
    // A date being played now other than today (the test above counts today's), whose ten include a bank question.
    const date = [-1, 1, -2]
      .map((days) => daily.addDays(today, days))
      .find((key) => roundOf({ daily: key })?.questions.some((q) => q.counterKey.startsWith('bank-')));
    if (!date) throw new Error('No daily quiz being played now asks a bank question');
    const round = roundOf({ daily: date });
    const position = round?.questions.findIndex((q) => q.counterKey.startsWith('bank-')) ?? -1;
    const question = round?.questions[position];
    if (!round || !question) throw new Error('unreachable');
    const quizPath = question.counterKey.replace('bank-', '');
    const bankQuestion = getDailyPool()
      .find((entry) => entry.quizPath === quizPath)
      ?.questions.find((q) => q.counter.key === question.counterKey && q.counter.index === question.index);
    expect(bankQuestion?.options).toEqual(question.options);
    const quizCountsBefore = await (await store()).getQuizOptionCounts(quizPath);

    const answers = round.questions.map((q) => q.correctAnswer);
    const response = await route.POST(json('/api/quiz-answers', { daily: date, answers }));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.score).toBe(10);
    const option = question.options.indexOf(question.correctAnswer);
    expect(body.crowd.questions[position]).toEqual(
      question.options.map((each, at) => ({ option: each, count: at === option ? 1 : 0 })),
    );
    expect(await (await store()).getQuizOptionCounts(question.counterKey)).toContainEqual({
      question: question.index,
      option,
      count: 1,
    });
    const quizQuestionsCounted = round.questions.filter((q) => q.counterKey === quizPath).map((q) => q.index);
    const quizCountsAfter = await (await store()).getQuizOptionCounts(quizPath);
    // The quiz's own counters moved only for the quiz's own questions of the day, not at the bank question's index.
    const unchanged = (entries: { question: number }[]) =>
      entries.filter((entry) => !quizQuestionsCounted.includes(entry.question));
    expect(unchanged(quizCountsAfter)).toEqual(unchanged(quizCountsBefore));
    expect((await crowdOf(`daily=${date}`)).questions[position]).toEqual(body.crowd.questions[position]);
  });
});

describe('GET /api/quiz-answers', () => {
  it('answers counts with a shared-cache lifetime, and refuses an unnamed or unknown quiz', async () => {
    const response = await get('quiz=halo');
    expect(response.headers.get('cache-control')).toContain('s-maxage=10');
    expect((await get('')).status).toBe(400);
    expect((await get('quiz=nosuchquiz')).status).toBe(404);
    expect((await get('daily=2026-02-30')).status).toBe(404);
  });
});

import { crowdLine, fetchCrowd, percentileOf, postAnswers, shareOf } from '@/lib/quiz/crowd-view';
import { dailyPicks, dailyShareText, type DailyPool } from '@/lib/quiz/daily-pool';

const shares = [
  { option: 'Bungie', count: 23 },
  { option: '343 Industries', count: 60 },
  { option: 'Ensemble Studios', count: 17 },
  { option: 'Certain Affinity', count: 0 },
];

describe('how everyone else answered', () => {
  it('gives each option its share of the players who answered', () => {
    expect(shares.map((share) => shareOf(shares, share.option))).toEqual([23, 60, 17, 0]);
    expect(shareOf([{ option: 'A', count: 0 }], 'A')).toBe(0);
  });

  it('says whether the player beat the crowd', () => {
    expect(crowdLine(shares, 'Bungie', true)).toBe('Only 23% got this right: you beat the crowd!');
    expect(crowdLine(shares, '343 Industries', true)).toBe('60% got this right, and so did you.');
    expect(crowdLine(shares, 'Bungie', false)).toBe('23% got this right.');
  });

  it('places a score among every player’s scores', () => {
    const crowd = { questions: [], scores: [0, 1, 2, 3].map((score) => ({ score, count: 5 })) };
    expect(percentileOf(crowd, 3)).toEqual({ below: 75, players: 20 });
    expect(percentileOf(crowd, 0)).toEqual({ below: 0, players: 20 });
    expect(percentileOf({ questions: [], scores: [] }, 4)).toEqual({ below: 0, players: 0 });
  });

  it('posts the answers as JSON and refuses an answer of the wrong shape', async () => {
    const crowd = { questions: [shares], scores: [{ score: 1, count: 1 }] };
    const fetcher = jest.fn(async () => Response.json({ ok: true, score: 1, crowd }));
    expect(await postAnswers({ quizPath: 'halo' }, ['Bungie', null], fetcher)).toEqual(crowd);
    expect(fetcher).toHaveBeenCalledWith(
      '/api/quiz-answers',
      expect.objectContaining({ method: 'POST', body: '{"quizPath":"halo","answers":["Bungie",null]}' }),
    );
    await expect(fetchCrowd('quiz=halo', async () => Response.json({ ok: true, crowd: null }))).rejects.toThrow();
    await expect(fetchCrowd('quiz=halo', async () => Response.json({ ok: false }, { status: 429 }))).rejects.toThrow(
      /429/,
    );
  });
});

describe('the daily quiz in the browser', () => {
  const pool: DailyPool = {
    quizzes: ['alpha', 'beta'].map((quizPath) => ({
      quizPath,
      quizTitle: quizPath.toUpperCase(),
      questions: Array.from({ length: 8 }, (_, index) => ({
        question: `${quizPath} ${index}?`,
        options: ['a', 'b'],
        correctAnswer: 'a',
        explanation: 'Because.',
      })),
    })),
  };

  it('picks ten distinct questions with the quiz each comes from', () => {
    const picks = dailyPicks(pool, '2026-11-23') ?? [];
    expect(picks).toHaveLength(10);
    expect(new Set(picks.map((pick) => pick.question)).size).toBe(10);
    expect(
      picks.every((pick) => pick.quizTitle === pick.quizPath.toUpperCase() && pick.question.startsWith(pick.quizPath)),
    ).toBe(true);
    expect(dailyPicks({ quizzes: pool.quizzes.slice(0, 1) }, '2026-11-23')).toBeNull();
  });

  it('shares a row of ✅ and ❌ with the score and date, and nothing of the questions', () => {
    const text = dailyShareText('Voidlight Games', '2026-11-23', [true, true, false, true]);
    expect(text).toBe('Voidlight Games daily quiz 2026-11-23: 3/4\n✅✅❌✅');
  });
});

import {
  beginAt,
  isQuestionIndexInRange,
  INVALID_QUESTION_SEGMENT,
  questionPath,
  recordAnswer,
  resolveQuestionSegment,
  resolveVisit,
  scoreOf,
  shuffledOrder,
  type QuizProgress,
} from '@/lib/quiz/flow';

function progressAt(current: number, total = 3): QuizProgress {
  return beginAt(null, current, total, [2, 0, 3, 1]);
}

describe('question index', () => {
  it.each([
    ['0', { kind: 'page' }],
    ['9', { kind: 'page' }],
    [INVALID_QUESTION_SEGMENT, { kind: 'page' }],
    ['2abc', { kind: 'redirect', index: 2 }],
    ['1.9', { kind: 'redirect', index: 1 }],
    ['-0', { kind: 'redirect', index: 0 }],
    ['007', { kind: 'redirect', index: 7 }],
    [' 3', { kind: 'redirect', index: 3 }],
    ['+4', { kind: 'redirect', index: 4 }],
    ['10', { kind: 'invalid' }],
    ['-1', { kind: 'invalid' }],
    ['99999999999999999999', { kind: 'invalid' }],
    ['abc', { kind: 'redirect', index: 0 }],
    ['%F0%9F%92%A5', { kind: 'redirect', index: 0 }],
    ['', null],
    ['review.json', null],
    ['opengraph-image', null],
  ])(
    'sends segment %p of a 10-question quiz to %p (parseInt defaulting to 0, one static page each)',
    (segment, expected) => {
      expect(resolveQuestionSegment(segment, 10)).toEqual(expected);
    },
  );

  it('is in range from 0 to total - 1', () => {
    expect(isQuestionIndexInRange(0, 10)).toBe(true);
    expect(isQuestionIndexInRange(9, 10)).toBe(true);
    expect(isQuestionIndexInRange(10, 10)).toBe(false);
    expect(isQuestionIndexInRange(-1, 10)).toBe(false);
    expect(isQuestionIndexInRange(Number.parseInt('99999999999999999999', 10), 10)).toBe(false);
  });

  it('builds question paths', () => {
    expect(questionPath('halo', 4)).toBe('/quiz/halo/4');
    expect(questionPath('halo', INVALID_QUESTION_SEGMENT)).toBe('/quiz/halo/invalid-index');
  });
});

describe('quiz flow', () => {
  it('counts one point for each answer equal to the correct answer', () => {
    let progress = progressAt(0);
    progress = recordAnswer(progress, 0, 'Bungie', 'Bungie', [0, 1, 2, 3]);
    expect(scoreOf(progress)).toBe(1);
    expect(progress.current).toBe(1);
    progress = recordAnswer(progress, 1, '2006', '2007', [3, 2, 1, 0]);
    expect(scoreOf(progress)).toBe(1);
    expect(progress.completed).toBe(false);
    progress = recordAnswer(progress, 2, 'Halsey', 'Halsey', []);
    expect(scoreOf(progress)).toBe(2);
    expect(progress.completed).toBe(true);
    expect(progress.answers).toEqual([
      { choice: 'Bungie', correct: true },
      { choice: '2006', correct: false },
      { choice: 'Halsey', correct: true },
    ]);
  });

  it('compares answers exactly', () => {
    expect(scoreOf(recordAnswer(progressAt(0), 0, 'bungie', 'Bungie', [0, 1, 2, 3]))).toBe(0);
  });

  it('starts fresh when nothing is stored or the quiz changed length', () => {
    expect(resolveVisit(null, 0, 3, 4)).toEqual({ kind: 'begin', from: null });
    expect(resolveVisit(progressAt(0, 5), 0, 3, 4)).toEqual({ kind: 'begin', from: null });
  });

  it('asks the current question in its stored order', () => {
    expect(resolveVisit(progressAt(1), 1, 3, 4)).toEqual({ kind: 'question', order: [2, 0, 3, 1] });
  });

  it('never goes back: an earlier index redirects to the current question', () => {
    expect(resolveVisit(progressAt(2), 0, 3, 4)).toEqual({ kind: 'redirect', index: 2 });
    expect(resolveVisit(progressAt(2), 1, 3, 4)).toEqual({ kind: 'redirect', index: 2 });
  });

  it('lets a visitor jump ahead by URL, keeping earlier answers and leaving the skipped ones unanswered', () => {
    const answered = recordAnswer(progressAt(0, 4), 0, 'a', 'a', [0, 1, 2, 3]);
    const visit = resolveVisit(answered, 3, 4, 4);
    expect(visit).toEqual({ kind: 'begin', from: answered });
    const jumped = beginAt(answered, 3, 4, [1, 0, 2, 3]);
    expect(jumped.current).toBe(3);
    expect(jumped.answers).toEqual([{ choice: 'a', correct: true }, null, null, null]);
  });

  it('shows the result once finished, and starts over from question 1', () => {
    const done = recordAnswer(recordAnswer(progressAt(0, 2), 0, 'a', 'a', [0, 1, 2, 3]), 1, 'b', 'c', []);
    expect(resolveVisit(done, 1, 2, 4)).toEqual({ kind: 'result' });
    expect(resolveVisit(done, 0, 2, 4)).toEqual({ kind: 'begin', from: null });
  });

  it('reshuffles when the stored order is not a permutation of the options', () => {
    const broken = { ...progressAt(1), order: [0, 0, 1, 2] };
    expect(resolveVisit(broken, 1, 3, 4)).toEqual({ kind: 'begin', from: broken });
  });
});

describe('shuffledOrder', () => {
  it('returns a permutation', () => {
    for (let i = 0; i < 50; i += 1) expect([...shuffledOrder(4)].sort()).toEqual([0, 1, 2, 3]);
  });

  it('uses the random source it is given (Fisher-Yates)', () => {
    expect(shuffledOrder(4, () => 0)).toEqual([1, 2, 3, 0]);
    expect(shuffledOrder(4, () => 0.999)).toEqual([0, 1, 2, 3]);
  });

  it('reaches every order of four options', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i += 1) seen.add(shuffledOrder(4).join(''));
    expect(seen.size).toBe(24);
  });
});

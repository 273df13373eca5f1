/** @jest-environment jsdom */
import { beginAt } from '@/lib/quiz/flow';
import {
  bestScoreFrom,
  parseProgress,
  readBestScoresRaw,
  readProgressRaw,
  recordBestScore,
  saveProgress,
  subscribeQuizStorage,
} from '@/lib/quiz/storage';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('quiz progress in sessionStorage', () => {
  it('round-trips, keyed by quiz', () => {
    const progress = beginAt(null, 2, 5, [3, 1, 0, 2]);
    saveProgress('halo', progress);
    expect(parseProgress(readProgressRaw('halo'))).toEqual(progress);
    expect(readProgressRaw('skyrim')).toBeNull();
    expect(sessionStorage.getItem('quiz-progress:halo')).not.toBeNull();
  });

  it('treats malformed or foreign data as no progress', () => {
    expect(parseProgress('{not json')).toBeNull();
    expect(
      parseProgress(JSON.stringify({ total: 3, current: -1, completed: false, answers: [], order: [] })),
    ).toBeNull();
    expect(parseProgress(JSON.stringify({ total: 3 }))).toBeNull();
    expect(parseProgress(null)).toBeNull();
  });

  it('tells subscribers about writes', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeQuizStorage(listener);
    saveProgress('halo', beginAt(null, 0, 2, [0, 1, 2, 3]));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    saveProgress('halo', beginAt(null, 1, 2, [0, 1, 2, 3]));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps working in memory when storage throws', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const progress = beginAt(null, 1, 4, [0, 1, 2, 3]);
    expect(() => saveProgress('throwing', progress)).not.toThrow();
    expect(parseProgress(readProgressRaw('throwing'))).toEqual(progress);
    expect(readProgressRaw('never-saved')).toBeNull();
  });
});

describe('best scores in localStorage', () => {
  it('keeps the best score per quiz', () => {
    recordBestScore('halo', 4, 10);
    recordBestScore('halo', 7, 10);
    recordBestScore('halo', 5, 10);
    recordBestScore('csgo', 12, 30);
    expect(bestScoreFrom(readBestScoresRaw(), 'halo')).toEqual({ score: 7, total: 10 });
    expect(bestScoreFrom(readBestScoresRaw(), 'csgo')).toEqual({ score: 12, total: 30 });
    expect(bestScoreFrom(readBestScoresRaw(), 'skyrim')).toBeNull();
  });

  it('replaces a best score when the quiz changed length', () => {
    recordBestScore('halo', 9, 10);
    recordBestScore('halo', 3, 12);
    expect(bestScoreFrom(readBestScoresRaw(), 'halo')).toEqual({ score: 3, total: 12 });
  });

  it('ignores malformed stored scores', () => {
    localStorage.setItem('quiz-best-scores', '{"halo":{"score":"lots"}}');
    expect(bestScoreFrom(readBestScoresRaw(), 'halo')).toBeNull();
    recordBestScore('halo', 2, 10);
    expect(bestScoreFrom(readBestScoresRaw(), 'halo')).toEqual({ score: 2, total: 10 });
  });
});

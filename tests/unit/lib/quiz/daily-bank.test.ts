import fs from 'node:fs';
import path from 'node:path';
import {
  assertNoDuplicates,
  bankCounterKey,
  getDailyBanks,
  getDailyPool,
  parseDailyBank,
  type DailyBank,
} from '@/lib/quiz/daily-bank.server';
import { getAllQuizzes, normalizeText } from '@/lib/quiz/quizzes.server';

const quizzes = getAllQuizzes();
const halo = quizzes.find((quiz) => quiz.quizPath === 'halo');
const bankFiles = fs.readdirSync(path.join(process.cwd(), 'content', 'daily')).filter((file) => file.endsWith('.json'));

const valid = {
  quizPath: 'halo',
  data: [
    {
      question: 'A first bank question?',
      options: ['a', 'b', 'c', 'd'],
      correctAnswer: 'b',
      explanation: 'Because b.',
    },
    {
      question: 'A second bank question?',
      options: ['e', 'f', 'g', 'h'],
      correctAnswer: 'h',
      explanation: 'Because h.',
    },
  ],
};
const bank = (quizPath: string, questions: string[]): DailyBank => ({
  quizPath,
  data: questions.map((question) => ({
    question,
    options: ['a', 'b', 'c', 'd'],
    correctAnswer: 'a',
    explanation: 'Because a.',
  })),
});

describe('parseDailyBank', () => {
  it('accepts a valid bank', () => {
    expect(parseDailyBank('halo', valid, quizzes).data).toHaveLength(2);
  });

  it('names the file and the question when a question is broken', () => {
    const bad = { ...valid, data: [valid.data[0], { ...valid.data[1], correctAnswer: 'z' }] };
    expect(() => parseDailyBank('halo', bad, quizzes)).toThrow(
      /content\/daily\/halo\.json is invalid:[\s\S]*question 2 \("A second bank question\?"\) correctAnswer: "z" is not one of the options/,
    );
    expect(() =>
      parseDailyBank('halo', { ...valid, data: [{ ...valid.data[0], options: ['a', 'b', 'c'] }] }, quizzes),
    ).toThrow(/question 1 .*exactly 4 options/);
    expect(() =>
      parseDailyBank('halo', { ...valid, data: [{ ...valid.data[0], options: ['a', 'B', 'b ', 'd'] }] }, quizzes),
    ).toThrow(/question 1 .*has two options that are the same/);
  });

  it('refuses a bank for another file, for no quiz, with extra fields or without questions', () => {
    expect(() => parseDailyBank('mariohistory', valid, quizzes)).toThrow(
      /content\/daily\/mariohistory\.json[\s\S]*must equal the file name/,
    );
    expect(() => parseDailyBank('nosuchquiz', { ...valid, quizPath: 'nosuchquiz' }, quizzes)).toThrow(
      /"nosuchquiz" is not a quiz in content\/quizzes/,
    );
    expect(() => parseDailyBank('halo', { ...valid, quizTitle: 'Halo' }, quizzes)).toThrow(/quizTitle/);
    expect(() => parseDailyBank('halo', { ...valid, data: [] }, quizzes)).toThrow(/content\/daily\/halo\.json/);
  });
});

describe('assertNoDuplicates', () => {
  const quizQuestion = halo?.data[2]?.question ?? '';

  it('refuses a bank question that a quiz already asks, whatever its case, spacing or punctuation', () => {
    const reworded = ` ${quizQuestion.toUpperCase().replace('?', '')}  `;
    expect(() => assertNoDuplicates(quizzes, [bank('csgo', ['Something new?', reworded])])).toThrow(
      /content\/daily\/csgo\.json is invalid:[\s\S]*question 2 \(.*\): repeats content\/quizzes\/halo\.json question 3/,
    );
  });

  it('refuses a question asked twice across banks or within one', () => {
    expect(() => assertNoDuplicates(quizzes, [bank('halo', ['Who is it?']), bank('csgo', ['Who is it!'])])).toThrow(
      /content\/daily\/csgo\.json[\s\S]*question 1 .*repeats content\/daily\/halo\.json question 1/,
    );
    expect(() => assertNoDuplicates(quizzes, [bank('halo', ['Who is it?', 'Where?', 'who is  it'])])).toThrow(
      /question 3 .*repeats content\/daily\/halo\.json question 1/,
    );
  });

  it('lets distinct questions through', () => {
    expect(() =>
      assertNoDuplicates(quizzes, [bank('halo', ['Who is it?']), bank('csgo', ['Who was it?'])]),
    ).not.toThrow();
  });
});

describe('the daily banks in content/daily', () => {
  const banks = getDailyBanks();

  it('are every file of content/daily, each for a quiz, and repeat no question of any quiz or bank', () => {
    expect(banks.map((each) => `${each.quizPath}.json`)).toEqual([...bankFiles].sort());
    expect(() => assertNoDuplicates(quizzes, banks)).not.toThrow();
  });

  describe.each(bankFiles.map((file) => file.replace(/\.json$/, '')))('%s', (quizPath) => {
    const data = banks.find((each) => each.quizPath === quizPath)?.data ?? [];

    it('explains every answer in one or two sentences', () => {
      for (const question of data) {
        expect(question.explanation).toMatch(/[.!?]['"’”]?$/);
        // A sentence ends at . ! or ? before a capital, unless the full stop closes an initial (Paul W. S. Anderson).
        expect(question.explanation.split(/(?<!\b[A-Z])[.!?]\s+(?=[A-Z])/).length).toBeLessThanOrEqual(2);
      }
    });

    it('does not keep the correct answer in one position', () => {
      const positions = data.map((question) => question.options.indexOf(question.correctAnswer));
      expect(new Set(positions).size).toBeGreaterThan(Math.min(3, data.length - 1));
    });

    it('never gives the answer away in the question', () => {
      for (const question of data)
        expect(normalizeText(question.question)).not.toContain(normalizeText(question.correctAnswer));
    });
  });
});

describe('the daily pool', () => {
  const pool = getDailyPool();

  it('holds every quiz, its own questions first with their quiz indexes, then its bank under the bank counter', () => {
    expect(pool.map((entry) => entry.quizPath)).toEqual(quizzes.map((quiz) => quiz.quizPath));
    const askedBefore = new Set<string>();
    const key = (text: string) => normalizeText(text).replace(/[^a-z0-9 ]/g, '');
    for (const entry of pool) {
      const quiz = quizzes.find((each) => each.quizPath === entry.quizPath);
      const bankData = getDailyBanks().find((each) => each.quizPath === entry.quizPath)?.data ?? [];
      const ownQuestions = (quiz?.data ?? [])
        .map((question, index) => ({ question, index }))
        .filter(({ question }) => !askedBefore.has(key(question.question)));
      for (const { question } of ownQuestions) askedBefore.add(key(question.question));
      expect(entry.questions.map((question) => question.question)).toEqual(
        [...ownQuestions.map(({ question }) => question), ...bankData].map((question) => question.question),
      );
      expect(entry.questions.slice(0, ownQuestions.length).map((question) => question.counter)).toEqual(
        ownQuestions.map(({ index }) => ({ key: entry.quizPath, index })),
      );
      expect(entry.questions.slice(ownQuestions.length).map((question) => question.counter)).toEqual(
        bankData.map((_, index) => ({ key: bankCounterKey(entry.quizPath), index })),
      );
    }
  });

  it('asks a question two quizzes share only once, under the quiz listed first', () => {
    const texts = pool.flatMap((entry) => entry.questions.map((question) => normalizeText(question.question)));
    expect(new Set(texts).size).toBe(texts.length);
    const tetris = pool.flatMap((entry) =>
      entry.questions
        .filter((question) => question.question === 'Who created Tetris in 1984?')
        .map(() => entry.quizPath),
    );
    expect(tetris).toHaveLength(1);
  });

  it('gives every question its own counter, and no bank counter can be a quiz path', () => {
    const counters = pool.flatMap((entry) => entry.questions.map(({ counter }) => `${counter.key}#${counter.index}`));
    expect(new Set(counters).size).toBe(counters.length);
    const quizPaths = new Set(quizzes.map((quiz) => quiz.quizPath));
    for (const quiz of quizzes) expect(quizPaths.has(bankCounterKey(quiz.quizPath))).toBe(false);
    expect(/^[a-z0-9]+$/.test(bankCounterKey('halo'))).toBe(false);
  });
});

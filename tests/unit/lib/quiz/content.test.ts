import fs from 'node:fs';
import path from 'node:path';
import { getAllQuizzes, getQuizByPath, getQuizSummaries, normalizeText, parseQuiz } from '@/lib/quiz/quizzes.server';

/** The quizzes and their exact question counts. */
const EXPECTED_COUNTS: Record<string, number> = {
  silenthill: 30,
  minecraft: 30,
  gaminghistory: 32,
  playstationhistory: 10,
  matchgameswithdevelopers: 50,
  skyrim: 50,
  halo: 10,
  mariohistory: 10,
  ocarinaoftime: 10,
  streetfighter: 10,
  mortalkombat: 10,
  gamingtrivia: 50,
  witcher: 10,
  csgo: 30,
  residentevil4: 10,
  fortnite: 35,
};

const quizzes = getAllQuizzes();
const quizFiles = fs
  .readdirSync(path.join(process.cwd(), 'content', 'quizzes'))
  .filter((file) => file.endsWith('.json'));

describe('quiz content', () => {
  it('has exactly the sixteen quizzes, one file each', () => {
    expect(quizzes.map((quiz) => quiz.quizPath).sort()).toEqual(Object.keys(EXPECTED_COUNTS).sort());
    expect(quizFiles.map((file) => file.replace(/\.json$/, '')).sort()).toEqual(Object.keys(EXPECTED_COUNTS).sort());
  });

  it('has 387 questions in all', () => {
    expect(quizzes.reduce((sum, quiz) => sum + quiz.data.length, 0)).toBe(387);
  });

  describe.each(Object.entries(EXPECTED_COUNTS))('%s', (quizPath, count) => {
    const quiz = getQuizByPath(quizPath);

    it(`has exactly ${count} questions`, () => {
      expect(quiz?.data).toHaveLength(count);
    });

    it('has a title, a header, a description and artwork that exists', () => {
      expect(quiz?.quizTitle.trim()).not.toBe('');
      expect(quiz?.quizHeader.trim()).not.toBe('');
      expect(quiz?.description.length).toBeLessThanOrEqual(200);
      expect(quiz?.image).toBe(`/images/quizzes/${quizPath}.svg`);
      expect(fs.existsSync(path.join(process.cwd(), 'public', quiz?.image ?? 'missing'))).toBe(true);
    });

    it('has four distinct options per question with the correct answer among them', () => {
      for (const question of quiz?.data ?? []) {
        expect(question.options).toHaveLength(4);
        expect(new Set(question.options.map(normalizeText)).size).toBe(4);
        expect(question.options).toContain(question.correctAnswer);
      }
    });

    it('asks nothing twice', () => {
      const texts = (quiz?.data ?? []).map((question) => normalizeText(question.question).replace(/[^a-z0-9 ]/g, ''));
      expect(new Set(texts).size).toBe(texts.length);
    });

    it('explains every answer in one sentence', () => {
      for (const question of quiz?.data ?? []) {
        expect(question.explanation).toMatch(/[.!?]['"’”]?$/);
        expect(question.explanation.length).toBeLessThanOrEqual(240);
      }
    });

    it('does not keep the correct answer in one position', () => {
      const positions = new Set((quiz?.data ?? []).map((question) => question.options.indexOf(question.correctAnswer)));
      expect(positions.size).toBeGreaterThan(1);
    });
  });

  it('lists every quiz, sorted alphabetically by title', () => {
    const summaries = getQuizSummaries();
    expect(summaries.map((quiz) => quiz.quizPath).sort()).toEqual(Object.keys(EXPECTED_COUNTS).sort());
    const titles = summaries.map((quiz) => quiz.quizTitle);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en')));
    expect(summaries.find((quiz) => quiz.quizPath === 'residentevil4')?.quizTitle).toBe('Resident Evil 4');
  });
});

describe('parseQuiz', () => {
  const valid = {
    quizPath: 'sample',
    quizTitle: 'Sample',
    quizHeader: 'Sample Quiz',
    description: 'A sample quiz used by the unit tests of the loader.',
    image: '/images/quizzes/sample.svg',
    data: [
      { question: 'First?', options: ['a', 'b', 'c', 'd'], correctAnswer: 'a', explanation: 'Because a.' },
      { question: 'Second?', options: ['e', 'f', 'g', 'h'], correctAnswer: 'h', explanation: 'Because h.' },
    ],
  };

  it('accepts a valid quiz', () => {
    expect(parseQuiz('sample', valid).data).toHaveLength(2);
  });

  it('names the file and the question when a correct answer is not an option', () => {
    const bad = { ...valid, data: [valid.data[0], { ...valid.data[1], correctAnswer: 'z' }] };
    expect(() => parseQuiz('sample', bad)).toThrow(
      /content\/quizzes\/sample\.json[\s\S]*question 2 \("Second\?"\) correctAnswer: "z" is not one of the options/,
    );
  });

  it('rejects duplicate options, a wrong option count, repeated questions and a missing title', () => {
    expect(() =>
      parseQuiz('sample', { ...valid, data: [{ ...valid.data[0], options: ['a', 'A ', 'c', 'd'] }] }),
    ).toThrow(/question 1 .*options: has two options/);
    expect(() => parseQuiz('sample', { ...valid, data: [{ ...valid.data[0], options: ['a', 'b', 'c'] }] })).toThrow(
      /exactly 4 options/,
    );
    expect(() =>
      parseQuiz('sample', { ...valid, data: [valid.data[0], { ...valid.data[1], question: ' first? ' }] }),
    ).toThrow(/question 2 .*repeats question 1/);
    const untitled = Object.fromEntries(Object.entries(valid).filter(([key]) => key !== 'quizTitle'));
    expect(() => parseQuiz('sample', untitled)).toThrow(/quizTitle/);
  });

  it('requires the quizPath to equal the file name', () => {
    expect(() => parseQuiz('other', valid)).toThrow(/content\/quizzes\/other\.json[\s\S]*must equal the file name/);
  });
});

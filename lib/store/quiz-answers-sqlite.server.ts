import 'server-only';
import type { Database } from 'better-sqlite3';
import { z } from 'zod';
import { groupCommit } from './group-commit.server';
import { assertQuizAnswersInput, isCounterKey, type QuizAnswerStore } from './quiz-answers-store';

const optionRow = z.object({
  question: z.number().int().nonnegative(),
  option: z.number().int().nonnegative(),
  count: z.number().int().positive(),
});
const scoreRow = z.object({ score: z.number().int().nonnegative(), count: z.number().int().positive() });

/** The quiz answer counters on SQLite: one row a counter, incremented in place (tables from migration 2). */
export function quizAnswersSqlite(db: Database): QuizAnswerStore {
  const statements = {
    countOption: db.prepare(
      `INSERT INTO quiz_option_counts (quiz_path, question, option, count) VALUES (?, ?, ?, 1)
       ON CONFLICT (quiz_path, question, option) DO UPDATE SET count = count + 1`,
    ),
    countScore: db.prepare(
      `INSERT INTO quiz_score_counts (score_key, score, count) VALUES (?, ?, 1)
       ON CONFLICT (score_key, score) DO UPDATE SET count = count + 1`,
    ),
    options: db.prepare(
      'SELECT question, option, count FROM quiz_option_counts WHERE quiz_path = ? ORDER BY question, option',
    ),
    scores: db.prepare('SELECT score, count FROM quiz_score_counts WHERE score_key = ? ORDER BY score'),
  };
  const addAll = groupCommit(db, (input: Parameters<QuizAnswerStore['addQuizAnswers']>[0]) => {
    for (const choice of input.choices) statements.countOption.run(choice.quizPath, choice.question, choice.option);
    statements.countScore.run(input.scoreKey, input.score);
  });

  return {
    async addQuizAnswers(input) {
      assertQuizAnswersInput(input);
      await addAll(input);
    },
    async getQuizOptionCounts(quizPath) {
      if (!isCounterKey(quizPath)) return [];
      return statements.options.all(quizPath).map((row) => optionRow.parse(row));
    },
    async getQuizScoreCounts(scoreKey) {
      if (!isCounterKey(scoreKey)) return [];
      return statements.scores.all(scoreKey).map((row) => scoreRow.parse(row));
    },
  };
}

// The quiz-answers part of `npm run bench`: POST /api/quiz-answers under load (50 connections, each request a finished
// Halo quiz from its own client address), then the stored counters read straight from the SQLite file, which must
// hold exactly as many finished quizzes as were acknowledged (the warm-up's included), and each question exactly that
// many answers.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

const halo = JSON.parse(readFileSync(path.join('content', 'quizzes', 'halo.json'), 'utf8'));

/**
 * @param {{ dataDir: string, load: (title: string, options: object) => Promise<any>, check: (ok: boolean, text: string) => void }} bench
 */
export async function measureQuizAnswers({ dataDir, load, check }) {
  let sequence = 0;
  const result = await load('POST /api/quiz-answers', {
    // A request that times out on the client may still be stored, and then can't be compared: on a loaded machine the
    // 10-second default is too short, so each answer is waited for up to a minute.
    timeout: 60,
    requests: [
      {
        method: 'POST',
        path: '/api/quiz-answers',
        setupRequest: (request) => {
          sequence += 1;
          // Every fourth player picks each question's first option instead of the right one, so several options count.
          const answers = halo.data.map((question) =>
            sequence % 4 === 0 ? question.options[0] : question.correctAnswer,
          );
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`,
            },
            body: JSON.stringify({ quizPath: 'halo', answers }),
          };
        },
      },
    ],
  });
  const db = new Database(path.join(dataDir, 'site.db'), { readonly: true });
  try {
    const finished = db
      .prepare(`SELECT COALESCE(SUM(count), 0) AS total FROM quiz_score_counts WHERE score_key = 'halo'`)
      .get().total;
    const perQuestion = db
      .prepare(
        `SELECT question, SUM(count) AS total FROM quiz_option_counts WHERE quiz_path = 'halo' GROUP BY question`,
      )
      .all();
    const { acknowledged } = result;
    check(finished === acknowledged, `stored finished quizzes ${finished}, acknowledged ${acknowledged}`);
    check(
      perQuestion.length === halo.data.length && perQuestion.every((row) => row.total === acknowledged),
      `stored answers per question: ${[...new Set(perQuestion.map((row) => row.total))].join(', ')} for each of ${perQuestion.length} questions, acknowledged ${acknowledged}`,
    );
  } finally {
    db.close();
  }
  return result;
}

import 'server-only';
import { randomInt } from 'node:crypto';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { assertQuizAnswersInput, isCounterKey, type QuizAnswerStore } from './quiz-answers-store';

// As with visits: a document sustains about one write a second, so each quiz's counters are spread over N shard
// documents, summed on read. N can grow later (reads sum every shard there is); it should not shrink.
const SHARDS = 20;

const shardDocument = z.record(z.string(), z.number().int().nonnegative());

/** Sums the counter fields of every shard under `parent`. */
async function sumShards(db: Firestore, parent: string): Promise<Map<string, number>> {
  const snapshot = await db.collection(`${parent}/shards`).get();
  const totals = new Map<string, number>();
  for (const doc of snapshot.docs) {
    const parsed = shardDocument.safeParse(doc.data());
    if (!parsed.success) throw new Error(`${parent}/shards/${doc.id} is not a counter shard: ${parsed.error.message}`);
    for (const [key, count] of Object.entries(parsed.data)) totals.set(key, (totals.get(key) ?? 0) + count);
  }
  return totals;
}

function shard(db: Firestore, parent: string) {
  return db.doc(`${parent}/shards/${randomInt(SHARDS)}`);
}

/**
 * The quiz answer counters on Firestore: `quizAnswerCounts/{quizPath}/shards/{n}` holds a counter field `q{question}o{option}`,
 * `quizScoreCounts/{scoreKey}/shards/{n}` holds `s{score}`. A finished quiz is one batch: all or nothing.
 */
export function quizAnswersFirestore(db: Firestore): QuizAnswerStore {
  return {
    async addQuizAnswers(input) {
      assertQuizAnswersInput(input);
      const byQuiz = new Map<string, Record<string, FieldValue>>();
      for (const { quizPath, question, option } of input.choices) {
        const counts = byQuiz.get(quizPath) ?? {};
        // Top-level fields named with a leading letter: a plain field path, which every Firestore server takes.
        const key = `q${question}o${option}`;
        // Within one quiz an option is counted once per player; the daily quiz never repeats a question in a day.
        counts[key] = FieldValue.increment(1);
        byQuiz.set(quizPath, counts);
      }
      const batch = db.batch();
      for (const [quizPath, counts] of byQuiz)
        batch.set(shard(db, `quizAnswerCounts/${quizPath}`), counts, { merge: true });
      batch.set(
        shard(db, `quizScoreCounts/${input.scoreKey}`),
        { [`s${input.score}`]: FieldValue.increment(1) },
        { merge: true },
      );
      await batch.commit();
    },
    async getQuizOptionCounts(quizPath) {
      if (!isCounterKey(quizPath)) return [];
      const totals = await sumShards(db, `quizAnswerCounts/${quizPath}`);
      return [...totals]
        .map(([key, count]) => {
          const [, question = NaN, option = NaN] = (/^q(\d+)o(\d+)$/.exec(key) ?? []).map(Number);
          return { question, option, count };
        })
        .filter(
          (entry) => Number.isSafeInteger(entry.question) && Number.isSafeInteger(entry.option) && entry.count > 0,
        )
        .sort((a, b) => a.question - b.question || a.option - b.option);
    },
    async getQuizScoreCounts(scoreKey) {
      if (!isCounterKey(scoreKey)) return [];
      const totals = await sumShards(db, `quizScoreCounts/${scoreKey}`);
      return [...totals]
        .map(([key, count]) => ({ score: /^s\d+$/.test(key) ? Number(key.slice(1)) : NaN, count }))
        .filter((entry) => Number.isSafeInteger(entry.score) && entry.count > 0)
        .sort((a, b) => a.score - b.score);
    },
  };
}

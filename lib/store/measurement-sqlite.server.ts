import 'server-only';
import type { Database } from 'better-sqlite3';
import { z } from 'zod';
import { METRICS, PLAY_STEPS } from './measurement-store';
import { groupCommit } from './group-commit.server';
import type { MeasurementStore } from './measurement-store';

/** Measurement tables: histogram buckets of web vitals, and play funnel counts, per day. */
export const MEASUREMENT_MIGRATION = `
  CREATE TABLE IF NOT EXISTS vitals_buckets (
    day TEXT NOT NULL,
    page TEXT NOT NULL,
    metric TEXT NOT NULL,
    bucket INTEGER NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (day, page, metric, bucket)
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS play_counts (
    day TEXT NOT NULL,
    game TEXT NOT NULL,
    step TEXT NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (day, game, step)
  ) WITHOUT ROWID;
`;

const vitalsRow = z.object({
  day: z.string(),
  page: z.string(),
  metric: z.enum(METRICS),
  bucket: z.number().int(),
  count: z.number().int(),
});
const playRow = z.object({ day: z.string(), game: z.string(), step: z.enum(PLAY_STEPS), count: z.number().int() });

/** The measurement half of the SQLite store. */
export function sqliteMeasurement(db: Database): MeasurementStore {
  const statements = {
    addVital: db.prepare(
      'INSERT INTO vitals_buckets (day, page, metric, bucket, count) VALUES (?, ?, ?, ?, 1) ON CONFLICT DO UPDATE SET count = count + 1',
    ),
    addPlay: db.prepare(
      'INSERT INTO play_counts (day, game, step, count) VALUES (?, ?, ?, 1) ON CONFLICT DO UPDATE SET count = count + 1',
    ),
    vitals: db.prepare(
      'SELECT day, page, metric, bucket, count FROM vitals_buckets WHERE day >= ? ORDER BY day, page, metric, bucket',
    ),
    plays: db.prepare('SELECT day, game, step, count FROM play_counts WHERE day >= ? ORDER BY day, game, step'),
  };
  const addVitals = groupCommit(
    db,
    (day: string, page: string, samples: readonly { metric: string; bucket: number }[]) => {
      for (const { metric, bucket } of samples) statements.addVital.run(day, page, metric, bucket);
    },
  );
  const addPlay = groupCommit(db, (day: string, game: string, step: string) => {
    statements.addPlay.run(day, game, step);
  });
  return {
    async recordVitals(day, page, samples) {
      await addVitals(day, page, samples);
    },
    async recordPlay(day, game, step) {
      await addPlay(day, game, step);
    },
    async listVitals(fromDay) {
      return statements.vitals.all(fromDay).map((row) => vitalsRow.parse(row));
    },
    async listPlays(fromDay) {
      return statements.plays.all(fromDay).map((row) => playRow.parse(row));
    },
  };
}

import 'server-only';
import { createHash } from 'node:crypto';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { METRICS, PLAY_STEPS } from './measurement-store';
import type { MeasurementStore, PlayCount, VitalsBucket } from './measurement-store';

const vitalsDocument = z.looseObject({ day: z.string(), page: z.string(), metric: z.enum(METRICS) });
const bucketField = /^b(\d{1,2})$/;
const playDocument = z.object({ day: z.string(), game: z.string(), step: z.enum(PLAY_STEPS), count: z.number().int() });

/** Ids from the key's parts, hashed: a page path holds '/', which ids can't. */
const idOf = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('hex');

/**
 * The measurement half of the Firestore store: `vitals/{day,page,metric}` holds that metric's bucket counts as fields b0, b1…,
 * `plays/{day,game,step}` one count. Increments are server-side, so concurrent beacons never lose one.
 */
export function firestoreMeasurement(db: Firestore): MeasurementStore {
  const vitals = db.collection('vitals');
  const plays = db.collection('plays');
  return {
    async recordVitals(day, page, samples) {
      const batch = db.batch();
      for (const { metric, bucket } of samples) {
        batch.set(
          vitals.doc(idOf(day, page, metric)),
          { day, page, metric, [`b${bucket}`]: FieldValue.increment(1) },
          { merge: true },
        );
      }
      await batch.commit();
    },
    async recordPlay(day, game, step) {
      await plays.doc(idOf(day, game, step)).set({ day, game, step, count: FieldValue.increment(1) }, { merge: true });
    },
    async listVitals(fromDay) {
      const snapshot = await vitals.where('day', '>=', fromDay).get();
      return snapshot.docs.flatMap((doc): VitalsBucket[] => {
        const data = vitalsDocument.parse(doc.data());
        return Object.entries(data).flatMap(([field, count]) => {
          const match = bucketField.exec(field);
          return match
            ? [
                {
                  day: data.day,
                  page: data.page,
                  metric: data.metric,
                  bucket: Number(match[1]),
                  count: z.number().int().parse(count),
                },
              ]
            : [];
        });
      });
    },
    async listPlays(fromDay) {
      const snapshot = await plays.where('day', '>=', fromDay).get();
      return snapshot.docs.map((doc): PlayCount => playDocument.parse(doc.data()));
    },
  };
}

// `npm run vitals:report [-- --days 28]`: the web vitals real visitors measured, as p75 per page against the Core Web
// Vitals thresholds, and each game's play funnel (page view → game started → played a minute), over the last days.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { utcDay } from '@/lib/measurement/record.server';
import { formatP75, funnels, percent, vitalsByPage } from '@/lib/measurement/report';
import { THRESHOLDS } from '@/lib/measurement/vitals';
import { METRICS } from '@/lib/store/measurement-store';
import { toTable } from './format';
import { closeStore, store } from '@/lib/store/store.server';

function readDays(): number {
  try {
    const { values } = parseArgs({
      options: { days: { type: 'string', default: '28' } },
      strict: true,
      allowPositionals: false,
    });
    return z.coerce.number().int().min(1).max(3650).parse(values.days);
  } catch {
    console.error('Usage: npm run vitals:report [-- --days N]');
    process.exit(2);
  }
}

const days = readDays();
const fromDay = utcDay(new Date(Date.now() - (days - 1) * 24 * 60 * 60 * 1000));
try {
  const [buckets, plays] = await Promise.all([(await store()).listVitals(fromDay), (await store()).listPlays(fromDay)]);
  console.log(
    `Web vitals since ${fromDay} (p75; good at or under ${METRICS.map((m) => `${m} ${THRESHOLDS[m].good}${THRESHOLDS[m].unit}`).join(', ')})\n`,
  );
  const pages = vitalsByPage(buckets);
  if (pages.length === 0) console.log('No web vitals measured yet.');
  else
    process.stdout.write(
      toTable(
        ['PAGE', 'LOADS', ...METRICS],
        pages.map((row) => [row.page, String(row.loads), ...METRICS.map((m) => formatP75(m, row.p75[m]))]),
      ),
    );

  console.log(`\nPlay funnels since ${fromDay}\n`);
  const games = funnels(plays);
  if (games.length === 0) console.log('No plays counted yet.');
  else
    process.stdout.write(
      toTable(
        ['GAME', 'PAGE VIEWS', 'STARTED', 'PLAYED A MINUTE'],
        games.map(({ game, counts }) => [
          game,
          String(counts.view),
          `${counts.start} (${percent(counts.start, counts.view)})`,
          `${counts.minute} (${percent(counts.minute, counts.start)})`,
        ]),
      ),
    );
} finally {
  await closeStore();
}

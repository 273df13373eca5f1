// Lists the places of each Final Void level that strand the player (reachable ground from which the exit can't be reached
// without dying); exits non-zero when there is one. Usage: node scripts/lib/run-ts.mjs scripts/tools/final-void-strands.ts [level-id...]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseLevel } from '@/games/final-void/level';
import { findStrands } from '@/games/final-void/strands';

const ids = process.argv.slice(2).length ? process.argv.slice(2) : ['1-ruins', '2-caverns', '3-tower'];
let bad = 0;
for (const id of ids) {
  const started = Date.now();
  const level = parseLevel(id, readFileSync(join(process.cwd(), 'games', 'final-void', 'levels', `${id}.txt`), 'utf8'));
  const report = findStrands(level);
  const list = report.strands.map((i) => report.segments[i]).map((g) => `row ${g?.y} cols ${g?.x0}-${g?.x1}`);
  console.log(
    `${id}: ${report.segments.length} ground segments, finishable ${report.finishable}, strands: ${list.join('; ') || 'none'} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  if (list.length || !report.finishable) bad += 1;
}
process.exit(bad ? 1 : 0);

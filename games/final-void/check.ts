/** Build-time check (run by scripts/build/games.mjs): every level parses and its recorded replay reaches the exit. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseLevel } from './level';
import { decodeReplay, playReplay } from './replay';

/** The fixed seed replays are played with. */
export const REPLAY_SEED = 7;

/** Reads the level files under `dir` (games/final-void), in name order; throws naming the first broken level. */
export function checkLevels(dir: string): string[] {
  const files = readdirSync(join(dir, 'levels'))
    .filter((f) => f.endsWith('.txt'))
    .sort();
  if (files.length !== 3) throw new Error(`Final Void needs 3 levels in ${join(dir, 'levels')}, found ${files.length}`);
  return files.map((file) => {
    const id = file.replace(/\.txt$/, '');
    const level = parseLevel(id, readFileSync(join(dir, 'levels', file), 'utf8'));
    let replay: string;
    try {
      replay = readFileSync(join(dir, 'replays', file), 'utf8');
    } catch {
      throw new Error(`Level "${id}": no replay at replays/${file} proving it can be finished`);
    }
    const end = playReplay(level, decodeReplay(replay), REPLAY_SEED);
    if (!end.done)
      throw new Error(
        `Level "${id}": its replay no longer reaches the exit (the hero stops at ${Math.round(end.hero.x)}, ${Math.round(end.hero.y)})`,
      );
    return `${id}: ${level.name}, ${level.cols}×${level.rows} tiles, replay finishes in ${end.time.toFixed(1)} s`;
  });
}

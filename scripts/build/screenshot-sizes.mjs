// Writes a 600-pixel-wide copy of each sideways game screenshot (public/images/games/<name>.webp, 800×450) as
// <name>-600w.webp, which the screenshot galleries offer to phones: at the size a phone shows them the 800-pixel
// originals are up to twice the bytes the screen can use, and on /games the first one is the page's largest paint.
// Upright shots (*-portrait.webp, 450×800) are already near the size they are shown at. Skips copies that are newer
// than their source. Usage: node scripts/build/screenshot-sizes.mjs
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { PUBLIC } from '../lib/games.mjs';

const SMALL_WIDTH = 600;
const dir = join(PUBLIC, 'images', 'games');
const isSource = (name) =>
  name.endsWith('.webp') && !name.endsWith('-portrait.webp') && !name.endsWith(`-${SMALL_WIDTH}w.webp`);

async function newer(target, source) {
  const [t, s] = await Promise.all([stat(target).catch(() => null), stat(source)]);
  return t !== null && t.mtimeMs >= s.mtimeMs;
}

let written = 0;
for (const name of (await readdir(dir)).filter(isSource)) {
  const source = join(dir, name);
  const target = join(dir, name.replace(/\.webp$/, `-${SMALL_WIDTH}w.webp`));
  if (await newer(target, source)) continue;
  const { width } = await sharp(source).metadata();
  if (width !== 800) throw new Error(`${source}: a sideways screenshot must be 800 pixels wide, not ${width}`);
  await sharp(source).resize(SMALL_WIDTH).webp({ quality: 80 }).toFile(target);
  written += 1;
}
console.log(`Screenshots: ${written} ${SMALL_WIDTH}-pixel cop${written === 1 ? 'y' : 'ies'} written`);

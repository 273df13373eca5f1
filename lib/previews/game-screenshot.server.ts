import 'server-only';
import path from 'node:path';
import sharp from 'sharp';
import type { Game } from '@/lib/games/games';

export interface CardScreenshot {
  /** The screenshot as a PNG data URI: next/og draws PNG and JPEG, not the WebP the pages serve. */
  dataUri: string;
  alt: string;
}

function fileOf(src: string): string {
  return path.join(process.cwd(), 'public', src);
}

/** The game's first screenshot that is wider than tall (a card is landscape), or its first one. */
export async function landscapeScreenshot(game: Game): Promise<Game['screenshots'][number]> {
  for (const shot of game.screenshots) {
    const { width = 0, height = 0 } = await sharp(fileOf(shot.src)).metadata();
    if (width > height) return shot;
  }
  const [first] = game.screenshots;
  if (!first) throw new Error(`${game.name} has no screenshot to draw its card from`);
  return first;
}

/** The game's landscape screenshot, read from public/ and re-encoded as PNG for a social card. */
export async function cardScreenshot(game: Game): Promise<CardScreenshot> {
  const shot = await landscapeScreenshot(game);
  const png = await sharp(fileOf(shot.src)).png().toBuffer();
  return { dataUri: `data:image/png;base64,${png.toString('base64')}`, alt: shot.alt };
}

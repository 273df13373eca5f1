import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { SITE_ICONS, type IconFile } from './icon-files';
import { THEME_COLOR } from './theme';

/** How much of a full-bleed icon the mark fills: inside the maskable safe zone (a circle of 80% of the side). */
const SAFE_SCALE = 0.7;

/** The site's mark, app/icon.svg. */
function siteSvg(): Buffer {
  return fs.readFileSync(path.join(process.cwd(), 'app', 'icon.svg'));
}

/** The site's mark at `size` pixels; `full-bleed` puts it on the theme colour, scaled into the safe zone. */
async function siteIcon(size: number, kind: IconFile['kind']): Promise<Buffer> {
  if (kind === 'any')
    return sharp(siteSvg(), { density: (72 * size) / 64 })
      .resize(size, size)
      .png()
      .toBuffer();
  const inner = Math.round(size * SAFE_SCALE);
  const mark = await sharp(siteSvg(), { density: (72 * inner) / 64 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: THEME_COLOR } })
    .composite([{ input: mark, gravity: 'centre' }])
    .png()
    .toBuffer();
}

/** The PNG bytes of one of the site's own icon files, or null for a name that is not one (a game's icon is drawn by components/og/game-icon.tsx). */
export async function renderSiteIcon(file: string): Promise<Buffer | null> {
  const icon = SITE_ICONS.find((each) => each.file === file);
  return icon ? siteIcon(icon.size, icon.kind) : null;
}

/** favicon.ico: the site's mark at 16, 32 and 48 pixels, each a PNG inside the ICO container. */
export async function renderFavicon(): Promise<Buffer> {
  const sizes = [16, 32, 48];
  const images = await Promise.all(sizes.map((size) => siteIcon(size, 'any')));
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map((image, index) => {
    const size = sizes[index] ?? 0;
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size, 0); // width (0 would mean 256)
    entry.writeUInt8(size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(image.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += image.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images]);
}

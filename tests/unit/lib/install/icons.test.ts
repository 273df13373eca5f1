import sharp from 'sharp';
import { getAllGames } from '@/lib/games/games';
import { allIcons, ICONS_PATH, SITE_ICONS } from '@/lib/install/icon-files';
import { renderFavicon, renderSiteIcon } from '@/lib/install/icons.server';
import { gameManifest, siteManifest } from '@/lib/install/manifests.server';

describe('icons', () => {
  it('draws each of the site’s icon files at its size, as PNG (the games’ are checked as served, in install.spec.ts)', async () => {
    for (const icon of SITE_ICONS) {
      const png = await renderSiteIcon(icon.file);
      expect(png).not.toBeNull();
      const meta = await sharp(png ?? Buffer.alloc(0)).metadata();
      expect([icon.file, meta.format, meta.width, meta.height]).toEqual([icon.file, 'png', icon.size, icon.size]);
    }
  });

  it('fills a full-bleed icon to its corners, where the plain one is transparent', async () => {
    const corner = async (file: string) => {
      const { data } = await sharp((await renderSiteIcon(file)) ?? Buffer.alloc(0))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      return data[3];
    };
    expect(await corner('site-512.png')).toBe(0);
    expect(await corner('site-maskable-512.png')).toBe(255);
    expect(await corner('apple-touch-icon.png')).toBe(255);
  });

  it('knows no other name', async () => {
    expect(await renderSiteIcon('../icon.svg')).toBeNull();
    expect(await renderSiteIcon('space-breaker-512.png')).toBeNull();
  });

  it('packs the favicon as an ICO of 16, 32 and 48 pixel PNGs', async () => {
    const ico = await renderFavicon();
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const sizes = [];
    for (let index = 0; index < 3; index += 1) {
      const entry = 6 + 16 * index;
      const [length, offset] = [ico.readUInt32LE(entry + 8), ico.readUInt32LE(entry + 12)];
      const meta = await sharp(ico.subarray(offset, offset + length)).metadata();
      expect([meta.format, meta.width]).toEqual(['png', ico.readUInt8(entry)]);
      sizes.push(meta.width);
    }
    expect(sizes).toEqual([16, 32, 48]);
  });
});

describe('manifests', () => {
  const served = new Set(allIcons().map((icon) => `${ICONS_PATH}/${icon.file}`));

  it('gives the site what a home screen needs: names, colours, standalone, 192 and 512 icons and a maskable one', () => {
    const manifest = siteManifest();
    expect(manifest).toMatchObject({
      start_url: '/',
      display: 'standalone',
      background_color: '#0b0f1a',
      theme_color: '#0b0f1a',
    });
    expect(manifest.name && manifest.short_name).toBeTruthy();
    const icons = manifest.icons ?? [];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of icons) expect(served.has(icon.src)).toBe(true);
  });

  it.each(getAllGames().map((game) => [game.name, game] as const))(
    'opens %s on its bare frame page, full screen',
    (_name, game) => {
      const manifest = gameManifest(game);
      expect(manifest).toMatchObject({
        id: game.framePath,
        start_url: game.framePath,
        display: 'fullscreen',
        short_name: game.name,
      });
      expect(game.framePath.startsWith(manifest.scope ?? '?')).toBe(true);
      const icons = manifest.icons ?? [];
      expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
        expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
      );
      for (const icon of icons) expect(served.has(icon.src)).toBe(true);
    },
  );
});

// Writes the press kit's downloads into public/press-kit/ (build output, git-ignored), for the /press pages:
// - for each game of content/games.json: its screenshots as full-resolution PNGs, its logo (the name in the site's
//   pixel font on a transparent ground) and key art (the name over a shot of play, 1600×900) as PNG, an 800-pixel WebP
//   of the key art for the page, and one zip of all its PNGs;
// - for the studio: its logo and icon as SVG and PNG, in one zip;
// - files.json: every file with its size in bytes (and pixels for images), which the pages list.
// The same input gives the same bytes: fflate writes the zips with a fixed date and order, sharp and Next's OG renderer
// stamp no time into an image. A run whose inputs (files.json keeps their hash) have not changed writes nothing.
// Usage: node scripts/build/press-kit.mjs [--out <folder>]   (default public/press-kit)
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import { ImageResponse } from 'next/og.js';
import sharp from 'sharp';
import { PUBLIC, ROOT } from '../lib/games.mjs';

/** Where the pages link to: /press-kit/... */
export const PRESS_KIT_PATH = '/press-kit';
const FONT = join(
  ROOT,
  'node_modules',
  '@fontsource',
  'press-start-2p',
  'files',
  'press-start-2p-latin-400-normal.woff',
);
const STUDIO_IMAGES = [
  { kind: 'logo', source: join(PUBLIC, 'images', 'logo.svg'), width: 880 },
  { kind: 'icon', source: join(ROOT, 'app', 'icon.svg'), width: 512 },
];
const KEY_ART = { width: 1600, height: 900 };
const WEB_WIDTH = 800;
const LOGO = { fontSize: 96, height: 224, margin: 64 };
/**
 * Every entry's date: the first day a zip can hold, built from local fields, since fflate writes the local date and
 * time of the Date it is given (so the bytes do not depend on the machine's time zone).
 */
const ZIP_DATE = new Date(1980, 0, 1, 0, 0, 0);

const games = JSON.parse(await readFile(join(ROOT, 'content', 'games.json'), 'utf8'));
const isPortrait = (src) => /-portrait\.\w+$/.test(src);
const h = (type, style, children) => ({ type, props: { style, children } });

/** The shot the key art is drawn over: the first sideways one in play, else the first sideways one. */
function keyArtShot(game) {
  const wide = game.screenshots.filter((shot) => !isPortrait(shot.src));
  return (wide.find((shot) => shot.src.includes('-play')) ?? wide[0] ?? game.screenshots[0]).src;
}

/** A PNG drawn by Next's OG renderer (satori and resvg, the same as the site's social cards) in the pixel font. */
async function render(element, size, font) {
  const response = new ImageResponse(element, {
    ...size,
    fonts: [{ name: 'Press Start 2P', data: font, weight: 400, style: 'normal' }],
  });
  return Buffer.from(await response.arrayBuffer());
}

function logoElement(name) {
  return h(
    'div',
    {
      width: '100%',
      height: '100%',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      fontFamily: 'Press Start 2P',
      fontSize: LOGO.fontSize,
      color: '#7cf9ff',
      textShadow: '0 0 18px #ff4fd8',
    },
    name,
  );
}

function keyArtElement(name, shotPng) {
  const full = { position: 'absolute', left: 0, top: 0, width: KEY_ART.width, height: KEY_ART.height };
  return h('div', { ...full, display: 'flex', background: '#0b0f1a' }, [
    {
      type: 'img',
      props: {
        src: `data:image/png;base64,${shotPng.toString('base64')}`,
        width: KEY_ART.width,
        height: KEY_ART.height,
        style: full,
      },
    },
    h('div', {
      ...full,
      display: 'flex',
      background: 'linear-gradient(180deg, rgba(11,15,26,0) 35%, rgba(11,15,26,0.92) 100%)',
    }),
    h(
      'div',
      {
        position: 'absolute',
        left: 96,
        right: 96,
        bottom: 96,
        display: 'flex',
        fontFamily: 'Press Start 2P',
        fontSize: name.length > 14 ? 72 : 96,
        lineHeight: 1.25,
        color: '#e8ecf8',
        textShadow: '0 0 24px #ff4fd8',
      },
      name,
    ),
  ]);
}

/** One file's entry in files.json. */
async function describe(href, bytes) {
  const entry = { href, bytes: bytes.length };
  if (href.endsWith('.png') || href.endsWith('.webp')) {
    const { width, height } = await sharp(bytes).metadata();
    return { ...entry, width, height };
  }
  return entry;
}

/** A zip of `files` ([name, bytes] in the order given); PNGs are stored as they are (they are compressed already). */
function zip(files) {
  return Buffer.from(
    zipSync(
      Object.fromEntries(
        files.map(([name, bytes]) => [
          name,
          [new Uint8Array(bytes), { level: name.endsWith('.png') ? 0 : 9, mtime: ZIP_DATE }],
        ]),
      ),
    ),
  );
}

/** The hash of everything the kit is made from, this script and the zip library included. */
async function inputsHash() {
  const hash = createHash('sha256');
  const sources = [
    fileURLToPath(import.meta.url),
    join(ROOT, 'content', 'games.json'),
    join(ROOT, 'node_modules', 'fflate', 'package.json'),
    join(ROOT, 'node_modules', 'sharp', 'package.json'),
    join(ROOT, 'node_modules', 'next', 'package.json'),
    FONT,
    ...STUDIO_IMAGES.map((image) => image.source),
    ...games.flatMap((game) => game.screenshots.map((shot) => join(PUBLIC, shot.src))),
  ];
  for (const source of sources) hash.update(source.slice(ROOT.length)).update(await readFile(source));
  return hash.digest('hex');
}

async function buildGame(game, out, font) {
  const dir = join(out, game.id);
  const href = (name) => `${PRESS_KIT_PATH}/${game.id}/${name}`;
  await mkdir(dir, { recursive: true });
  const written = [];
  const write = async (name, bytes) => {
    await writeFile(join(dir, name), bytes);
    written.push([name, bytes]);
    return describe(href(name), bytes);
  };
  const screenshots = [];
  for (const shot of game.screenshots) {
    const png = await sharp(join(PUBLIC, shot.src)).png({ compressionLevel: 9 }).toBuffer();
    screenshots.push({ src: shot.src, png: await write(`${basename(shot.src).replace(/\.\w+$/, '')}.png`, png) });
  }
  const logoSize = { width: game.name.length * LOGO.fontSize + 2 * LOGO.margin, height: LOGO.height };
  const logo = await write(`${game.id}-logo.png`, await render(logoElement(game.name), logoSize, font));
  const shotPng = await sharp(join(PUBLIC, keyArtShot(game)))
    .png()
    .toBuffer();
  const keyArtPng = await render(keyArtElement(game.name, shotPng), KEY_ART, font);
  const keyArt = await write(`${game.id}-key-art.png`, keyArtPng);
  const zipName = `${game.id}-press-images.zip`;
  const files = written.map(([name]) => name);
  const zipped = zip(written);
  await writeFile(join(dir, zipName), zipped);
  const webName = `${game.id}-key-art-${WEB_WIDTH}w.webp`;
  const web = await sharp(keyArtPng).resize(WEB_WIDTH).webp({ quality: 80 }).toBuffer();
  await writeFile(join(dir, webName), web);
  return {
    screenshots,
    logo,
    keyArt: { png: keyArt, web: await describe(href(webName), web) },
    zip: { ...(await describe(href(zipName), zipped)), files },
  };
}

async function buildStudio(out) {
  const dir = join(out, 'studio');
  await mkdir(dir, { recursive: true });
  const files = [];
  const studio = {};
  for (const image of STUDIO_IMAGES) {
    const svg = await readFile(image.source);
    const png = await sharp(svg, { density: 72 * (image.width / (await sharp(svg).metadata()).width) })
      .png({ compressionLevel: 9 })
      .toBuffer();
    studio[image.kind] = {};
    for (const [type, bytes] of [
      ['svg', svg],
      ['png', png],
    ]) {
      const name = `studio-${image.kind}.${type}`;
      await writeFile(join(dir, name), bytes);
      files.push([name, bytes]);
      studio[image.kind][type] = await describe(`${PRESS_KIT_PATH}/studio/${name}`, bytes);
    }
  }
  const zipped = zip(files);
  await writeFile(join(dir, 'studio-logos.zip'), zipped);
  return {
    ...studio,
    zip: {
      ...(await describe(`${PRESS_KIT_PATH}/studio/studio-logos.zip`, zipped)),
      files: files.map(([name]) => name),
    },
  };
}

/** Writes the whole kit into `out` (emptied first) unless files.json there says it was made from the same inputs. */
export async function buildPressKit(out) {
  const inputs = await inputsHash();
  const manifestFile = join(out, 'files.json');
  const previous = await readFile(manifestFile, 'utf8').then(JSON.parse, () => null);
  if (previous?.inputs === inputs) return { written: false };
  await rm(out, { recursive: true, force: true });
  await mkdir(out, { recursive: true });
  const font = await readFile(FONT);
  const manifest = { inputs, studio: await buildStudio(out), games: {} };
  for (const game of games) manifest.games[game.id] = await buildGame(game, out, font);
  await writeFile(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  return { written: true };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outIndex = process.argv.indexOf('--out');
  const out = outIndex > 0 ? process.argv[outIndex + 1] : join(PUBLIC, PRESS_KIT_PATH.slice(1));
  if (!out) throw new Error('Usage: node scripts/build/press-kit.mjs [--out <folder>]');
  const started = Date.now();
  const { written } = await buildPressKit(out);
  console.log(written ? `Press kit: written to ${out} in ${Date.now() - started} ms` : 'Press kit: up to date');
}

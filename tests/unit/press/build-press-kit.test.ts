import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { unzipSync } from 'fflate';
import { getAllGames } from '@/lib/games/games';

// The press kit is build output: the same content must give the same bytes, whatever machine's clock or time zone made
// it, so a rebuild changes no download and the sizes printed on the pages stay true.

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../../..');
const work = mkdtempSync(path.join(tmpdir(), 'press-kit-'));

/** Every file under `dir`, as relative paths, sorted. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`)
        : [`${prefix}${entry.name}`],
    )
    .sort();
}

async function build(out: string, timeZone: string): Promise<string> {
  const { stdout } = await run(process.execPath, ['scripts/build/press-kit.mjs', '--out', out], {
    cwd: ROOT,
    env: { ...process.env, TZ: timeZone },
  });
  return stdout;
}

const first = path.join(work, 'first');
const second = path.join(work, 'second');

beforeAll(async () => {
  await Promise.all([build(first, 'UTC'), build(second, 'Pacific/Kiritimati')]);
}, 180_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the press kit build', () => {
  it('writes the same bytes from the same input, in two time zones', () => {
    const files = filesUnder(first);
    expect(files).toEqual(filesUnder(second));
    expect(files.filter((file) => file.endsWith('.zip'))).toHaveLength(getAllGames().length + 1);
    for (const file of files)
      expect([file, readFileSync(path.join(first, file)).equals(readFileSync(path.join(second, file)))]).toEqual([
        file,
        true,
      ]);
  });

  it('lists each file with its real size, and each zip holds exactly the files it lists, byte for byte', () => {
    const manifest = JSON.parse(readFileSync(path.join(first, 'files.json'), 'utf8'));
    const zips = [manifest.studio.zip, ...getAllGames().map((game) => manifest.games[game.id].zip)];
    for (const zip of zips) {
      const local = path.join(first, zip.href.replace(/^\/press-kit\//, ''));
      const bytes = readFileSync(local);
      expect(bytes.length).toBe(zip.bytes);
      const entries = unzipSync(new Uint8Array(bytes));
      expect(Object.keys(entries)).toEqual(zip.files);
      for (const name of zip.files)
        expect(Buffer.from(entries[name] ?? []).equals(readFileSync(path.join(path.dirname(local), name)))).toBe(true);
    }
    for (const game of getAllGames()) {
      const files = manifest.games[game.id];
      expect(files.screenshots.map((shot: { src: string }) => shot.src)).toEqual(
        game.screenshots.map((shot) => shot.src),
      );
      for (const image of [
        ...files.screenshots.map((shot: { png: unknown }) => shot.png),
        files.logo,
        files.keyArt.png,
        files.keyArt.web,
      ]) {
        expect(readFileSync(path.join(first, image.href.replace(/^\/press-kit\//, ''))).length).toBe(image.bytes);
      }
    }
  });

  it('writes nothing again while its inputs are the same', async () => {
    expect(await build(first, 'UTC')).toMatch(/up to date/);
  }, 60_000);
});

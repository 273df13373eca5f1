import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { getAllGames, type Game } from '@/lib/games/games';

// content/games.json is the one list of games: adding a game is its folder under games/ and one entry there. These tests
// fail when a game is declared anywhere else, by scanning the code for any game's id, page path or frame path.

const ROOT = process.cwd();
const games = getAllGames();

/**
 * Files that may name several games, each with its reason. Every other file names at most one game: the one it belongs
 * to (games/<id>/, or a test or tool named after the game) or the one it takes as an example.
 */
const EXCEPTIONS: Record<string, string> = {
  'tests/unit/games/one-list.test.ts': 'pins every game’s public URLs, which players bookmark and links point at',
  'tests/unit/lib/games/games.test.ts': 'checks the real list: its release order, its store links and a lookup',
  'tests/e2e/games.spec.ts':
    'how each kit game is played (the key that moves it, what that changes, a player that scores); pages and frames come from the list',
  'tests/e2e/pages.spec.ts':
    'what particular games’ pages show (the featured game, the full-screen toggle on two games, keys that must not scroll)',
  'tests/e2e/layout.spec.ts':
    'a game page and two game frames stand for their kinds of page in the header and static-file checks',
  'tests/e2e/consent-layout-shift.spec.ts': 'a game page with a touch pad and one without stand for the game pages',
  'tests/unit/lib/store/measurement-contract.ts': 'two games’ counts prove the store keeps games apart',
};

/** The site's folders and root files: they read the list and name no game at all. */
const READERS = ['app/', 'components/', 'lib/'];
const ROOT_FILES = [
  '.gitignore',
  'package.json',
  'next.config.mjs',
  'proxy.ts',
  'server.mjs',
  'instrumentation.ts',
  'playwright.config.ts',
  'jest.config.mjs',
  'eslint.config.mjs',
];
const SCANNED = ['app', 'components', 'lib', 'scripts', 'tests', 'games'];
const TEXT = /\.(ts|tsx|mjs|js|json|css|md|txt)$/;

function walk(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((entry) => {
    const path = `${dir}/${entry}`;
    if (entry === 'node_modules' || entry.startsWith('.next')) return [];
    if (statSync(join(ROOT, path)).isDirectory()) return walk(path);
    return TEXT.test(entry) ? [path] : [];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How a file can name a game: its id as a word of its own, its page paths, its frame page and the frame's folder. */
function namePattern(game: Game): RegExp {
  const folder = `/${game.framePath.split('/')[1]}/`;
  const paths = [...new Set([game.route, game.playPath, game.framePath])].map((path) => `${escape(path)}(?![\\w-])`);
  return new RegExp([`(?<![\\w-])${escape(game.id)}(?![\\w-])`, ...paths, escape(folder)].join('|'));
}

const patterns = games.map((game) => ({ id: game.id, pattern: namePattern(game) }));

/** A game's landing page: its route when it plays on another page; a static route of its own (app/<route>/page.tsx). */
const landing = (game: Game) => (game.route === game.playPath ? null : `app${game.route}/`);

/**
 * The game a file belongs to: games/<id>/..., its landing page, or a file outside named after the game (its own tests
 * and tools).
 */
function owner(file: string): string | null {
  const name = basename(file);
  const belongs = (game: Game) => {
    const page = landing(game);
    return (
      file.startsWith(`games/${game.id}/`) ||
      (page !== null && file.startsWith(page)) ||
      new RegExp(`^${escape(game.id)}[.-]`).test(name)
    );
  };
  return games.find(belongs)?.id ?? null;
}

const files = [...SCANNED.flatMap(walk), ...ROOT_FILES.filter((file) => existsSync(join(ROOT, file)))];
const named = (file: string) =>
  patterns.filter(({ pattern }) => pattern.test(readFileSync(join(ROOT, file), 'utf8'))).map(({ id }) => id);

describe('one list of games', () => {
  it('pins the public URLs of every game: its route, the page holding its frame, and the frame', () => {
    expect(Object.fromEntries(games.map((game) => [game.id, [game.route, game.playPath, game.framePath]]))).toEqual({
      'neon-horizon': ['/neon-horizon', '/neon-horizon', '/neon-horizon-web/NH_web_desktop.html'],
      'final-void': ['/final-void-online', '/desktop-game', '/desktop-game/FV_web_desktop.html'],
      'arrow-dash': ['/arrow-dash', '/arrow-dash', '/arrow-dash-web/arrow_dash.html'],
      'space-breaker': ['/space-breaker', '/space-breaker', '/asteroids/index.html'],
      'paddle-war': ['/paddle-war', '/paddle-war', '/pong/index.html'],
      'endless-space-pilot': ['/endless-space-pilot', '/endless-space-pilot', '/space-survival/index.html'],
    });
  });

  it('reads each frame shape from the list, its aspects as numbers', () => {
    expect(Object.fromEntries(games.map((game) => [game.id, game.frame ?? null]))).toEqual({
      'neon-horizon': { landscape: 16 / 9, portrait: 9 / 16, pad: false },
      'final-void': null,
      'arrow-dash': { landscape: 16 / 9, portrait: 9 / 16, pad: false },
      'space-breaker': { landscape: 16 / 9, portrait: 9 / 16, pad: true },
      'paddle-war': { landscape: 16 / 9, portrait: 9 / 16, pad: false },
      'endless-space-pilot': { landscape: 16 / 9, portrait: 9 / 16, pad: false },
    });
  });

  it('scans the code it means to (a broken walk would pass everything)', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        '.gitignore',
        'app/sitemap.ts',
        'components/games/game-page.tsx',
        'scripts/lib/games.mjs',
        'tests/e2e/routes.ts',
      ]),
    );
    expect(named('tests/unit/games/one-list.test.ts')).toEqual(games.map((game) => game.id));
  });

  it('has every game folder in the list, and every listed game its folder with main.ts and a scripted player', () => {
    const folders = readdirSync(join(ROOT, 'games')).filter(
      (entry) => entry !== 'kit' && statSync(join(ROOT, 'games', entry)).isDirectory(),
    );
    expect(folders.sort()).toEqual(games.map((game) => game.id).sort());
    for (const game of games) {
      expect(existsSync(join(ROOT, 'games', game.id, 'main.ts'))).toBe(true);
      expect(existsSync(join(ROOT, 'games', game.id, 'autoplay.mjs'))).toBe(true);
    }
  });

  it('names no game in the site or the root configuration (but a landing page its own): they read the list', () => {
    const readers = files.filter(
      (file) => READERS.some((folder) => file.startsWith(folder)) || ROOT_FILES.includes(file),
    );
    expect(readers.length).toBeGreaterThan(50);
    const naming = readers.map((file) => ({ file, ids: named(file).filter((id) => id !== owner(file)) }));
    expect(naming.filter(({ ids }) => ids.length > 0)).toEqual([]);
  });

  it('has no route folder for a game’s play page: one dynamic route serves them all', () => {
    const segments = new Set(games.map((game) => game.playPath.slice(1)));
    const appFolders = walk('app').flatMap((file) => relative('app', file).split('/').slice(0, -1));
    expect(appFolders.filter((folder) => segments.has(folder))).toEqual([]);
  });

  it('names in any other file at most one game: the one it belongs to, or one example', () => {
    const others = files.filter(
      (file) =>
        !READERS.some((folder) => file.startsWith(folder)) && !ROOT_FILES.includes(file) && !(file in EXCEPTIONS),
    );
    const declaring = others
      .map((file) => ({ file, own: owner(file), ids: named(file) }))
      .filter(({ own, ids }) => (own ? ids.some((id) => id !== own) : ids.length > 1))
      .map(({ file, ids }) => [file, ids]);
    expect(declaring).toEqual([]);
  });

  it('keeps its exceptions true: each still names several games', () => {
    for (const file of Object.keys(EXCEPTIONS)) expect([file, named(file).length > 1]).toEqual([file, true]);
  });
});

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { getAllGames } from '@/lib/games/games';
import { TEST_HOOKS, testHooksIn } from '../../scripts/build/game-test-hooks.mjs';

// What players download carries no test hooks: the release bundles `npm run build` wrote into public/ hold none of the
// hook names (scripts/build/games.mjs fails the build on one), while the test build holds each, so the list of names
// stays one of hooks that exist.

const root = path.resolve(__dirname, '../..');
const bundles = (dir: string) =>
  getAllGames().map((game) => ({
    id: game.id,
    code: fs.readFileSync(path.join(root, dir, path.dirname(game.framePath), 'game.js'), 'utf8'),
  }));

describe('game bundles', () => {
  it.each(bundles('public').map(({ id, code }) => [id, code]))(
    'the release bundle of %s holds no test hook',
    (_id, code) => {
      expect(testHooksIn(code)).toEqual([]);
    },
  );

  it('the test build holds every test hook the release build is checked for', () => {
    const built = spawnSync(process.execPath, ['scripts/build/games.mjs', '--test'], { cwd: root, encoding: 'utf8' });
    expect(built.status).toBe(0);
    const found = new Set(bundles('.games-test').flatMap(({ code }) => testHooksIn(code)));
    expect([...found].sort()).toEqual([...TEST_HOOKS].sort());
  });

  it('a bundle that reads a test hook is caught', () => {
    expect(testHooksIn('var g={};Object.defineProperty(window,"__gamePerf",{get:()=>g});')).toEqual(['__gamePerf']);
    expect(testHooksIn('new URLSearchParams(location.search).get("seed")')).toEqual([
      'location.search',
      'URLSearchParams',
    ]);
  });
});

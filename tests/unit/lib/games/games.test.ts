import { getAllGames, getGameById, parseGames } from '@/lib/games/games';

const valid = {
  id: 'demo',
  name: 'Demo',
  label: null,
  description: 'A demo game used by this test only, long enough.',
  releaseDate: '01-02-2024',
  route: '/demo',
  framePath: '/demo/index.html',
  tags: ['arcade'],
  features: ['One feature'],
  screenshots: [{ src: '/images/games/demo.svg', alt: 'Demo' }],
};

describe('games content', () => {
  it('lists the six games newest release first, ties in file order', () => {
    expect(getAllGames().map((game) => game.name)).toEqual([
      'Space Breaker',
      'Paddle War',
      'Endless Space Pilot',
      'Arrow Dash',
      'Final Void',
      'NEON HORIZON',
    ]);
  });

  it('has store links exactly for the games that have one', () => {
    expect(
      getAllGames()
        .filter((game) => game.storeUrl)
        .map((game) => game.id),
    ).toEqual(['final-void', 'neon-horizon']);
  });

  it('finds a game by id and answers null for an unknown one', () => {
    expect(getGameById('paddle-war')?.framePath).toBe('/pong/index.html');
    expect(getGameById('nope')).toBeNull();
  });
});

describe('parseGames', () => {
  it('fails with a message naming the bad entry', () => {
    expect(() => parseGames([{ ...valid, name: 'Broken', releaseDate: '02-30-2024' }])).toThrow(
      /Game Broken .*releaseDate "02-30-2024"/s,
    );
    expect(() => parseGames([{ ...valid, name: 'Unlinked', framePath: 'http://elsewhere' }])).toThrow(/Game Unlinked/);
    expect(() => parseGames([valid, valid])).toThrow(/same id/);
    expect(() => parseGames({})).toThrow(/list of games/);
  });

  it('asks a game that plays on a page of its own for that page’s description, at most 160 characters', () => {
    const landing = { ...valid, name: 'Landing', playPath: '/play-landing' };
    expect(() => parseGames([landing])).toThrow(/Game Landing .*playDescription/s);
    expect(() => parseGames([{ ...landing, playDescription: 'x'.repeat(161) }])).toThrow(/Game Landing/);
    expect(
      parseGames([{ ...landing, playDescription: 'Play it full screen in your browser, free.' }])[0]?.playDescription,
    ).toBe('Play it full screen in your browser, free.');
  });

  it('reads a game’s leaderboard rules: points by default, levels numbered from 1, only for a bundled game', () => {
    const bundled = { ...valid, bundle: { label: 'Demo' } };
    expect(parseGames([{ ...bundled, scores: { order: 'higher' } }])[0]?.scores).toEqual({
      order: 'higher',
      unit: 'points',
    });
    const timed = { order: 'lower', unit: 'time', levels: ['One', 'Two'] };
    expect(parseGames([{ ...bundled, scores: timed }])[0]?.scores).toEqual(timed);
    expect(() => parseGames([{ ...bundled, name: 'Sideways', scores: { order: 'sideways' } }])).toThrow(
      /Game Sideways/,
    );
    expect(() => parseGames([{ ...bundled, name: 'Unknown', scores: { order: 'higher', best: 3 } }])).toThrow(
      /Game Unknown/,
    );
    expect(() => parseGames([{ ...valid, name: 'Unbundled', scores: { order: 'higher' } }])).toThrow(
      /Game Unbundled .*bundle/s,
    );
  });

  it('gives every game its leaderboards: points for the arcade games, a time per level for Final Void', () => {
    for (const game of getAllGames()) expect(game.scores).toBeDefined();
    expect(getGameById('final-void')?.scores).toEqual({
      order: 'lower',
      unit: 'time',
      levels: ['The Ruins', 'The Crystal Caverns', 'The Tower'],
    });
    expect(getGameById('arrow-dash')?.scores).toEqual({ order: 'higher', unit: 'points' });
  });

  it('sorts by release date, newest first', () => {
    const games = parseGames([valid, { ...valid, id: 'newer', releaseDate: '12-31-2024' }]);
    expect(games.map((game) => game.id)).toEqual(['newer', 'demo']);
  });
});

import { getAllGames, type Game } from '@/lib/games/games';
import { embedSizes, embedSnippet } from '@/lib/press/embed';
import { platformsOf, pressPath } from '@/lib/press/facts';
import { formatBytes } from '@/lib/press/sizes';

const games = getAllGames();
const shaped = games.find((game) => game.frame && !game.frame.pad) as Game;
const padded = games.find((game) => game.frame?.pad) as Game;
const unshaped = games.find((game) => !game.frame) as Game;

describe('embed sizes', () => {
  it('give a 16:9 field the 540-pixel height sideways plus the pause band, and a 9:16 field 360 pixels wide upright plus the band on top', () => {
    expect(embedSizes(shaped)).toEqual([
      { orientation: 'sideways', width: 960 + 60, height: 540 },
      { orientation: 'upright', width: 360, height: 640 + 60 },
    ]);
  });

  it('add the touch buttons strip under an upright field for a game that has one, and give a shapeless game 16:9 and 9:16', () => {
    expect(embedSizes(padded)[1]).toEqual({ orientation: 'upright', width: 360, height: 640 + 60 + 68 });
    expect(embedSizes(unshaped)).toEqual(embedSizes({ ...shaped, frame: undefined }));
  });

  it('make a snippet that loads the game frame from the site at that size', () => {
    const [sideways] = embedSizes(shaped);
    const snippet = embedSnippet({ ...shaped, name: 'A "quoted" <name>' }, 'https://example.test', sideways!);
    expect(snippet).toBe(
      `<iframe src="https://example.test${shaped.framePath}" title="A &quot;quoted&quot; &lt;name>" width="1020" height="540" style="border:0" allow="fullscreen; gamepad; autoplay" loading="lazy"></iframe>`,
    );
  });
});

describe('press facts', () => {
  it('name Google Play as a platform exactly for the games with a store link', () => {
    for (const game of games) expect(platformsOf(game).includes('Android (Google Play)')).toBe(Boolean(game.storeUrl));
    expect(pressPath(shaped)).toBe(`/press/${shaped.id}`);
  });

  it('write sizes as people read them', () => {
    expect([formatBytes(512), formatBytes(1536), formatBytes(20_480), formatBytes(2_125_308)]).toEqual([
      '512 B',
      '1.5 KB',
      '20 KB',
      '2.0 MB',
    ]);
  });
});

import { gameOverNotes, titleLadder, UPRIGHT_NOTE_MEASURE } from '@/games/paddle-war/ladder';
import * as R from '@/games/paddle-war/numbers';
import { createState, type PaddleWarState } from '@/games/paddle-war/sim';
import { keyControls, touchControls } from '@/games/paddle-war/title';

const LADDER = titleLadder(1, 12);

describe("Paddle War's title: instructions matched to the device", () => {
  it('names the pause (P) and mute (M) keys with a keyboard, and no key at all on a touch screen', () => {
    expect(keyControls(LADDER).some((line) => line.includes('P pause') && line.includes('M mute'))).toBe(true);
    for (const line of touchControls(LADDER).slice(0, -1)) expect(line).not.toMatch(/\b[PMWS]\b|↑|↓/);
    // The desktop title holds five lines under the menu; a touch title four (the kit's most on a short sideways phone).
    expect(keyControls(LADDER).length).toBeLessThanOrEqual(5);
    expect(touchControls(LADDER).length).toBeLessThanOrEqual(4);
  });

  it('ends with the ladder: each level beaten ticked, the rest open, and the rally record once there is one', () => {
    expect(titleLadder(0, 0)).toBe('EASY ○ NORMAL ○ HARD ○ EXPERT ○');
    expect(LADDER).toBe('EASY ✓ NORMAL ○ HARD ○ EXPERT ○ · RALLY BEST 12');
    expect(keyControls(LADDER).at(-1)).toBe(LADDER);
    expect(touchControls(LADDER).at(-1)).toBe(LADDER);
  });
});

describe("Paddle War's game-over notes", () => {
  const over = (difficulty: R.Difficulty, left: number, right: number): PaddleWarState => ({
    ...createState(1, { difficulty }),
    scoreLeft: left,
    scoreRight: right,
    winner: left > right ? 'left' : 'right',
  });

  it('on a wide screen: the match note, then the ladder, the level to beat next and the rally record', () => {
    expect(gameOverNotes(2, over('normal', 7, 3), 'NOTE', 14, false)).toEqual([
      'NOTE',
      'EASY ✓ NORMAL ✓ HARD ○ EXPERT ○ · BEAT HARD · RALLY BEST 14',
    ]);
  });

  it('upright: the ladder, then the level to beat with the rally record, each short enough to keep clear of the sides', () => {
    const upright = (cleared: number, s: PaddleWarState, rally: number) =>
      gameOverNotes(cleared, s, 'NOTE', rally, true);
    expect(upright(2, over('normal', 7, 3), 14).map((line) => line.trim())).toEqual([
      'EASY ✓ NORMAL ✓ HARD ○ EXPERT ○',
      'NEXT: BEAT HARD · RALLY BEST 14',
    ]);
    expect(upright(1, over('normal', 0, 7), 3)[1]?.trim()).toBe('WIN A POINT TO POST · BEAT NORMAL');
    // The kit fills the court's width with a note: padded to the measure, the words keep an eighth of it each side.
    for (let cleared = 0; cleared <= R.LEVELS.length; cleared += 1)
      for (const level of R.LEVELS)
        for (const s of [over(level, 7, 6), over(level, 0, 7), over(level, 3, 7)])
          for (const line of upright(cleared, s, 999)) {
            expect(line.length).toBe(UPRIGHT_NOTE_MEASURE);
            expect(line.trim().length).toBeLessThanOrEqual(34);
            expect(line.indexOf(line.trim())).toBeGreaterThanOrEqual(3);
          }
  });
});

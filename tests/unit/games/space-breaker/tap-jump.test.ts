import { PLAY_GAP, TAP_REACH, createTapJump, fieldToWorld, tapsShip } from '@/games/space-breaker/tap-jump';
import { PORTRAIT_WORLD, createState, type State } from '@/games/space-breaker/sim';
import { worldView } from '@/games/space-breaker/view';

const SIDEWAYS = { width: 800, height: 450 };
const UPRIGHT = { width: 450, height: 800 };

/** Where a world point shows on the field. */
function onField(field: { width: number; height: number }, s: State, x: number, y: number) {
  const view = worldView(field, s);
  return { x: view.x + x * view.scale, y: view.y + y * view.scale };
}

describe('Space Breaker: on a touch screen, a tap on the ship jumps to hyperspace', () => {
  const s = createState(7);

  it('maps the field to the world under the HUD band, both ways round', () => {
    const up = createState(7, { world: PORTRAIT_WORLD });
    for (const [field, state] of [
      [SIDEWAYS, s],
      [UPRIGHT, up],
    ] as const) {
      const p = fieldToWorld(onField(field, state, 100, 50), field, state);
      expect(p.x).toBeCloseTo(100);
      expect(p.y).toBeCloseTo(50);
    }
  });

  it('counts a finger on the ship or a fingertip beside it, not one further off, in the HUD band or for a wreck', () => {
    const { x, y } = s.ship;
    expect(tapsShip(onField(SIDEWAYS, s, x, y), SIDEWAYS, s)).toBe(true);
    expect(tapsShip(onField(SIDEWAYS, s, x + TAP_REACH - 1, y), SIDEWAYS, s)).toBe(true);
    expect(tapsShip(onField(SIDEWAYS, s, x + TAP_REACH + 10, y), SIDEWAYS, s)).toBe(false);
    const nearTop = { ...s, ship: { ...s.ship, y: 5 } };
    expect(tapsShip(onField(SIDEWAYS, s, x, -20), SIDEWAYS, nearTop)).toBe(false);
    expect(tapsShip(onField(SIDEWAYS, s, x, y), SIDEWAYS, { ...s, ship: { ...s.ship, alive: false } })).toBe(false);
  });

  it('a fingertip is at least 44 CSS px across on a phone', () => {
    // The upright world is drawn at about 390 / 408 CSS px a unit on a 390 px wide phone.
    expect(2 * TAP_REACH * (390 / PORTRAIT_WORLD.width)).toBeGreaterThanOrEqual(44);
  });

  /** A tracker stepped at 60 Hz on a clock of its own; `pause(ms)` stops play for a while. */
  function stepped() {
    let clock = 0;
    const tap = createTapJump(() => clock);
    const step: typeof tap & { pause: (ms: number) => void } = Object.assign(
      (...args: Parameters<typeof tap>) => {
        clock += 1000 / 60;
        return tap(...args);
      },
      { pause: (ms: number) => void (clock += ms) },
    );
    step([], SIDEWAYS, s);
    return step;
  }

  it('jumps once per finger put down on the ship: not again while it stays, not for a finger elsewhere', () => {
    const tap = stepped();
    const ship = onField(SIDEWAYS, s, s.ship.x, s.ship.y);
    const away = onField(SIDEWAYS, s, s.ship.x + 200, s.ship.y);
    expect(tap([{ ...away, from: away }], SIDEWAYS, s)).toBe(false);
    expect(
      tap(
        [
          { ...away, from: away },
          { ...ship, from: ship },
        ],
        SIDEWAYS,
        s,
      ),
    ).toBe(true);
    expect(
      tap(
        [
          { ...away, from: away },
          { ...ship, from: ship },
        ],
        SIDEWAYS,
        s,
      ),
    ).toBe(false);
    expect(tap([], SIDEWAYS, s)).toBe(false);
    expect(tap([{ ...ship, from: ship }], SIDEWAYS, s)).toBe(true);
  });

  it('never jumps for the tap that started or resumed play, still down over the ship when play goes on', () => {
    const ship = onField(SIDEWAYS, s, s.ship.x, s.ship.y);
    const first = createTapJump(() => 0);
    expect(first([{ ...ship, from: ship }], SIDEWAYS, s)).toBe(false);
    const tap = stepped();
    tap.pause(PLAY_GAP + 1);
    expect(tap([{ ...ship, from: ship }], SIDEWAYS, s)).toBe(false);
    expect(tap([{ ...ship, from: ship }], SIDEWAYS, s)).toBe(false);
    expect(tap([], SIDEWAYS, s)).toBe(false);
    expect(tap([{ ...ship, from: ship }], SIDEWAYS, s)).toBe(true);
  });
});

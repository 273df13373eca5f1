/** Arrow Dash: a shot's power sets how far it flies, and the aim guide previews just that far. */
import { rangeOf } from '@/games/arrow-dash/aim';
import { GUIDE_DOT, drawField, dropPoint, guideDots } from '@/games/arrow-dash/render-field';
import { BOW, LANE_Y, LONG_RANGE, MIN_POWER, SHORT_RANGE, WORLD_W } from '@/games/arrow-dash/sim';
import { fakeContext } from '../../../fixtures/fake-canvas';
import { flickUp, range, run, step } from './helpers';

/** A click: the charge pressed for one step and let go, loosing the quickest shot. */
const click = (s: ReturnType<typeof range>) => step(step(s, { charge: true }));

describe('Arrow Dash: weak shots drop short', () => {
  const far = LANE_Y[0];
  const near = LANE_Y[2];

  it('a quick shot reaches past the near lane only; range grows with power to the far corners; a full shot flies on', () => {
    expect(rangeOf(MIN_POWER)).toBe(SHORT_RANGE);
    expect(SHORT_RANGE).toBeGreaterThan(BOW.y - near + 32);
    expect(SHORT_RANGE).toBeLessThan(BOW.y - LANE_Y[1] - 32);
    expect(rangeOf(0.998)).toBeGreaterThan(LONG_RANGE - 2);
    expect(LONG_RANGE).toBeGreaterThan(Math.hypot(BOW.x, BOW.y));
    expect(rangeOf(1)).toBe(Infinity);
    expect(rangeOf(0.7)).toBeGreaterThan(rangeOf(0.6));
  });

  it('a click at a far-lane target drops short with a SHORT mark; a full shot hits it; a click hits a near one', () => {
    const dropped = run(
      click(
        range([
          { lane: 0, x: BOW.x },
          { lane: 2, x: 20 },
        ]),
      ),
      0.8,
    );
    expect(dropped.targets).toHaveLength(2);
    expect(dropped.arrows).toHaveLength(0);
    expect(dropped.popups.some((p) => p.text === 'SHORT' && p.y > far)).toBe(true);
    const full = run(
      flickUp(
        range([
          { lane: 0, x: BOW.x },
          { lane: 2, x: 20 },
        ]),
      ),
      0.8,
    );
    expect(full.hits).toBe(1);
    const nearHit = run(
      click(
        range([
          { lane: 2, x: BOW.x },
          { lane: 0, x: 20 },
        ]),
      ),
      0.8,
    );
    expect(nearHit.hits).toBe(1);
  });

  it('the aim guide previews the flight: it ends where a weak shot drops (marked) and runs to the edge at full power', () => {
    const quick = guideDots(0, MIN_POWER);
    const last = quick[quick.length - 1]!;
    expect(BOW.y - last.y).toBeLessThanOrEqual(SHORT_RANGE);
    expect(BOW.y - last.y).toBeGreaterThan(SHORT_RANGE - 30);
    expect(dropPoint(0, MIN_POWER)).toEqual({ x: BOW.x, y: BOW.y - SHORT_RANGE });
    const full = guideDots(0, 1);
    expect(full[full.length - 1]!.y).toBeLessThan(30);
    expect(dropPoint(0, 1)).toBeNull();
    expect(guideDots(1.2, 1).every((p) => p.x <= WORLD_W)).toBe(true);
  });

  it("past a weak shot's drop, smaller dots run on as far as a full draw flies: how far more power reaches", () => {
    const arcs: { y: number; r: number }[] = [];
    const ctx = fakeContext({ arc: (_x: number, y: number, r: number) => arcs.push({ y, r }) });
    const aiming = { ...range(), phase: 'aim' as const, aim: 0, charge: MIN_POWER };
    drawField(ctx, aiming, { dusk: false, touch: false, grip: 0 });
    const power = arcs.filter((a) => a.r === GUIDE_DOT);
    const reach = arcs.filter((a) => a.r === GUIDE_DOT / 2);
    expect(power).toHaveLength(guideDots(0, MIN_POWER).length);
    expect(reach).toHaveLength(guideDots(0, 1).length - power.length);
    expect(Math.max(...reach.map((a) => a.y))).toBeLessThan(BOW.y - SHORT_RANGE);
    expect(Math.min(...reach.map((a) => a.y))).toBeLessThan(30);
  });
});

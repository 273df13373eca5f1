import { arrowDashModel } from '@/games/arrow-dash/model';
import { COACH_SECONDS, coaching } from '@/games/arrow-dash/panels';
import { BOW_COLOR, FIELD_COLOR, GRIP_COLOR, LANE_COLORS, RINGS, SHAFT_COLOR, SHIELD_COLOR } from '@/games/arrow-dash/render-field';
import { CLOCK_WAIT, RADIUS, radiusFor, roundTime } from '@/games/arrow-dash/rounds';
import {
  BOW,
  GRIP_RADIUS,
  NO_INPUT,
  createState,
  hitsToPass,
  passPercent,
  roundStars,
  update,
  type Input,
  type State,
  type Target,
} from '@/games/arrow-dash/sim';
import { NON_TEXT_CONTRAST, contrast } from '@/games/kit/contrast';
import { IDLE, playModelled } from '@/games/kit/players';

const DT = 1 / 60;

const step = (s: State, input: Partial<Input> = {}): State => update(s, { ...NO_INPUT, ...input }, DT);

function run(s: State, seconds: number, input: Partial<Input> = {}): State {
  let state = s;
  for (let t = 0; t < seconds - 1e-9; t += DT) state = step(state, input);
  return state;
}

/** Still lanes and one target off to the side, so nothing ends the round while a test aims. */
function range(): State {
  const s = createState(3);
  const aside: Target = { id: 500, kind: 'plain', lane: 2, x: 20, r: 24, vx: 0, phase: 0 };
  return { ...s, lanes: s.lanes.map((l) => ({ ...l, speed: 0, shift: 0 })), targets: [aside], targetCount: 1 };
}

/** Drags a finger from `from` to `to` over a few steps, then lifts it. */
function drag(s: State, from: { x: number; y: number }, to: { x: number; y: number }): State {
  let state = s;
  for (let i = 0; i <= 4; i += 1) state = step(state, { touch: { x: from.x + ((to.x - from.x) * i) / 4, y: from.y + ((to.y - from.y) * i) / 4 } });
  return step(state);
}

describe('Arrow Dash: pressure that ramps', () => {
  it('a round asks for a larger share of its targets as the rounds go on: 40% in round 1, 60%, then 70% from round 3', () => {
    expect([1, 2, 3, 4, 12].map(passPercent)).toEqual([40, 60, 70, 70, 70]);
    expect([1, 2, 3].map((round) => hitsToPass(10, round))).toEqual([4, 6, 7]);
    expect(hitsToPass(6, 1)).toBe(3);
    expect([roundStars(3, 6, 1), roundStars(3, 6, 3), roundStars(5, 6, 3), roundStars(6, 6, 3)]).toEqual([1, 0, 2, 3]);
  });

  it('targets shrink each round down to a floor, so a steady aim matters more later', () => {
    expect(radiusFor('plain', 1)).toBe(RADIUS.plain);
    expect(radiusFor('plain', 3)).toBeLessThan(radiusFor('plain', 2));
    expect(radiusFor('gold', 30)).toBe(radiusFor('gold', 20));
    expect(radiusFor('gold', 30)).toBeGreaterThanOrEqual(10);
  });

  it('an idle run ends by the clock, never before 8 s', () => {
    const idle = playModelled(arrowDashModel, IDLE, 1);
    expect(idle.ended).toBe(true);
    expect(idle.seconds).toBeGreaterThanOrEqual(8);
    expect(idle.seconds).toBeLessThan(CLOCK_WAIT + roundTime(1) + 3);
    expect(idle.state.result?.cause).toBe('time');
  });
});

describe('Arrow Dash: touch aiming', () => {
  it('a drag that starts on the ring around the bow aims from the bow: the arrow flies toward where the finger is let go', () => {
    const finger = { x: BOW.x + 120, y: BOW.y - 300 };
    const s = drag(range(), { x: BOW.x - 30, y: BOW.y - 40 }, finger);
    expect(s.arrows).toHaveLength(1);
    const a = s.arrows[0]!;
    expect(a.vx / a.vy).toBeCloseTo((finger.x - BOW.x) / (finger.y - BOW.y));
  });

  it('a drag started away from the ring still flicks the way the finger moved', () => {
    const from = { x: BOW.x, y: BOW.y - GRIP_RADIUS - 60 };
    const s = drag(range(), from, { x: from.x - 60, y: from.y - 80 });
    expect(s.arrows).toHaveLength(1);
    expect(s.arrows[0]!.vx / s.arrows[0]!.vy).toBeCloseTo(-60 / -80);
  });
});

describe('Arrow Dash: the coach lines', () => {
  it('show at the start of a run until the first arrow flies or a few seconds pass, and never in later rounds', () => {
    const s = range();
    expect(coaching(s)).toBe(true);
    expect(coaching(run(s, COACH_SECONDS + 0.1))).toBe(false);
    expect(coaching(step(run(s, 0.2, { charge: true })))).toBe(false);
    expect(coaching({ ...s, round: 2 })).toBe(false);
  });
});

describe('Arrow Dash: palette', () => {
  it('targets, shields, the bow, its arrows and the grip ring stand out at least 3:1 from the field and every lane', () => {
    const grounds = [FIELD_COLOR, ...LANE_COLORS];
    const figures = { ...Object.fromEntries(Object.entries(RINGS).map(([kind, [outer]]) => [kind, outer])), SHIELD_COLOR, BOW_COLOR, SHAFT_COLOR, GRIP_COLOR };
    for (const [name, colour] of Object.entries(figures))
      for (const ground of grounds) expect({ name, ground, ok: contrast(colour, ground) >= NON_TEXT_CONTRAST }).toEqual({ name, ground, ok: true });
  });
});

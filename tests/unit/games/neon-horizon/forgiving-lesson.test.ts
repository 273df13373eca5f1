import { autopilot } from '@/games/neon-horizon/autopilot';
import { activeCue } from '@/games/neon-horizon/cues';
import { TIER_STARTS } from '@/games/neon-horizon/patterns';
import {
  CAR_HALF_LENGTH,
  DEBUTS,
  NO_INPUT,
  createState,
  update,
  type Input,
  type Move,
  type Obstacle,
  type ObstacleKind,
  type State,
} from '@/games/neon-horizon/sim';
import { DT, layTrack, run } from './helpers';

/** The key a prompt teaches (a lane prompt: the first way it shows). */
function keyFor(s: State): Partial<Input> {
  const cue = activeCue(s);
  if (!cue) return {};
  if (cue.move === 'lane') return cue.ways[0] === -1 ? { left: true } : { right: true };
  return cue.move === 'jump' ? { up: true } : { down: true };
}

/** The states of every step the lesson's prompt for `move` shows, a player obeying the earlier prompts at once. */
function promptSteps(seed: number, move: Move): State[] {
  let s = createState(seed);
  while (activeCue(s)?.move !== move && !s.crashed && s.time < 60) s = update(s, { ...NO_INPUT, ...keyFor(s) }, DT);
  const steps: State[] = [];
  while (activeCue(s)?.move === move) {
    steps.push(s);
    s = update(s, NO_INPUT, DT);
  }
  return steps;
}

/** The lesson's obstacle for a prompt, and whether the car got past it after pressing the taught key on that step. */
function clearsPressingAt(s: State): boolean {
  const id = s.obstacles.find((o) => o.cue === activeCue(s)?.move)?.id;
  let state = update(s, { ...NO_INPUT, ...keyFor(s) }, DT);
  const cleared = () => state.obstacles.find((o) => o.id === id)?.passed === true;
  for (let t = 0; t < 10 && !state.crashed && !cleared(); t += DT) state = update(state, NO_INPUT, DT);
  return !state.crashed && cleared();
}

describe('NEON HORIZON: the lesson never punishes obeying it', () => {
  it.each(['lane', 'jump', 'slide'] as const)(
    'a press of the taught move (%s) on ANY step its prompt shows gets the car past, on 3 seeds',
    (move) => {
      for (const seed of [1, 8, 21]) {
        const steps = promptSteps(seed, move);
        // From CUE_SECONDS ahead, through the slow motion: seconds of it, long enough to read and act.
        expect(steps.length * DT).toBeGreaterThan(6);
        const failed = steps.map((s, i) => (clearsPressingAt(s) ? -1 : i)).filter((i) => i >= 0);
        expect([seed, failed]).toEqual([seed, []]);
      }
    },
  );

  it.each(['lane', 'jump', 'slide'] as const)(
    'an idle car (%s) is held through the prompt, then meets the obstacle within a second of its going',
    (move) => {
      const steps = promptSteps(4, move);
      const last = steps[steps.length - 1]!;
      expect(last.crashed).toBe(false);
      const after = run(update(last, NO_INPUT, DT), 1);
      expect(after.crashed).toBe(true);
    },
  );

  it('a press too early is kept, not made: the car stays down until the jump clears the beam', () => {
    const first = promptSteps(2, 'jump')[0]!;
    const pressed = update(first, { ...NO_INPUT, up: true }, DT);
    expect(pressed.kept).toBe('jump');
    expect(pressed.car.y).toBe(0);
    expect(activeCue(pressed)).toBeNull();
    expect(pressed.hold).toBe(1);
  });
});

describe('NEON HORIZON: the opening teaches the slide; a NEW banner names what comes next', () => {
  it('on 40 seeds the first three obstacles are the lessons, wall, beam and bar, and the first bar is the taught one', () => {
    for (let seed = 1; seed <= 40; seed += 1) {
      const track = [...layTrack(seed, 1200)].sort((a, b) => a.z - b.z);
      expect(track.slice(0, 3).map((o) => [o.kind, o.cue])).toEqual([
        ['wall', 'lane'],
        ['low', 'jump'],
        ['high', 'slide'],
      ]);
      expect(track.find((o) => o.kind === 'high')?.cue).toBe('slide');
    }
  });

  it('on 30 driven seeds, whenever a NEW banner shows, the next thing the car meets is of the kind it names', () => {
    const kindOf = (text: string) =>
      (Object.entries(DEBUTS) as [ObstacleKind, string][]).find(([, banner]) => banner === text)?.[0];
    /** The obstacle the car meets next: of those it is not past, the one whose near edge is nearest. */
    const nextMet = (s: State): Obstacle | undefined =>
      s.obstacles
        .filter((o) => o.z + o.depth / 2 + CAR_HALF_LENGTH > s.distance)
        .sort((a, b) => a.z - a.depth / 2 - (b.z - b.depth / 2))[0];
    const seen = new Set<ObstacleKind>();
    for (let seed = 1; seed <= 30; seed += 1) {
      let s = createState(seed);
      while (!s.crashed && s.distance < (TIER_STARTS[3] ?? 0) + 200) {
        s = update(s, autopilot(s), DT);
        for (const p of s.popups) {
          const kind = kindOf(p.text);
          if (!kind) continue;
          seen.add(kind);
          expect([seed, Math.round(s.distance), kind, nextMet(s)?.kind]).toEqual([
            seed,
            Math.round(s.distance),
            kind,
            kind,
          ]);
        }
      }
    }
    expect([...seen].sort()).toEqual(['gap', 'mover']);
  });
});

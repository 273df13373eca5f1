import { readFileSync } from 'node:fs';
import { TILE, parseLevel } from '@/games/final-void/level';
import { HERO_H, HERO_W, TUNING } from '@/games/final-void/physics';
import { underPar } from '@/games/final-void/progress';
import { formatPar, parLine } from '@/games/final-void/render-ui';
import { STEP, decodeReplay, frameOf } from '@/games/final-void/replay';
import { nextStay } from '@/games/final-void/shaft';
import { createState, update, type Action, type FvState } from '@/games/final-void/sim';

const IDS = ['1-ruins', '2-caverns', '3-tower'] as const;
const read = (dir: string, id: string) => readFileSync(`games/final-void/${dir}/${id}.txt`, 'utf8');
const level = (id: string) => parseLevel(id, read('levels', id));

/** Runs `steps` updates holding `held` (pressed on the first step only, as a key going down). */
function hold(s: FvState, held: Action[], steps: number, before: Action[] = []): FvState {
  let state = s;
  for (let i = 0; i < steps; i += 1) state = update(state, frameOf(held, i === 0 ? before : held), STEP);
  return state;
}

/** A room with a wall at column 10 from row 3 to the floor, the hero in the air pressed to its left face. */
function atWall(): FvState {
  const wall = '#.........#............#';
  const rows = Array.from({ length: 12 }, (_, y) =>
    y === 0 || y >= 10 ? '#'.repeat(24) : y === 9 ? '#..S....C.#...........E#' : y >= 3 ? wall : `#${'.'.repeat(22)}#`,
  );
  const s = createState(parseLevel('wall', `name: Wall\ntheme: ruins\nlight: 100\n---\n${rows.join('\n')}`), 1);
  return { ...s, hero: { ...s.hero, x: 10 * TILE - HERO_W, y: 4 * TILE, vy: 0, onGround: false } };
}

describe('Final Void forgives a first wall-jump', () => {
  it(`slides down a wall held toward at ${TUNING.wallSlide} px/s at most: over a second to fall three tiles`, () => {
    const s = atWall();
    const sliding = hold(s, ['right'], 20);
    expect(sliding.hero.wall).toBe(1);
    expect(sliding.hero.vy).toBeLessThanOrEqual(TUNING.wallSlide);
    expect((3 * TILE) / TUNING.wallSlide).toBeGreaterThan(1);
  });

  it(`still kicks off a wall left up to ${TUNING.wallCoyote} s (wall coyote time) before jump is pressed, not later`, () => {
    const touching = hold(atWall(), ['right'], 10);
    expect(touching.hero.wall).toBe(1);
    // Drifting away from the wall (stick let go toward the open side), then pressing jump.
    const frames = Math.floor(TUNING.wallCoyote / STEP) - 1;
    const left = hold(touching, ['left'], frames, ['right']);
    expect(left.hero.wall).toBe(0);
    const late = hold(left, ['left', 'jump'], 1, ['left']);
    expect(late.events).toContain('walljump');
    expect(late.hero.vx).toBe(-TUNING.wallJumpX);
    const tooLate = hold(hold(touching, ['left'], frames + 4, ['right']), ['left', 'jump'], 1, ['left']);
    expect(tooLate.events).not.toContain('walljump');
  });

  it(`keeps a jump pressed up to ${TUNING.buffer} s before the hero touches the wall, and kicks on the touch`, () => {
    // In the air two pixels short of the wall, drifting into it, with jump pressed now.
    const s = atWall();
    const near = { ...s, hero: { ...s.hero, x: s.hero.x - 6, vx: TUNING.run, coyote: 0 } };
    let state = hold(near, ['right', 'jump'], 1, ['right']);
    expect(state.events).not.toContain('walljump');
    let kicked = false;
    for (let i = 0; i < Math.floor(TUNING.buffer / STEP) - 1 && !kicked; i += 1) {
      state = hold(state, ['right', 'jump'], 1, ['right', 'jump']);
      kicked = state.events.includes('walljump');
    }
    expect(kicked).toBe(true);
  });

  it("makes the ruins' first pits a practice spot: a fall there costs no death and puts the hero back at once", () => {
    const ruins = level('1-ruins');
    expect(ruins.practice).toEqual([{ x0: 59, x1: 79 }]);
    const s = createState(ruins, 7);
    const checkpoint = ruins.checkpoints.find((c) => c.x === 56) ?? ruins.start;
    const inPit = { ...s, checkpoint, awake: true, hero: { ...s.hero, x: 59.5 * TILE, y: 20 * TILE, vy: 300 } };
    let fell = inPit;
    for (let i = 0; i < 60 && !fell.events.includes('respawn'); i += 1) fell = hold(fell, [], 1);
    expect(fell.events).toContain('respawn');
    expect(fell.deaths).toBe(0);
    expect(fell.dead).toBe(0);
    expect(Math.floor((fell.hero.x + HERO_W / 2) / TILE)).toBe(checkpoint.x);
    expect(fell.hero.onGround).toBe(true);
    // Without the practice spot the same fall is a death.
    let died: FvState = { ...inPit, level: { ...ruins, practice: [] } };
    for (let i = 0; i < 60 && died.deaths === 0; i += 1) died = hold(died, [], 1);
    expect(died.deaths).toBe(1);
  });

  it('never tells a hero falling into a pit open to the void to wall-jump: a shaft needs a floor', () => {
    const ruins = level('1-ruins');
    // Between the pillars of the first pit (columns 59 and 60), pressed to its left wall.
    expect(nextStay(null, ruins, { x: 59 * TILE, y: 19 * TILE }, STEP)).toBeNull();
    // The shaft at column 109 has a floor: it is one.
    expect(nextStay(null, ruins, { x: 111 * TILE - HERO_W, y: 17 * TILE - HERO_H }, STEP)).not.toBeNull();
  });
});

describe('Final Void par times', () => {
  it.each(IDS)('%s has a par its expert run beats, so the medal can be earned', (id) => {
    const lv = level(id);
    let s = createState(lv, 7);
    let before: readonly Action[] = [];
    for (const held of decodeReplay(read('replays', id))) {
      s = update(s, frameOf(held, before), STEP);
      before = held;
      if (s.done) break;
    }
    expect(s.done).toBe(true);
    expect(lv.par).not.toBeNull();
    expect(underPar(s.time, lv.par)).toBe(true);
    // A par a newcomer can aim for: not the expert's time, but within half again of it.
    expect(lv.par ?? 0).toBeGreaterThan(s.time * 1.2);
    expect(lv.par ?? 0).toBeLessThan(s.time * 1.6);
  });

  it('names the par beside the best time on the clear card, and the medal once within it', () => {
    expect(parLine(24, 20)).toEqual({ record: 'PAR 0:20 - YOUR BEST 0:24.00', medal: '4.00 s over par' });
    expect(parLine(19.5, 20).medal).toBe('★ MEDAL: under par');
    expect(parLine(24, null)).toEqual({ record: 'YOUR BEST 0:24.00', medal: '' });
    expect(formatPar(90)).toBe('1:30');
    expect(underPar(null, 20)).toBe(false);
  });
});

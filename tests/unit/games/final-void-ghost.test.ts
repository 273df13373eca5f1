import { readFileSync } from 'node:fs';
import { KICK_TAG, kickCueSpot } from '@/games/final-void/frame';
import { GHOST_REST, GHOST_STEPS, ghostClimb, ghostFor } from '@/games/final-void/ghost';
import { TILE, parseLevel, tileAt } from '@/games/final-void/level';
import { HERO_H, HERO_W } from '@/games/final-void/physics';
import { STEP, decodeReplay, frameOf } from '@/games/final-void/replay';
import { STUCK_HINT_AFTER, TALL_WALL_ROWS } from '@/games/final-void/shaft';
import { createState, update, type Action, type FvState } from '@/games/final-void/sim';

const read = (sub: string, id: string) => readFileSync(`games/final-void/${sub}/${id}.txt`, 'utf8');
const ruins = parseLevel('1-ruins', read('levels', '1-ruins'));

/** The hero standing at `col` on row 16 of the ruins, holding `held` for `seconds`. */
const hold = (col: number, held: readonly Action[], seconds: number): FvState => {
  let s = createState({ ...ruins, start: { x: col, y: 16 } }, 1);
  for (let i = 0; i < seconds * 60; i += 1) s = update(s, frameOf(held, i === 0 ? [] : held), STEP);
  return s;
};

describe('Final Void: the ghost that shows a stuck player the wall jump', () => {
  it('shows only once the hero has stayed STUCK_HINT_AFTER seconds at the foot of a tall wall', () => {
    expect(ghostFor(hold(229, ['right'], STUCK_HINT_AFTER - 0.5))).toBeNull();
    expect(ghostFor(hold(229, ['right'], STUCK_HINT_AFTER + 0.5))).not.toBeNull();
    expect(ghostFor(createState(ruins, 1))).toBeNull();
  });

  it("climbs out of the ruins' chimney by wall jumps it presses for, never through stone, whatever the player does", () => {
    const stuck = hold(229, ['right'], STUCK_HINT_AFTER + 0.5);
    const climb = ghostClimb(stuck);
    expect(climb.length).toBeGreaterThan(0);
    expect(climb.length).toBeLessThanOrEqual(GHOST_STEPS);
    const first = climb[0] ?? { y: 0 };
    const top = Math.min(...climb.map((g) => g.y));
    expect(first.y - top).toBeGreaterThanOrEqual((TALL_WALL_ROWS - 1) * TILE);
    expect(climb.filter((g) => g.press && g.wall !== 0).length).toBeGreaterThanOrEqual(2);
    for (const g of climb)
      for (const [cx, cy] of [
        [g.x, g.y],
        [g.x + HERO_W - 1, g.y + HERO_H - 1],
      ])
        expect(tileAt(ruins, Math.floor((cx ?? 0) / TILE), Math.floor((cy ?? 0) / TILE))).not.toBe('#');
    // The player's own hero moving (hopping) at the same spot does not change the lesson: it starts where the stay began.
    const hopping = { ...stuck, hero: { ...stuck.hero, y: stuck.hero.y - 20, vy: -200, onGround: false } };
    expect(ghostClimb(hopping)).toEqual(climb);
  });

  it('plays the climb step by step, rests at the top, then starts over, tagging each press for a moment', () => {
    const stuck = hold(229, ['right'], STUCK_HINT_AFTER + 0.5);
    const climb = ghostClimb(stuck);
    const at = (seconds: number) => ghostFor({ ...stuck, stay: stuck.stay && { ...stuck.stay, time: seconds } });
    expect(at(STUCK_HINT_AFTER)?.path).toHaveLength(1);
    expect(at(STUCK_HINT_AFTER)?.press).not.toBeNull();
    const end = STUCK_HINT_AFTER + (climb.length + GHOST_REST / 2) * STEP;
    expect(at(end)?.at).toEqual(climb[climb.length - 1]);
    expect(at(STUCK_HINT_AFTER + (climb.length + GHOST_REST) * STEP + STEP / 2)?.path).toHaveLength(1);
  });

  it.each(['1-ruins', '3-tower'])('%s: a ghost climbs out of every shaft the recorded run climbs', (id) => {
    const level = parseLevel(id, read('levels', id));
    let s = createState(level, 7);
    let before: readonly Action[] = [];
    const shafts: number[] = [];
    for (const held of decodeReplay(read('replays', id))) {
      s = update(s, frameOf(held, before), STEP);
      before = held;
      if (s.stay && s.stay.time === 0 && ghostClimb(s).length > 0) shafts.push(s.stay.x);
    }
    expect(shafts.length).toBeGreaterThanOrEqual(2);
  });
});

describe("Final Void: the kick cue's tag (the player's or the ghost's) never meets the hint's plate", () => {
  const field = { x: 0, y: 0, width: 700, height: 390 };
  const figure = { x: 300, y: 60, wall: 1 as const, heroW: 25, heroH: 35 };

  it('goes beside the figure on its open side when that is clear', () => {
    expect(kickCueSpot(figure, field, null)).toEqual({ x: 300 - 55, y: 48 });
  });

  it('drops under the figure when the plate lies beside it, and gives up when it lies there too', () => {
    const plate = { x: 150, y: 20, width: 300, height: 50 };
    const spot = kickCueSpot(figure, field, plate);
    expect(spot).toEqual({ x: 245, y: 115 });
    const tag = { x: (spot?.x ?? 0) - KICK_TAG.width / 2, y: (spot?.y ?? 0) - KICK_TAG.height / 2 };
    expect(tag.y).toBeGreaterThanOrEqual(plate.y + plate.height);
    expect(kickCueSpot(figure, field, { ...plate, height: 200 })).toBeNull();
  });

  it('stays inside the field', () => {
    expect(kickCueSpot({ ...figure, x: 20, wall: 1 }, field, null)?.x ?? 0).toBeGreaterThanOrEqual(0);
    expect(kickCueSpot({ ...figure, x: 20, y: 370, wall: 1 }, field, null)).toBeNull();
  });
});

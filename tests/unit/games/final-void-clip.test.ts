import { REPLAY_SEED } from '@/games/final-void/check';
import { TILE, parseLevel, type Level } from '@/games/final-void/level';
import { LEVEL_SOURCES } from '@/games/final-void/levels';
import { HERO_H, HERO_W } from '@/games/final-void/physics';
import { STEP, decodeReplay, frameOf } from '@/games/final-void/replay';
import { REPLAYS } from '@/games/final-void/replays';
import { HERO_REACH, heroClip, heroPose, type WorldBox } from '@/games/final-void/render-world';
import { createState, update, type Action, type FvState, type Hero } from '@/games/final-void/sim';

const LEVELS = LEVEL_SOURCES.map(([id, text]) => parseLevel(id, text));
const RUINS = LEVELS[0] as Level;

/** Stone as the world draws it: the map's walls, the frame round the level and, under its last row, the stone going on. */
const stone = (level: Level, cx: number, cy: number): boolean =>
  cx < 0 || cx >= level.cols || cy < 0 || (level.tiles[Math.min(cy, level.rows - 1) * level.cols + cx] ?? '.') === '#';

const overlaps = (a: WorldBox, b: WorldBox): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every stone tile's box that meets `area`. */
function stonesIn(level: Level, area: WorldBox): WorldBox[] {
  const out: WorldBox[] = [];
  for (let cy = Math.floor(area.y / TILE); cy <= Math.floor((area.y + area.height) / TILE); cy += 1)
    for (let cx = Math.floor(area.x / TILE); cx <= Math.floor((area.x + area.width) / TILE); cx += 1)
      if (stone(level, cx, cy)) out.push({ x: cx * TILE, y: cy * TILE, width: TILE, height: TILE });
  return out;
}

/** The area a drawn hero (its figure and its lantern's glow) can reach. */
const reach = (hero: Pick<Hero, 'x' | 'y'>): WorldBox => ({
  x: hero.x - HERO_REACH,
  y: hero.y - HERO_REACH,
  width: HERO_W + 2 * HERO_REACH,
  height: HERO_H + 2 * HERO_REACH,
});

/** Every state of each level's recorded run, step by step, in the real simulation. */
function* recordedRun(level: Level, replay: string): Generator<FvState> {
  let s = createState(level, REPLAY_SEED);
  let before: readonly Action[] = [];
  for (const held of decodeReplay(replay)) {
    s = update(s, frameOf(held, before), STEP);
    before = held;
    yield s;
    if (s.done) return;
  }
}

/** Whether every point of `box` lies in one of `boxes` (sampled each world pixel). */
function covered(box: WorldBox, boxes: readonly WorldBox[]): boolean {
  for (let y = box.y + 0.5; y < box.y + box.height; y += 1)
    for (let x = box.x + 0.5; x < box.x + box.width; x += 1)
      if (!boxes.some((b) => x >= b.x && x < b.x + b.width && y >= b.y && y < b.y + b.height)) return false;
  return true;
}

describe('Final Void hero drawing against the stone', () => {
  it.each(LEVELS.map((level, i) => [level.id, level, REPLAYS[i] ?? ''] as const))(
    '%s: along the recorded run the hero is drawn only in open cells, never over a stone face, and never cut itself',
    (_, level, replay) => {
      let steps = 0;
      let besideStone = 0;
      const overStone: number[] = [];
      const openLeftOut: number[] = [];
      const heroCut: number[] = [];
      for (const s of recordedRun(level, replay)) {
        steps += 1;
        // Every third step: consecutive steps move the hero a pixel or two.
        if (steps % 3 !== 0) continue;
        const clip = heroClip(level, s.hero);
        const area = reach(s.hero);
        const stones = stonesIn(level, area);
        if (stones.length > 0) besideStone += 1;
        if (clip.some((box) => stones.some((st) => overlaps(box, st)))) overStone.push(steps);
        // The clip is all the open space in reach: the figure and its glow show wherever no stone is.
        for (let cy = Math.floor(area.y / TILE); cy <= Math.floor((area.y + area.height) / TILE); cy += 1)
          for (let cx = Math.floor(area.x / TILE); cx <= Math.floor((area.x + area.width) / TILE); cx += 1)
            if (!stone(level, cx, cy) && !clip.some((b) => b.x === cx * TILE && b.y === cy * TILE))
              openLeftOut.push(steps);
        if (!covered({ x: s.hero.x, y: s.hero.y, width: HERO_W, height: HERO_H }, clip)) heroCut.push(steps);
      }
      expect({ overStone, openLeftOut, heroCut }).toEqual({ overStone: [], openLeftOut: [], heroCut: [] });
      expect(steps).toBeGreaterThan(1000);
      expect(besideStone).toBeGreaterThan(steps / 6);
    },
  );

  it('cuts the figure at the face of the pillar a hero slides down in the ruins’ first gap between pillars', () => {
    // Columns 59-60 of the ruins are a gap two tiles wide down to the void between pillars; run into it holding right.
    const start = createState(RUINS, 1);
    let s: FvState = { ...start, hero: { ...start.hero, x: 55 * TILE, y: 17 * TILE - HERO_H } };
    const right: readonly Action[] = ['right'];
    const poses = new Set<string>();
    let slid = 0;
    for (let i = 0; i < 120 && s.dead === 0; i += 1) {
      s = update(s, frameOf(right, i === 0 ? [] : right), STEP);
      poses.add(heroPose(s.hero));
      if (heroPose(s.hero) !== 'slide') continue;
      slid += 1;
      // Flush against column 61's face, whose stone the figure and the glow would reach over.
      expect(61 * TILE - (s.hero.x + HERO_W)).toBeLessThan(1);
      const clip = heroClip(RUINS, s.hero);
      // The pillar (columns 61-66) stands from row 17 down: nothing of the hero is drawn over it.
      expect(clip.some((box) => box.x >= 61 * TILE && box.x < 67 * TILE && box.y >= 17 * TILE)).toBe(false);
      expect(clip.some((box) => box.x === 60 * TILE && box.y <= s.hero.y)).toBe(true);
    }
    expect(poses.has('run')).toBe(true);
    expect(slid).toBeGreaterThan(10);
  });

  it('names the slide only for a hero in the air against a wall going down', () => {
    const hero = createState(RUINS, 1).hero;
    expect(heroPose({ ...hero, onGround: true, vx: 0 })).toBe('stand');
    expect(heroPose({ ...hero, onGround: true, vx: 125 })).toBe('run');
    expect(heroPose({ ...hero, onGround: false, wall: 1, vy: 70 })).toBe('slide');
    expect(heroPose({ ...hero, onGround: false, wall: -1, vy: -200 })).toBe('air');
    expect(heroPose({ ...hero, onGround: false, wall: 0, vy: 200 })).toBe('air');
  });
});

import { beginTextFrame, textsDrawn } from '@/games/kit/draw';
import { NOVICE, SKILLED, playModelled, type PlayerModel } from '@/games/kit/players';
import type { DrawInfo } from '@/games/kit/types';
import { pilotModel } from '@/games/endless-space-pilot/model';
import { SECTOR_SECONDS } from '@/games/endless-space-pilot/milestones';
import { UPRIGHT_HUD, bestLine, render } from '@/games/endless-space-pilot/render';
import {
  HEIGHT,
  HUD_BAND,
  LAUNCH_RECHARGE_RATE,
  NO_INPUT,
  SHIELD_RECHARGE,
  WIDTH,
  createState,
  update,
  type State,
} from '@/games/endless-space-pilot/sim';
import { CRYSTAL_RADIUS, LESSON_TRAIL_AT, TRAIL_CRYSTALS } from '@/games/endless-space-pilot/spawn';
import { titleControls } from '@/games/endless-space-pilot/title-demo';
import { measuringContext } from '../../fixtures/fake-canvas';

const DT = 1 / 60;

function fly(state: State, seconds: number, steer: (s: State) => { x: number; y: number } = () => NO_INPUT): State {
  let s = state;
  for (let t = 0; t < seconds - 1e-9; t += DT) s = update(s, steer(s), DT);
  return s;
}

/** Steers toward the nearest lesson pick-up ahead (a guide star or a crystal), else holds still. */
const toLesson = (s: State) => {
  const next = s.pickups.filter((p) => (p.guide || p.crystal) && p.x > s.ship.x).sort((a, b) => a.x - b.x)[0];
  return { x: 0, y: next ? Math.max(-1, Math.min(1, (next.y - s.ship.y) / 24)) : 0 };
};

describe('Endless Space Pilot: the first 30 s are a warm-up a first-timer survives', () => {
  it(`sends a level crystal trail at ${LESSON_TRAIL_AT} s on the second guide star’s row, caught whole on the way`, () => {
    let hitRuns = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const s = fly(createState(seed), LESSON_TRAIL_AT + DT, toLesson);
      const trail = s.pickups.filter((p) => p.crystal);
      const star = s.pickups.filter((p) => p.guide).at(-1);
      expect(trail).toHaveLength(TRAIL_CRYSTALS);
      expect(new Set(trail.map((p) => p.y)).size).toBe(1);
      expect(trail[0]?.y).toBe(star?.y);
      expect(trail[0]?.r).toBe(CRYSTAL_RADIUS);
      // A pilot who flies to the stars and holds their line catches the whole trail, and is seldom touched on the way.
      let after = s;
      let hit = false;
      for (let t = 0; t < 4; t += DT) {
        after = update(after, toLesson(after), DT);
        hit ||= after.events.includes('shield-break');
      }
      if (hit) hitRuns += 1;
      expect(after.streak).toBe(TRAIL_CRYSTALS);
    }
    expect(hitRuns).toBeLessThanOrEqual(4);
  });

  it(`forgives a slip in the launch: a broken shield is back within ${SHIELD_RECHARGE / LAUNCH_RECHARGE_RATE} s`, () => {
    expect(SHIELD_RECHARGE / LAUNCH_RECHARGE_RATE).toBeLessThanOrEqual(7);
    const broken = { ...createState(2), shield: false, nextSpawnAt: 1e9, nextPickupAt: 1e9, guides: 9 };
    expect(fly(broken, SHIELD_RECHARGE / LAUNCH_RECHARGE_RATE + DT).shield).toBe(true);
  });

  const runs = (model: PlayerModel) => Array.from({ length: 40 }, (_, i) => playModelled(pilotModel, model, i + 1));

  it('a modelled first-timer (the bench novice) lives through the first 30 s in most runs, and few die in 15 s', () => {
    const novice = runs(NOVICE);
    const through = novice.filter((r) => r.seconds >= SECTOR_SECONDS).length / novice.length;
    expect(through).toBeGreaterThanOrEqual(0.6);
    expect(through).toBeLessThanOrEqual(0.8);
    expect(novice.filter((r) => r.seconds < 15).length / novice.length).toBeLessThanOrEqual(0.1);
  });

  it('after the launch the ramp climbs: a first-timer’s run ends within the next minute, a skilled pilot goes on', () => {
    const novice = runs(NOVICE).filter((r) => r.seconds >= SECTOR_SECONDS);
    expect(novice.filter((r) => r.seconds < 3 * SECTOR_SECONDS).length / novice.length).toBeGreaterThanOrEqual(0.9);
    const skilled = runs(SKILLED);
    expect(skilled.filter((r) => r.milestones >= 3).length / skilled.length).toBeGreaterThanOrEqual(0.4);
  });
});

describe('Endless Space Pilot: the best to beat, in play', () => {
  it('names the best before the run until the run passes it, then NEW BEST; nothing on a first run', () => {
    expect(bestLine(1200, 0)).toBeNull();
    expect(bestLine(1200, 4200)).toEqual({ text: 'BEST 4200', beaten: false });
    expect(bestLine(4200, 4200)).toEqual({ text: 'BEST 4200', beaten: false });
    expect(bestLine(4201, 4200)).toEqual({ text: 'NEW BEST!', beaten: true });
  });

  const phone = 390 / HEIGHT;
  const DEVICES: [string, DrawInfo][] = [
    [
      'upright',
      {
        scene: 'playing',
        reducedMotion: true,
        time: 0,
        layout: 'portrait',
        width: HEIGHT,
        height: WIDTH + UPRIGHT_HUD,
        scale: phone,
      },
    ],
    [
      'sideways',
      {
        scene: 'playing',
        reducedMotion: true,
        time: 0,
        layout: 'landscape',
        width: WIDTH,
        height: HEIGHT,
        scale: phone,
      },
    ],
    [
      'desktop',
      { scene: 'playing', reducedMotion: true, time: 0, layout: 'landscape', width: WIDTH, height: HEIGHT, scale: 1.4 },
    ],
  ];

  it.each(DEVICES)(
    'on %s, writes it in the HUD’s top row, off the rocks’ path, apart from every other text',
    (_n, info) => {
      // The widest row: six digits of score, the shield recharging, in the belt's statement.
      const s: State = {
        ...createState(4),
        time: 52,
        sector: 1,
        sectorAt: -1e9,
        score: 99999,
        shield: false,
        recharge: SHIELD_RECHARGE * 0.99,
      };
      for (const best of [12345, 99998]) {
        beginTextFrame((x, y) => ({ x, y }));
        render(measuringContext().ctx, s, info, 'keys', false, best);
        const texts = textsDrawn();
        const goal = texts.find((t) => t.text === bestLine(s.score, best)?.text);
        if (!goal) throw new Error('no best drawn');
        expect(goal.y + goal.height).toBeLessThanOrEqual(HUD_BAND);
        expect(goal.x + goal.width).toBeLessThanOrEqual(info.width);
        for (const other of texts.filter((t) => t !== goal))
          expect(
            goal.x >= other.x + other.width ||
              goal.x + goal.width <= other.x ||
              goal.y >= other.y + other.height ||
              goal.y + goal.height <= other.y,
          ).toBe(true);
      }
    },
  );
});

describe('Endless Space Pilot: the title says which way the ship flies on this shape', () => {
  it('upright the ship flies up the screen, on a wide screen to the right: the first line says so, by touch or keys', () => {
    for (const touch of [true, false]) {
      expect(titleControls(touch, true)[0]).toMatch(/^▲ You fly up the screen/);
      expect(titleControls(touch, false)[0]).toMatch(/^▶ You fly to the right/);
    }
    expect(titleControls(true, true).join(' ')).toContain('Drag anywhere to steer');
    expect(titleControls(false, false).join(' ')).toContain('W A S D');
  });
});

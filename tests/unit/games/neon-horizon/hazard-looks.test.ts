import { NON_TEXT_CONTRAST, blend, contrast } from '@/games/kit/contrast';
import { LANE_WIDTH, makeCamera, project, farEnd } from '@/games/neon-horizon/camera';
import type { ActiveCue } from '@/games/neon-horizon/cues';
import { cueText } from '@/games/neon-horizon/render';
import { FLOOR, HAZE, HAZE_ALPHA } from '@/games/neon-horizon/render-scene';
import {
  CAR_HEIGHT,
  CAR_SLIDE_HEIGHT,
  GATE_BOTTOM,
  HAZARD,
  HAZARD_EDGE,
  JUMP_BAR_TOP,
  JUMP_EDGE,
  JUMP_SIGN,
  LANE_LINE_HALF,
  MIN_GAP,
  SLIDE_EDGE,
  SLIDE_SIGN,
  WALL_HEIGHT,
  drawThings,
  wallFace,
} from '@/games/neon-horizon/render-things';
import {
  GRAVITY,
  JUMP_SPEED,
  LOW_CLEARANCE,
  createState,
  type Obstacle,
  type ObstacleKind,
} from '@/games/neon-horizon/sim';
import { fakeContext } from '../../../fixtures/fake-canvas';
import { hueGap } from './helpers';

/** The three views the game is drawn in: upright, sideways and desktop (logical px). */
const VIEWS = [
  [360, 780],
  [780, 360],
  [576, 360],
] as const;

describe('NEON HORIZON: a wall shows which lane it blocks', () => {
  it.each(VIEWS)(
    'on a %ix%i view, each wall, its glow included, stays inside its lane and clear of the lane lines at every depth',
    (w, h) => {
      for (const follow of [-1, 0, 1]) {
        const c = makeCamera(w, h, 0, follow);
        for (let z = c.z + c.back + 1; z <= farEnd(c); z += 1) {
          for (const lane of [-1, 0, 1]) {
            const face = wallFace(c, lane * LANE_WIDTH, z);
            const leftLine = project(c, (lane - 0.5) * LANE_WIDTH, 0, z).x;
            const rightLine = project(c, (lane + 0.5) * LANE_WIDTH, 0, z).x;
            const clear = LANE_LINE_HALF + MIN_GAP - 1e-9;
            expect(face.left - face.glow / 2 - leftLine).toBeGreaterThanOrEqual(clear);
            expect(rightLine - (face.right + face.glow / 2)).toBeGreaterThanOrEqual(clear);
            // Still a box far away, and never rising past the horizon into the sky's words.
            expect(face.right - face.left).toBeGreaterThanOrEqual(2);
            expect(face.top).toBeGreaterThan(c.horizon);
          }
        }
      }
    },
  );

  it.each(VIEWS)('on a %ix%i view, near the car a wall leaves a dark gap of at least a tenth of its lane', (w, h) => {
    const c = makeCamera(w, h, 0, 0);
    for (let z = c.z + c.back + 1; z <= c.z + c.back + 30; z += 1) {
      const face = wallFace(c, 0, z);
      const lane = LANE_WIDTH * project(c, 0, 0, z).scale;
      const gap = (lane - (face.right - face.left)) / 2 - face.glow / 2;
      expect(gap).toBeGreaterThanOrEqual(lane * 0.1);
    }
  });

  it('a wall stands taller than a jump rises (nobody tries to hop it), yet lower than before, so it hides less behind it', () => {
    const apex = (JUMP_SPEED * JUMP_SPEED) / (2 * GRAVITY);
    expect(WALL_HEIGHT).toBeGreaterThan(apex);
    expect(WALL_HEIGHT).toBeLessThanOrEqual(2.2);
  });
});

/** The colours a renderer fills and strokes with while it draws one obstacle 30 m ahead of the car. */
function coloursOf(kind: ObstacleKind): Set<unknown> {
  const props: Record<string, unknown> = {};
  const used = new Set<unknown>();
  const note = (key: 'fillStyle' | 'strokeStyle') => () => used.add(props[key]);
  const ctx = fakeContext({ fill: note('fillStyle'), fillRect: note('fillStyle'), stroke: note('strokeStyle') }, props);
  const s = createState(3);
  const c = makeCamera(576, 360, s.distance, 0);
  const o: Obstacle = {
    id: 1,
    kind,
    z: c.z + c.back + 30,
    depth: 0.5,
    from: -1,
    to: 1,
    sway: 0,
    phase: 0,
    threat: false,
    passed: false,
  };
  drawThings(ctx, c, { ...s, obstacles: [o], pickups: [] });
  return used;
}

describe('NEON HORIZON: the jump bar and the slide gate look nothing alike', () => {
  const grounds = [blend(FLOOR[0]?.[1] ?? '#000', HAZE, HAZE_ALPHA), ...FLOOR.map(([, color]) => color)];

  it.each([
    ['the jump bar', JUMP_SIGN],
    ['the jump bar’s edge', JUMP_EDGE],
    ['the slide gate', SLIDE_SIGN],
    ['the slide gate’s edge', SLIDE_EDGE],
  ])('%s stands out by 3:1 from every part of the floor', (_name, color) => {
    for (const ground of grounds) expect(contrast(color, ground)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
  });

  it('the bar is amber and the gate violet, far apart in hue and both clear of the walls’ red', () => {
    expect(hueGap(JUMP_SIGN, SLIDE_SIGN)).toBeGreaterThanOrEqual(90);
    for (const color of [JUMP_SIGN, JUMP_EDGE, SLIDE_SIGN, SLIDE_EDGE])
      expect(hueGap(color, HAZARD)).toBeGreaterThanOrEqual(30);
  });

  it('draws the bar only in amber, the gate only in violet, and a wall in red', () => {
    const bar = coloursOf('low');
    const gate = coloursOf('high');
    expect(bar.has(JUMP_SIGN)).toBe(true);
    expect(gate.has(SLIDE_SIGN)).toBe(true);
    for (const red of [HAZARD, HAZARD_EDGE]) {
      expect(bar.has(red)).toBe(false);
      expect(gate.has(red)).toBe(false);
    }
    expect([...bar].some((color) => color === SLIDE_SIGN || color === SLIDE_EDGE)).toBe(false);
    expect([...gate].some((color) => color === JUMP_SIGN || color === JUMP_EDGE)).toBe(false);
    expect(coloursOf('wall').has(HAZARD)).toBe(true);
  });

  it('the bar lies on the road as high as a jump must clear; the gate is open beneath, room for the car only sliding', () => {
    expect(JUMP_BAR_TOP).toBe(LOW_CLEARANCE);
    expect(GATE_BOTTOM).toBeGreaterThan(CAR_SLIDE_HEIGHT);
    expect(GATE_BOTTOM).toBeLessThan(CAR_HEIGHT);
  });
});

describe('NEON HORIZON: the lesson says what to do on the device', () => {
  const cue = (move: ActiveCue['move'], seconds = 2, ways: ActiveCue['ways'] = [-1, 1]): ActiveCue => ({
    move,
    ways,
    seconds,
  });

  it('names a swipe on a touch screen and a key press on a keyboard, with the arrow of the move', () => {
    expect(cueText(cue('lane'), 'touch')).toBe('SWIPE ← OR →');
    expect(cueText(cue('lane'), 'keys')).toBe('PRESS ← OR →');
    expect(cueText(cue('lane', 2, [1]), 'touch')).toBe('SWIPE →');
    expect(cueText(cue('jump'), 'touch')).toBe('SWIPE ↑ TO JUMP');
    expect(cueText(cue('jump'), 'keys')).toBe('PRESS ↑ TO JUMP');
    expect(cueText(cue('slide'), 'touch')).toBe('SWIPE ↓ TO SLIDE');
    expect(cueText(cue('slide'), 'keys')).toBe('PRESS ↓ TO SLIDE');
  });

  it('says NOW once a jump or slide is due', () => {
    expect(cueText(cue('jump', 0.3), 'touch')).toBe('SWIPE ↑ NOW');
    expect(cueText(cue('slide', 0.3), 'keys')).toBe('PRESS ↓ NOW');
  });
});

import { contrast, NON_TEXT_CONTRAST } from '@/games/kit/contrast';
import { COLORS } from '@/games/kit/theme';
import type { DrawInfo, Layout } from '@/games/kit/types';
import * as R from '@/games/paddle-war/numbers';
import { BALL_RING, COURT_SCORE, DRAWN_W, render, SMASH_COLOR } from '@/games/paddle-war/render';
import { createState, update, type PaddleWarState } from '@/games/paddle-war/sim';
import { fakeContext } from '../../fixtures/fake-canvas';

describe('Paddle War court scores under the ball', () => {
  const balls = [COLORS.amber, SMASH_COLOR];

  it('keeps the big digits dark enough that the ball, and a smashed one, stand out from them by at least 3:1', () => {
    for (const ball of balls)
      for (const digits of [COURT_SCORE.left, COURT_SCORE.right]) {
        expect(contrast(ball, digits)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
        expect(contrast(ball, COLORS.bg)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
      }
  });

  it('still shows the digits on the court, each in its side’s hue', () => {
    for (const digits of [COURT_SCORE.left, COURT_SCORE.right])
      expect(contrast(digits, COLORS.bg)).toBeGreaterThanOrEqual(1.9);
  });

  it('rings the ball in the court’s dark, so it reads over any text it crosses', () => {
    for (const ball of balls) expect(contrast(ball, BALL_RING.color)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
    expect(BALL_RING.width).toBeGreaterThanOrEqual(2);
  });
});

describe('Paddle War paddles inside the walls', () => {
  const NONE = { up: false, down: false, up2: false, down2: false };
  const layouts = ['landscape', 'portrait'] as const;

  /** A match whose paddles were driven into one wall for two seconds: by keys, and by fingers past the court's edge. */
  function pushed(layout: Layout, down: boolean, byFinger: boolean): PaddleWarState {
    let s: PaddleWarState = { ...createState(1, { mode: 'versus' }), serveTimer: 60 };
    const held = { up: !down, down, up2: !down, down2: down };
    const far = down ? R.HEIGHT + 200 : -200;
    const finger = (x: number) => toScreen({ x, y: far }, layout);
    for (let i = 0; i < 120; i += 1)
      s = update(
        s,
        byFinger
          ? { held: NONE, pressed: NONE, touches: [finger(R.WIDTH / 4), finger((3 * R.WIDTH) / 4)], layout }
          : { held, pressed: NONE, touches: [], layout },
        1 / 60,
      );
    return s;
  }

  /** A court point where a finger touches the turned court upright (the inverse of the kit's toWorld). */
  const toScreen = (p: { x: number; y: number }, layout: Layout) =>
    layout === 'portrait' ? { x: p.y, y: R.WIDTH - p.x } : p;

  it('stops every paddle, by keys or by finger, at the edge of the court on every layout', () => {
    for (const layout of layouts)
      for (const down of [false, true])
        for (const byFinger of [false, true]) {
          const s = pushed(layout, down, byFinger);
          const half = R.paddleLength(layout) / 2;
          for (const side of [s.left, s.right]) expect(side.y).toBeCloseTo(down ? R.HEIGHT - half : half, 6);
        }
  });

  it('draws no part of a paddle (halo and smash glow too) past the wall lines', () => {
    for (const layout of layouts)
      for (const down of [false, true]) {
        const s = { ...pushed(layout, down, false), serveTimer: 0, streak: { left: 9, right: 9 } };
        const rects: [number, number, number, number][] = [];
        let clip: [number, number, number, number] | null = null;
        let pending: [number, number, number, number] | null = null;
        const ctx = fakeContext({
          rect: (...r: [number, number, number, number]) => (pending = r),
          clip: () => (clip = pending),
          restore: () => (clip = null),
          fillRect: (x: number, y: number, w: number, h: number) => {
            // The paddles' rects: drawn beside their faces.
            if (x > R.LEFT_FACE - DRAWN_W - 12 && x < R.LEFT_FACE + 8) rects.push(clipped([x, y, w, h], clip));
          },
        });
        const info: DrawInfo = { scene: 'playing', reducedMotion: true, time: 1, layout, width: 960, height: 540 };
        render(ctx, s, info, { best: 0, before: 0, moved: true });
        expect(rects.length).toBeGreaterThan(2);
        for (const [, y, , h] of rects) {
          expect(y).toBeGreaterThanOrEqual(R.WALL);
          expect(y + h).toBeLessThanOrEqual(R.HEIGHT - R.WALL);
        }
      }
  });
});

/** A rect cut to the clip in force (y only: the walls run along the court). */
function clipped(
  [x, y, w, h]: [number, number, number, number],
  clip: [number, number, number, number] | null,
): [number, number, number, number] {
  if (!clip) return [x, y, w, h];
  const top = Math.max(y, clip[1]);
  return [x, top, w, Math.min(y + h, clip[1] + clip[3]) - top];
}

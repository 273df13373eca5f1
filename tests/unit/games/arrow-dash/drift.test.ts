import { NEWS, SKY } from '@/games/arrow-dash/ink';
import { FIELD_COLOR, GRIP_COLOR, GUIDE_ALPHA, LANE_COLORS } from '@/games/arrow-dash/render-field';
import { NEWS_SECONDS, fieldBox, hudNews, overlaps, placeBox, targetBoxes } from '@/games/arrow-dash/panels';
import { STILL_ROUNDS, driftArrives, newIn } from '@/games/arrow-dash/rounds';
import { createState } from '@/games/arrow-dash/sim';
import { NON_TEXT_CONTRAST, blend, contrast } from '@/games/kit/contrast';
import { fitView, toScreen } from '@/games/arrow-dash/view';
import { range, run, step } from './helpers';

/** Every round from 1 to 20. */
const ROUNDS = Array.from({ length: 20 }, (_, i) => i + 1);

describe('Arrow Dash: the drift announced, the aim readable', () => {
  it('the first round whose targets move is announced: on the card before it, then in the HUD for its first seconds', () => {
    const arrives = ROUNDS.filter(driftArrives);
    expect(arrives).toEqual([STILL_ROUNDS + 1]);
    const round = arrives[0] as number;
    expect(newIn(round)).toMatch(/targets move/i);
    const start = createState(7, round);
    expect(hudNews(start)).toBe('TARGETS NOW MOVE');
    expect(hudNews(run(start, NEWS_SECONDS - 0.5))).toBe('TARGETS NOW MOVE');
    expect(hudNews(run(start, NEWS_SECONDS + 0.1))).toBeNull();
    // Only that round: the rounds before and after it say nothing new in the HUD.
    for (const other of ROUNDS.filter((r) => r !== round)) expect(hudNews(createState(7, other))).toBeNull();
    // While a round card shows, the HUD announces nothing.
    expect(hudNews(step({ ...start, phase: 'result', phaseTime: 1 }))).toBeNull();
  });

  it('the announcement reads over the sky behind the HUD', () => {
    for (const sky of SKY) expect(contrast(NEWS, sky)).toBeGreaterThanOrEqual(4.5);
  });

  it("the aim guide's dots stand out 3:1 from the field and every lane they cross", () => {
    for (const ground of [FIELD_COLOR, ...LANE_COLORS])
      expect(contrast(blend(ground, GRIP_COLOR, GUIDE_ALPHA), ground)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
  });

  it('a floating text (a hit, a miss, BLOCKED) is placed off every target, upright and sideways', () => {
    const s = range([{ x: 100 }, { x: 180 }, { x: 260 }, { lane: 1, x: 180 }, { lane: 2, x: 140 }]);
    for (const v of [fitView(390, 844), fitView(844, 390)]) {
      const targets = targetBoxes(s, v);
      const at = toScreen(v, { x: 180, y: 170 - 30 });
      const placed = placeBox({ x: at.x - 40, y: at.y - 10, w: 80, h: 20 }, targets, fieldBox(v), 4);
      expect(placed).not.toBeNull();
      expect(targets.filter((t) => placed && overlaps(t, placed))).toEqual([]);
    }
  });
});

import { IDLE, NOVICE, SKILLED, playModelled } from '@/games/kit/players';
import { frameOf } from '@/games/final-void/replay';
import { rules } from '@/games/final-void/rules';
import { GIVE_UP, STUCK_SECONDS, finalVoidModel, type ModelledState } from '@/games/final-void/model';

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

describe('Final Void modelled players', () => {
  it("scores a run by the game's own rules and counts each checkpoint once, in the order the route lights them", () => {
    let s = finalVoidModel.rules.create(1, { level: '1' });
    expect(finalVoidModel.milestones(s)).toBe(0);
    const at = (x: number) => s.level.checkpoints.find((c) => c.x === x) ?? s.level.start;
    const light = (checkpoint: { x: number; y: number }) =>
      finalVoidModel.rules.step(
        { ...s, hero: { ...s.hero, x: checkpoint.x * 16 + 3, y: checkpoint.y * 16 + 2 } },
        frameOf([], []),
      );
    // The lookout at the top of the opening climb, the one at the edge of the first pit, then the one past the pits.
    s = light(at(32));
    expect(finalVoidModel.milestones(s)).toBe(1);
    expect(s.litAt).toHaveLength(1);
    s = light(at(56));
    expect(finalVoidModel.milestones(s)).toBe(2);
    s = light(at(84));
    expect(finalVoidModel.milestones(s)).toBe(3);
    expect(s.litAt).toHaveLength(3);
    expect(finalVoidModel.rules.score(s)).toBe(rules.score(s));
  });

  it(`gives up after ${GIVE_UP} deaths in one room or ${STUCK_SECONDS} s without a new checkpoint, and not before`, () => {
    const s: ModelledState = finalVoidModel.rules.create(1, { level: '1' });
    expect(finalVoidModel.rules.isOver({ ...s, roomDeaths: GIVE_UP - 1 })).toBe(false);
    expect(finalVoidModel.rules.isOver({ ...s, roomDeaths: GIVE_UP })).toBe(true);
    expect(finalVoidModel.rules.isOver({ ...s, time: STUCK_SECONDS + 1 })).toBe(true);
    expect(finalVoidModel.rules.isOver({ ...s, time: STUCK_SECONDS + 1, litAt: [10] })).toBe(false);
  });

  it('leaves an idle player alive at the start, and lets the skilled player pass the wall-jump school and the spike field', () => {
    expect(playModelled({ ...finalVoidModel, limit: 20 }, IDLE, 1).state.deaths).toBe(0);
    const skilled = SEEDS.map((seed) => playModelled({ ...finalVoidModel, limit: 120 }, SKILLED, seed));
    expect(skilled.filter((r) => r.milestones >= 5).length).toBeGreaterThanOrEqual(SEEDS.length * 0.75);
  });

  it('has the skilled player finish the ruins in most runs, dying a few times on the way', () => {
    const skilled = SEEDS.map((seed) => playModelled(finalVoidModel, SKILLED, seed));
    expect(skilled.filter((r) => r.state.done).length).toBeGreaterThanOrEqual(SEEDS.length * 0.6);
    expect(skilled.every((r) => r.state.deaths < GIVE_UP * 2)).toBe(true);
  });

  it('has the novice die now and then at the first pits, and still reach the checkpoint past them in most runs', () => {
    const novice = SEEDS.map((seed) => playModelled({ ...finalVoidModel, limit: 60 }, NOVICE, seed));
    expect(novice.filter((r) => r.milestones >= 2).length).toBeGreaterThanOrEqual(SEEDS.length / 2);
    expect(novice.filter((r) => r.state.deaths > 0).length).toBeGreaterThanOrEqual(SEEDS.length / 2);
  });
});

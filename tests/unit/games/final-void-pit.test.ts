import { readFileSync } from 'node:fs';
import { hintFor } from '@/games/final-void/hint';
import { TILE, parseLevel, tileAt } from '@/games/final-void/level';
import { HERO_H, TUNING } from '@/games/final-void/physics';
import { createState } from '@/games/final-void/sim';

const ruins = parseLevel('1-ruins', readFileSync('games/final-void/levels/1-ruins.txt', 'utf8'));
/** The ruins' first pit: the first column open down to the void (the level's last row). */
const pit = Array.from({ length: ruins.cols }, (_, x) => x).find((x) => tileAt(ruins, x, ruins.rows - 1) !== '#') ?? 0;

describe("Final Void: the ruins' first pit is taught as the wall jump is", () => {
  it('has a checkpoint at its edge, so a fall there costs seconds, not the run from the lookout', () => {
    expect(ruins.checkpoints.some((c) => c.x < pit && c.x >= pit - 4)).toBe(true);
  });

  it('tells the player at its edge to hold jump, in keys and touch wording', () => {
    const s = createState(ruins, 1);
    const edge = { ...s, hero: { ...s.hero, x: (pit - 1) * TILE, y: 17 * TILE - HERO_H } };
    expect(hintFor(edge, false)?.text).toMatch(/HOLD Space/);
    expect(hintFor(edge, true)?.text).toMatch(/HOLD JUMP/);
  });

  it('draws a held jump over it: one press at the edge, an arc no higher than a held jump rises, landing on stone', () => {
    const guide = ruins.guides.find((g) => Math.abs(g.x - pit) <= g.radius);
    const [press, peak, land] = guide?.points ?? [];
    expect(guide?.points).toHaveLength(3);
    expect([press?.press, peak?.press, land?.press]).toEqual([true, false, false]);
    expect(tileAt(ruins, Math.floor(press?.x ?? 0), Math.floor(press?.y ?? 0) + 1)).toBe('#');
    expect(tileAt(ruins, Math.floor(land?.x ?? 0), Math.floor(land?.y ?? 0) + 1)).toBe('#');
    expect(press?.x ?? 0).toBeLessThan(pit);
    const rise = ((press?.y ?? 0) - (peak?.y ?? 0)) * TILE;
    expect(rise).toBeLessThanOrEqual((TUNING.jump * TUNING.jump) / (2 * TUNING.gravity));
    // Rising to the peak at a full run takes the hero as far across as the arc shows, within half a tile.
    const across = (TUNING.jump / TUNING.gravity) * TUNING.run;
    expect(Math.abs(((peak?.x ?? 0) - (press?.x ?? 0)) * TILE - across)).toBeLessThan(TILE / 2);
  });
});

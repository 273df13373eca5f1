/** Targets never overlap: within a lane they keep a gap (movers bounce off their neighbours); lanes never drift into each other. */
import { WORLD_W, TARGET_GAP, reach, type Target } from './world';

/** The width targets wrap around in (a little wider than the field, so they slide out and back in). */
export const WRAP_MARGIN = 40;
export const WRAP_SPAN = WORLD_W + 2 * WRAP_MARGIN;

/** An x folded back into the wrap band [-WRAP_MARGIN, WORLD_W + WRAP_MARGIN). */
export function wrapX(x: number): number {
  return ((((x + WRAP_MARGIN) % WRAP_SPAN) + WRAP_SPAN) % WRAP_SPAN) - WRAP_MARGIN;
}

/** The centre distance two targets of one lane need. */
export function spacing(a: Pick<Target, 'kind' | 'r'>, b: Pick<Target, 'kind' | 'r'>): number {
  return reach(a) + reach(b) + TARGET_GAP;
}

/** Distance from a to the next target along the lane's wrap (b ahead of a, going right). */
const ahead = (a: Target, b: Target): number => (b.x >= a.x ? b.x - a.x : b.x + WRAP_SPAN - a.x);

/**
 * Pushes the targets of each lane apart until every neighbour keeps its spacing. A target with a drift of its own (gold
 * darts, split halves) takes the push and turns back; two of a kind share it.
 */
export function separate(targets: readonly Target[]): Target[] {
  const out = targets.map((t) => ({ ...t }));
  const lanes = new Set(out.map((t) => t.lane));
  for (const lane of lanes) {
    const row = out.filter((t) => t.lane === lane);
    if (row.length < 2) continue;
    for (let pass = 0; pass < 8; pass += 1) {
      row.sort((p, q) => p.x - q.x || p.id - q.id);
      let pushed = false;
      row.forEach((a, i) => {
        const b = row[(i + 1) % row.length];
        if (!b || b === a) return;
        const short = spacing(a, b) - ahead(a, b);
        if (short <= 1e-9) return;
        pushed = true;
        const share = (a.vx !== 0) === (b.vx !== 0) ? 0.5 : a.vx !== 0 ? 1 : 0;
        a.x = wrapX(a.x - short * share);
        b.x = wrapX(b.x + short * (1 - share));
        if (a.vx > 0) a.vx = -a.vx;
        if (b.vx < 0) b.vx = -b.vx;
      });
      if (!pushed) break;
    }
  }
  return out;
}

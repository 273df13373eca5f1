/** What each round brings: faster lanes, then gold darts, shifting lanes, shields and splitting targets. */
import type { Random } from '../kit';
import { nextMark } from '../kit/milestones';
import { WRAP_MARGIN, WRAP_SPAN, separate } from './spacing';
import type { Lane, Target, TargetKind } from './world';

/** The lanes of a round: flow speeds alternate direction and grow; from round 3 the lanes shift. */
export function lanesFor(round: number, rng: Random): Lane[] {
  const pace = 34 + Math.min(round, 16) * 14;
  return [0, 1, 2].map((i) => ({
    speed: (i % 2 === 0 ? 1 : -1) * pace * rng.range(0.8, 1.25),
    shift: round >= 3 ? Math.min(40, 12 + round * 4) : 0,
  }));
}

/** The mix of target kinds in a round. */
export function kindsFor(round: number): TargetKind[] {
  const count = Math.min(14, 7 + round);
  const kinds: TargetKind[] = [];
  for (let i = 0; i < count; i += 1) {
    if (round >= 2 && i === 0) kinds.push('gold');
    else if (round >= 3 && i % 3 === 1) kinds.push('shielded');
    else if (round >= 4 && i % 4 === 2) kinds.push('splitter');
    else kinds.push('plain');
  }
  return kinds;
}

export const RADIUS: Record<TargetKind, number> = { plain: 24, gold: 15, shielded: 24, splitter: 28, half: 17 };
/** Targets shrink each round by this share of their size, down to the smallest share. */
export const SHRINK_STEP = 0.165;
export const SMALLEST = 0.67;

/** A target's radius in a round: smaller as rounds go on. */
export function radiusFor(kind: TargetKind, round: number): number {
  return RADIUS[kind] * Math.max(SMALLEST, 1 - SHRINK_STEP * (round - 1));
}
export const POINTS: Record<TargetKind, number> = { plain: 10, gold: 30, shielded: 20, splitter: 15, half: 15 };

/** The targets of a round, dealt over the lanes and spaced evenly along each (never overlapping). */
export function targetsFor(round: number, rng: Random, firstId: number): Target[] {
  const kinds = kindsFor(round);
  return separate(
    kinds.map((kind, i) => ({
      id: firstId + i,
      kind,
      lane: i % 3,
      x:
        -WRAP_MARGIN +
        ((Math.floor(i / 3) + rng.range(0.35, 0.65)) * WRAP_SPAN) / Math.ceil((kinds.length - (i % 3)) / 3),
      r: radiusFor(kind, round),
      vx: kind === 'gold' ? rng.pick([-1, 1]) * (40 + round * 6) : 0,
      phase: rng.range(0, 2.4),
    })),
  );
}

/** Seconds a round's clock waits for its first arrow before it starts anyway. */
export const CLOCK_WAIT = 3;
export const FIRST_ROUND_TIME = 18;
export const LAST_ROUND_TIME = 11;
export const ROUND_TIME_STEP = 1.5;

/** The round's clock: shorter each round, down to a floor. */
export function roundTime(round: number): number {
  return Math.max(LAST_ROUND_TIME, FIRST_ROUND_TIME - ROUND_TIME_STEP * (round - 1));
}

/** Spare arrows beyond one per target: plenty in the first round, one until the late rounds, then none. */
export const FIRST_SPARE = 3;
export const SPARE = 1;
export const LAST_SPARE_ROUND = 11;

/** Arrows in a round: one per target it can become, plus the round's spares. */
export function arrowsFor(round: number): number {
  const kinds = kindsFor(round);
  const spare = round === 1 ? FIRST_SPARE : round <= LAST_SPARE_ROUND ? SPARE : 0;
  return kinds.length + kinds.filter((k) => k === 'splitter').length + spare;
}

/** Ranks earned by clearing a round: the ladder a player climbs from run to run. */
export const MILESTONES: readonly { round: number; title: string }[] = [
  { round: 3, title: 'ROOKIE' },
  { round: 5, title: 'APPRENTICE' },
  { round: 7, title: 'MARKSMAN' },
  { round: 10, title: 'SHARPSHOOTER' },
  { round: 13, title: 'MASTER ARCHER' },
  { round: 16, title: 'LEGEND' },
];

/** The rank a cleared round earns, if it earns one. */
export function milestoneAt(cleared: number): string | null {
  return MILESTONES.find((m) => m.round === cleared)?.title ?? null;
}

/** The next goal after clearing this many rounds at best: the next rank, or one round further once every rank is held. */
export function nextGoal(bestCleared: number): { round: number; title: string | null } {
  const next = nextMark(MILESTONES, bestCleared, (m) => m.round);
  return next ? { round: next.round, title: next.title } : { round: bestCleared + 1, title: null };
}

/** What a round brings that the one before did not, announced when the round before is cleared. */
export function newIn(round: number): string | null {
  if (round === 2) return 'NEXT: gold darts, 30 points';
  if (round === 3) return 'NEXT: shields - shoot when down';
  if (round === 4) return 'NEXT: splitters burst in two';
  return null;
}

/** What each round brings: faster lanes, then gold darts, shifting lanes, shields and splitting targets. */
import type { Random } from '../kit';
import { nextMark } from '../kit/milestones';
import { WRAP_MARGIN, WRAP_SPAN, separate } from './spacing';
import { MAX_SHIFT, byRound, type Lane, type Target, type TargetKind } from './world';

/** The lanes' flow in round 1 and what each round adds to it, up to round `LAST_PACE_ROUND`. */
export const FIRST_PACE = 48;
export const PACE_STEP = 12;
export const LAST_PACE_ROUND = 16;
/** From round 4 the lanes drift up and down, this much more each round (up to the world's `MAX_SHIFT`). */
export const SHIFT_STEP = 6;
/** The last round whose lanes hold still: round 3 brings shields, so the drift waits a round and never comes with them. */
export const STILL_ROUNDS = 3;

/** How fast a round's lanes flow (before each lane's own share of it). */
export function paceFor(round: number): number {
  return FIRST_PACE + PACE_STEP * (Math.min(round, LAST_PACE_ROUND) - 1);
}

/** How far a round's lanes drift from their centres. */
export function shiftFor(round: number): number {
  return Math.min(MAX_SHIFT, SHIFT_STEP * Math.max(0, round - STILL_ROUNDS));
}

/** True for the round whose lanes are the first to drift: the HUD and the card before it announce it. */
export function driftArrives(round: number): boolean {
  return shiftFor(round) > 0 && shiftFor(round - 1) === 0;
}

/** The lanes of a round: flow speeds alternate direction and grow; from round 4 the lanes shift. */
export function lanesFor(round: number, rng: Random): Lane[] {
  const pace = paceFor(round);
  return [0, 1, 2].map((i) => ({
    speed: (i % 2 === 0 ? 1 : -1) * pace * rng.range(0.8, 1.25),
    shift: shiftFor(round),
  }));
}

/** Targets in each round, the last count from then on. */
export const TARGET_COUNTS: readonly number[] = [9, 10, 10, 11, 12, 13, 14];

/** How many of a kind a round brings: one in the round it arrives, one more every second round after, up to `most`. */
function ramp(round: number, arrives: number, most: number): number {
  return round < arrives ? 0 : Math.min(1 + Math.floor((round - arrives) / 2), most);
}

/** The mix of target kinds in a round: a gold dart from round 2, shields from round 3 and splitters from round 4, more each round. */
export function kindsFor(round: number): TargetKind[] {
  const count = byRound(TARGET_COUNTS, round);
  let shields = ramp(round, 3, Math.floor(count / 3));
  let splitters = ramp(round, 4, Math.floor(count / 4));
  const kinds: TargetKind[] = [];
  for (let i = 0; i < count; i += 1) {
    if (round >= 2 && i === 0) kinds.push('gold');
    else if (splitters > 0 && i % 4 === 2) {
      kinds.push('splitter');
      splitters -= 1;
    } else if (shields > 0 && i % 3 === 1) {
      kinds.push('shielded');
      shields -= 1;
    } else kinds.push('plain');
  }
  return kinds;
}

export const RADIUS: Record<TargetKind, number> = { plain: 24, gold: 22, shielded: 24, splitter: 28, half: 19 };
/** Each round's share of a target's full size: most of the shrinking comes early, then it levels off at the last share. */
export const SIZE_SHARES: readonly number[] = [0.86, 0.78, 0.72, 0.69, 0.67];
/** No target is drawn smaller than this (world units): a gold dart or a split half still reads on a phone. */
export const SMALLEST_RADIUS = 16;

/** A target's radius in a round: smaller as rounds go on, never under the smallest. */
export function radiusFor(kind: TargetKind, round: number): number {
  return Math.max(SMALLEST_RADIUS, RADIUS[kind] * byRound(SIZE_SHARES, round));
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
/**
 * Round 1's clock waits longer for the first arrow: a newcomer reads the lesson by the bow and tries the pull without the
 * time running, and a player who never shoots still loses the round, so every run can end.
 */
export const FIRST_CLOCK_WAIT = 20;

/** Seconds a round's clock waits for its first arrow. */
export function clockWait(round: number): number {
  return round <= 1 ? FIRST_CLOCK_WAIT : CLOCK_WAIT;
}

/**
 * The hits that pass each round, the last from then on. A round's mark is fixed: every try at it faces the same number,
 * whatever its targets or their splits. It climbs with the arrows a round gives, at most two hits a round; from round 6,
 * where the second splitter comes and shields and splitters keep arriving, it climbs one hit a round, so a round that
 * brings more of them asks a smaller share of its arrows than the rounds after it. From round 3 the modelled novice passes
 * each round a little less often than the last, and the skilled one never loses more than `LADDER_STEP` of its clears from
 * one round to the next (the ladder's slow tests).
 */
export const PASS_MARKS: readonly number[] = [6, 7, 7, 9, 10, 12, 13, 14, 14, 14, 15];

/** The most the modelled skilled player's first-try clear rate may fall from one round to the next (a share of tries). */
export const LADDER_STEP = 0.1;

/** The hits that pass a round. */
export function roundGoal(round: number): number {
  return byRound(PASS_MARKS, round);
}

/**
 * The first round's clock is generous (it is where the bow is learnt). From round 2 the clock gives each hit the round
 * asks for no more time than the round before, down to a floor: later rounds ask for more hits, and their clocks grow
 * slower. Each hit has time to draw its shot (a quick click drops short). Round 3 brings shields on a shorter clock than
 * round 2, so the mouse novice clears it about as often as the touch one; the time then falls slowly up to round 7, where
 * the novice's clears fall most, and faster after it, so the novice never loses more than a tenth of its clears from one
 * round to the next while the skilled player meets real pressure by round 14 (`ladder.slow.test.ts`). No round's clock
 * is a wall: none ends more than 30% of the modelled novice's runs (`spam.slow.test.ts`).
 */
export const FIRST_ROUND_TIME = 15;
/** Seconds each hit a round asks for adds to its clock, from round 2; the last (the floor) from then on. */
export const SECONDS_PER_HIT: readonly number[] = [
  2.3, 2.15, 2.15, 2.1, 2.08, 2.02, 1.93, 1.78, 1.7, 1.62, 1.53, 1.46, 1.36,
];

/** The round's clock in seconds, to the half second. */
export function roundTime(round: number): number {
  if (round <= 1) return FIRST_ROUND_TIME;
  return Math.round(roundGoal(round) * byRound(SECONDS_PER_HIT, round - 1) * 2) / 2;
}

/** A spare arrow in the first round, where the bow is learnt; after it, one arrow for each target a round can have. */
export const FIRST_SPARE = 1;

/** Arrows in a round: one per target it can become (a splitter and its two halves), plus the first round's spare. */
export function arrowsFor(round: number): number {
  const kinds = kindsFor(round);
  return kinds.length + 2 * kinds.filter((k) => k === 'splitter').length + (round === 1 ? FIRST_SPARE : 0);
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
  if (round === 4) return 'NEXT: splitters burst, targets move';
  return null;
}

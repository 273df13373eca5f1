/** Milestones: every SECTOR_SECONDS of flight the run enters a named sector; the game-over screen names the next one. */

/** Seconds of flight per sector. */
export const SECTOR_SECONDS = 30;
/** Points for reaching a new sector. */
export const SECTOR_POINTS = 500;
/** The sectors in order; past the last the names are numbered. */
export const SECTORS: readonly string[] = [
  'LAUNCH',
  'ASTEROID BELT',
  'DEBRIS FIELD',
  'ION STORM',
  'DEEP SPACE',
  'NEBULA',
  'EVENT HORIZON',
];

/** The sector a run is in after `seconds` of flight (0 = the launch). */
export function sectorAt(seconds: number): number {
  return Math.floor(seconds / SECTOR_SECONDS);
}

/**
 * The launch's waypoint, halfway to the first sector: a newcomer (who lasts about 20 s at first) sees a mark passed
 * well inside the first 30 s.
 */
export const HALFWAY_SECONDS = SECTOR_SECONDS / 2;

/** True when a step from `before` to `now` seconds of flight passes the launch's waypoint. */
export function passesHalfway(before: number, now: number): boolean {
  return before < HALFWAY_SECONDS && now >= HALFWAY_SECONDS;
}

/** The waypoint's banner: "HALFWAY TO ASTEROID BELT". */
export function halfwayBanner(): string {
  return `HALFWAY TO ${sectorName(1)}`;
}

/** The time left to the next sector, in whole seconds rounded up, as the HUD writes it: "0:18". */
function untilNextSector(seconds: number): string {
  return clock(Math.ceil((sectorAt(seconds) + 1) * SECTOR_SECONDS - seconds));
}

/**
 * The HUD's one statement, on every device, of where the run is and what comes next: "SECTOR 1 · LAUNCH — NEXT IN 0:10"
 * (never a countdown naming another sector's number beside the current one's name).
 */
export function sectorNowAndNext(seconds: number): string {
  return `${sectorBanner(sectorAt(seconds))} — NEXT IN ${untilNextSector(seconds)}`;
}

/** How much of the way to the next sector has been flown, 0 to 1 (the HUD's bar). */
export function sectorProgress(seconds: number): number {
  return (seconds - sectorAt(seconds) * SECTOR_SECONDS) / SECTOR_SECONDS;
}

/** A sector's name. */
export function sectorName(sector: number): string {
  return SECTORS[sector] ?? `UNCHARTED ${sector - SECTORS.length + 2}`;
}

/** Minutes and seconds of flight, m:ss. */
export function clock(seconds: number): string {
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The banner on reaching a sector: "SECTOR 2 · ASTEROID BELT". */
export function sectorBanner(sector: number): string {
  return `SECTOR ${sector + 1} · ${sectorName(sector)}`;
}

/**
 * The game-over lines: how far this run got (with a new farthest sector, the farthest ever, or else the time flown), then
 * the next goal and how little more it needed. `farthest` is the farthest sector before this run; `flown` its seconds.
 * On a `narrow` (upright) field the goal leaves out how much more it needed, so both lines show large enough to read.
 */
export function gameOverLines(sector: number, farthest: number, flown: number, narrow = false): [string, string] {
  const record =
    sector > farthest && sector > 0
      ? 'NEW FARTHEST!'
      : farthest > sector
        ? `FARTHEST ${sectorName(farthest)}`
        : `${clock(flown)} FLOWN`;
  const next = sector + 1;
  const more = Math.max(1, Math.ceil(next * SECTOR_SECONDS - flown));
  const goal = `${sectorName(next)} AT ${clock(next * SECTOR_SECONDS)}`;
  return [`${sectorBanner(sector)} · ${record}`, narrow ? `NEXT: ${goal}` : `NEXT GOAL: ${goal} · ${more} S MORE`];
}

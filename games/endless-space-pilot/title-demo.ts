/** The demo run behind the title: flown by the attract pilot in the lower part of the field, away from the title's words. */
import { menuRows } from '../kit/screens';
import { UPRIGHT_TITLE_HOME_X, autopilot } from './autopilot';
import { HEIGHT, SHIP_RADIUS, WIDTH, createState, update, type State } from './sim';

/** The title's menu rows: the kit's Run row alone (this game adds none). */
const MENU_ROWS = 1;
/** Room under the menu for its note ("A new run every time"), as a share of the field's height. */
const NOTE_ROOM = 0.05;

/**
 * Where the demo may show on the title screen, in field coordinates: from this height down. Above it are the title, the
 * tagline, the Run row and its note, which the demo never runs under.
 */
export function titleDemoTop(width: number, height: number): number {
  const last = menuRows(width, height, MENU_ROWS).at(-1);
  return (last ? last.y + last.h : 0) + height * NOTE_ROOM;
}

/** How far below the demo's top the ship keeps, sideways: its scaled hull, the shield's ring and its glow. */
const SHIP_ROOM = SHIP_RADIUS * 4;

/** Sideways, the highest the demo ship flies: well under the title's words. */
export const TITLE_SHIP_TOP = titleDemoTop(WIDTH, HEIGHT) + SHIP_ROOM;

/** A new demo run, upright with its ship already high, clear of the start button. */
export function titleDemoStart(seed: number, portrait: boolean): State {
  const s = createState(seed);
  return portrait ? { ...s, ship: { ...s.ship, x: UPRIGHT_TITLE_HOME_X } } : s;
}

/** One step of the demo: a crash starts a new one; upright the ship flies high, sideways low, clear of the words. */
export const titleDemoStep = (s: State, portrait: boolean, dt: number): State =>
  s.over
    ? titleDemoStart(s.rng, portrait)
    : update(s, portrait ? autopilot(s, UPRIGHT_TITLE_HOME_X) : autopilot(s, undefined, TITLE_SHIP_TOP), dt);

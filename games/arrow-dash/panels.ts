/** Which of Arrow Dash's own panels a frame shows, and where its texts go: pure, so the rules are tested without a canvas. */
import type { Point, Scene } from '../kit';
import { driftArrives, nextGoal } from './rounds';
import { LAST_TARGET_TIME, OVER_HOLD, cardHold, cardTakesInput } from './sim';
import { toScreen, type Box, type View } from './view';
import { LANE_HEIGHT, LIVES, WORLD_L, WORLD_W, laneY, roundStars, type RoundResult, type State } from './world';

/**
 * The game's own panel for a scene: the round card (a clear, or the missed round before the game-over screen) only while
 * playing. At game over the kit's screen stands alone, the next goal in its note: one end screen at a time.
 */
export function panelFor(scene: Scene, s: State): 'card' | null {
  return scene === 'playing' && s.phase !== 'aim' && s.result ? 'card' : null;
}

/** Seconds the first round's coach lines show, unless an arrow flies first. */
export const COACH_SECONDS = 6;

/** True while the coach lines by the bow show: the first seconds of a run, until its first arrow flies. */
export function coaching(s: State): boolean {
  return s.round === 1 && s.phase === 'aim' && s.shots === 0 && s.phaseTime < COACH_SECONDS;
}

/** Seconds the HUD announces what is new in a round. */
export const NEWS_SECONDS = 6;

/**
 * What the power hint asks of a finger (a longer drag) and of a mouse or the keys (a longer hold): two short lines' worth, so
 * a sideways phone's HUD column shows it in two rows at most.
 */
export const POWER_HINT = { touch: 'PULL MORE FOR POWER', keys: 'HOLD MORE FOR POWER' } as const;

/**
 * What the HUD announces, in its band above the lanes: the lanes' drift at the start of the first round whose targets move
 * (and of each try at it); a round's last target while its cut clock runs; and, once an arrow short of full power has
 * missed, how to give one more power, until a full-power shot is loosed.
 */
export function hudNews(
  s: Pick<State, 'round' | 'phase' | 'phaseTime' | 'targets' | 'hits' | 'timeLeft' | 'powerHint'>,
  touch = false,
): string | null {
  if (s.phase !== 'aim') return null;
  if (s.phaseTime < NEWS_SECONDS && driftArrives(s.round)) return 'TARGETS NOW MOVE';
  if (s.targets.length === 1 && s.hits > 0 && s.timeLeft <= LAST_TARGET_TIME) return 'LAST TARGET!';
  return s.powerHint ? POWER_HINT[touch ? 'touch' : 'keys'] : null;
}

/** The HUD shows while playing or paused; behind the title and the game-over screen it would only crowd the kit's panel. */
export function showsHud(scene: Scene): boolean {
  return scene === 'playing' || scene === 'paused';
}

/** A phone's short side is under this many CSS px: its HUD uses short words (R4, ➶10), so its band stays small. */
export const PHONE_SHORT_SIDE = 480;

/** True for a phone's view (upright or sideways): the HUD drops the combo's count and shortens its words. */
export function compactHud(width: number, height: number, scale: number): boolean {
  return Math.min(width, height) * scale < PHONE_SHORT_SIDE;
}

/** The round's clock as the HUD writes it: whole seconds left, rounded up (the round ends at 0), its width kept under 10 s. */
export function clockText(timeLeft: number): string {
  return `${Math.ceil(timeLeft)}s`.padStart(3, ' ');
}

/** The stars the round's hits have earned so far: none short of its goal. */
export function liveStars(s: Pick<State, 'hits' | 'targetCount' | 'needed'>): number {
  return roundStars(s.hits, s.targetCount, s.needed);
}

/** What passes a round and earns its stars, in the title's words: its HITS goal, 70% of its targets, all of them. */
export const STARS_LINE = 'Stars: HITS goal ★ · 70% ★★ · all ★★★';

/** A clear's hint toward more stars: every target, when some were missed. */
export function moreStars(s: Pick<State, 'result' | 'targetCount'>): string | null {
  const r = s.result;
  return r && r.stars > 0 && r.stars < 3 ? `Hit all ${s.targetCount} targets for ★★★` : null;
}

/** Why a round ended, in the same words on its card, the game-over headline and its note. */
export const CAUSE_TEXT: Record<RoundResult['cause'], string> = {
  cleared: 'CLEARED',
  arrows: 'OUT OF ARROWS',
  time: "TIME'S UP",
};

/**
 * The title's line on hearts: the ♥ the HUD shows, what costs one and how many a run has (one name, the heart, on the title,
 * the HUD, the round card and the game-over screen).
 */
export const HEARTS_LINE = `Miss a HITS goal: lose a ♥ (${LIVES} a run)`;

/** The game-over breakdown: the round that cost the last heart, hits of the arrows loosed, the longest run of hits. */
export function runNote(s: State): string {
  const lost = s.result ? `ROUND ${s.result.round}: LAST ♥ LOST` : `ROUND ${s.round}`;
  return `${lost} · HITS ${s.runHits}/${s.runShots} · STREAK ${s.bestCombo}`;
}

/** The game-over goal: the next rank to play for, past the best run so far. */
export function goalNote(s: State, bestCleared: number): string {
  const goal = nextGoal(Math.max(bestCleared, s.cleared));
  return `NEXT GOAL: CLEAR ROUND ${goal.round}${goal.title ? ` FOR ${goal.title}` : ''}`;
}

/**
 * The game-over headline: what ended the last round, the one that cost the last heart (the note under it says so), in the
 * words of that round's card.
 */
export function headline(s: Pick<State, 'result'>): string {
  return s.result ? CAUSE_TEXT[s.result.cause] : 'RUN OVER';
}

/** The card that ends the run, under its round's lines while the game-over screen waits: the heart it cost, and its score. */
export function overLines(s: Pick<State, 'phase' | 'score'>): [string, string] | null {
  return s.phase === 'over' ? ['LAST ♥ LOST: RUN OVER', `SCORE ${s.score}`] : null;
}

/** `count` of a thing, in its singular or plural form: 1 HIT, 2 HITS. */
const counted = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

/** The round card's tally: the hits and the arrows they took, in words that agree with their numbers. */
export function tallyLine(r: Pick<RoundResult, 'hits' | 'shots'>): string {
  return `${counted(r.hits, 'hit', 'hits')} from ${counted(r.shots, 'arrow', 'arrows')}`;
}

/**
 * The clear's bonus in one plain line, each part by what earned it: `TIME BONUS +5`, `ARROW BONUS +25`, or both summed as
 * `BONUS +55: ARROWS +25, TIME +30`.
 */
export function bonusLine(r: Pick<RoundResult, 'bonus' | 'timeBonus'>): string {
  const arrows = r.bonus - r.timeBonus;
  if (arrows > 0 && r.timeBonus > 0) return `BONUS +${r.bonus}: ARROWS +${arrows}, TIME +${r.timeBonus}`;
  return arrows > 0 ? `ARROW BONUS +${arrows}` : `TIME BONUS +${r.timeBonus}`;
}

/** Seconds between one earned star's glow on the round card and the next's, and how long each glow lasts. */
export const STAR_GLOW_STEP = 0.25;
export const STAR_GLOW_SECONDS = 0.6;

/**
 * The round card's three marks: a clear's stars, earned ones lit from the card's first frame (each glows in turn, never
 * filling in from empty), or a failed round's hearts left. `glow` is 0..1, the glow's strength at this moment.
 */
export function cardMarks(
  s: Pick<State, 'result' | 'lives' | 'phaseTime'>,
  reducedMotion: boolean,
): { mark: '★' | '♥'; lit: boolean; glow: number }[] {
  const stars = s.result?.stars ?? 0;
  return [0, 1, 2].map((i) => {
    if (stars === 0) return { mark: '♥', lit: i < s.lives, glow: 0 };
    const since = s.phaseTime - i * STAR_GLOW_STEP;
    const glowing = i < stars && !reducedMotion && since >= 0 && since < STAR_GLOW_SECONDS;
    return { mark: '★', lit: i < stars, glow: glowing ? 1 - since / STAR_GLOW_SECONDS : 0 };
  });
}

/** The round card's title: a clear, a failed round with the hearts left (it is played again), or the round that ended the run. */
export function cardTitle(s: State): string {
  const r = s.result;
  if (!r) return '';
  if (r.stars > 0) return `ROUND ${r.round} CLEAR!`;
  return s.lives > 0 ? `ROUND FAILED — ${s.lives} ♥ LEFT` : `ROUND ${r.round} MISSED`;
}

/**
 * The round card's prompt, for a finger or for a mouse and keys: shown only once the card takes a tap or key, so a prompt on
 * screen always works; none on the card that ends the run.
 */
export function cardPrompt(s: State, touch: boolean): string | null {
  const r = s.result;
  if (!r || !cardTakesInput(s)) return null;
  if (r.stars > 0) return touch ? 'Tap for the next round' : 'Click, Space or Enter: next round';
  return touch ? 'TAP TO TRY AGAIN' : 'CLICK, SPACE OR ENTER: TRY AGAIN';
}

/**
 * The round card's wait bar, 0..1 of the wait run: while a card ignores taps (its prompt's row, never blank) and while the
 * card that ends the run holds before the game-over screen, which holds presses a moment more before a restart or a post.
 * Null once the card takes a tap.
 */
export function holdBar(s: Pick<State, 'result' | 'phase' | 'phaseTime'>): number | null {
  if (s.phase === 'over') return Math.min(1, s.phaseTime / OVER_HOLD);
  if (s.phase !== 'result' || cardTakesInput(s)) return null;
  return Math.min(1, s.phaseTime / cardHold(s));
}

/** The coach lines by the bow at the start of a run: for a finger (the slingshot pull), or for a mouse and the keys. */
export function coachLines(touch: boolean, aimKeys: string): [string, string] {
  return touch
    ? ['Pull back from the bow to aim,', 'let go to shoot']
    : [`Aim: mouse or ${aimKeys}`, 'Hold click or Space, let go'];
}

/** Lines rewrapped word by word so none is wider than `room` (by `width`); a single word wider than it stands alone. */
export function wrapLines(lines: readonly string[], room: number, width: (text: string) => number): string[] {
  const out: string[] = [];
  for (const word of lines.join(' ').split(' ')) {
    const last = out[out.length - 1];
    if (last !== undefined && width(`${last} ${word}`) <= room) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return lines.every((line) => width(line) <= room) ? [...lines] : out;
}

export type { Box } from './view';

/** True when two boxes overlap (touching edges do not). */
export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/**
 * Where a floating text may go: moved inside `bounds` (keeping `pad` from its edges), then up or down in steps of its
 * height until it overlaps none of `taken`; null when there is no room nearby (the text is then skipped).
 */
export function placeBox(box: Box, taken: readonly Box[], bounds: Box, pad: number): Box | null {
  const x = Math.max(bounds.x + pad, Math.min(bounds.x + bounds.w - pad - box.w, box.x));
  for (const k of [0, -1, 1, -2, 2, -3, 3]) {
    const y = Math.max(bounds.y + pad, Math.min(bounds.y + bounds.h - pad - box.h, box.y + k * box.h * 1.1));
    const at = { x, y, w: box.w, h: box.h };
    if (!taken.some((t) => overlaps(t, at))) return at;
  }
  return null;
}

/** The box in the view of the world's rectangle between two corners (upright the view turns the world). */
function screenBox(v: View, from: Point, to: Point): Box {
  const a = toScreen(v, from);
  const b = toScreen(v, to);
  return { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), w: Math.abs(b.x - a.x), h: Math.abs(b.y - a.y) };
}

/** The field's box in the view: floating texts stay on it, never on the sky beside it or off the frame's edge. */
export function fieldBox(v: View): Box {
  return screenBox(v, { x: 0, y: 0 }, { x: WORLD_W, y: WORLD_L });
}

/** The targets' boxes in the view: what the player must see, so no floating text goes over them. */
export function targetBoxes(s: State, v: View): Box[] {
  return s.targets.map((t) => {
    const y = laneY(s.lanes, t.lane, s.time);
    return screenBox(v, { x: t.x - t.r, y: y - t.r }, { x: t.x + t.r, y: y + t.r });
  });
}

/** Whether a dot of radius `r` (world units) at a world point would touch a box of the view: the aim guide stops short of the HUD. */
export function dotTouches(v: View, box: Box, r: number): (p: Point) => boolean {
  return (p) => {
    const at = toScreen(v, p);
    return overlaps({ x: at.x - r * v.k, y: at.y - r * v.k, w: 2 * r * v.k, h: 2 * r * v.k }, box);
  };
}

/** A band of the upright view across its whole width, from `top` to `bottom`. */
export interface Band {
  top: number;
  bottom: number;
}

/**
 * Where the upright coach lines go, away from the bow, its grip ring and the targets: under the field when the view leaves
 * room there, else between the HUD and the first lane, else in the gap between the two lanes furthest from the bow.
 */
export function coachBand(s: State, v: View, hud: Box, need: number): Band {
  const laneEdge = (lane: number, side: -1 | 1): number =>
    toScreen(v, { x: 0, y: laneY(s.lanes, lane, s.time) + (side * LANE_HEIGHT) / 2 }).y;
  const bands: Band[] = [
    { top: v.oy + WORLD_L * v.k, bottom: v.height },
    { top: hud.y + hud.h, bottom: laneEdge(0, -1) },
    { top: laneEdge(0, 1), bottom: laneEdge(1, -1) },
  ];
  return bands.find((b) => b.bottom - b.top >= need) ?? (bands[1] as Band);
}

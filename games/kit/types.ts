/** The kit's shared types: what a game declares (GameSpec) and what the kit hands it back. */
import type { TextBox, TextOverHazard } from './draw';
import type { GameRules } from './replay';

/** Where a game is in its flow; `window.__game.scene` reports it. */
export type Scene = 'title' | 'playing' | 'paused' | 'gameover';

/** A point in the game's logical coordinates. */
export interface Point {
  x: number;
  y: number;
}

/** A finger on the canvas: where it is, and (from the page's input) where it went down, so a quick flick that travelled
 * before the first step saw it still counts from its start. */
export interface TouchPoint extends Point {
  from?: Point;
}

/** How the field is laid out: wide (the game's width × height) or tall (its `portrait` size). */
export type Layout = 'landscape' | 'portrait';

/** The playfield's rectangle in CSS pixels of the game page. */
export interface FieldRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The whole canvas in the field's logical units: the field is 0..width × 0..height inside it, the margins round it. */
export interface FrameBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * An on-screen button for touch devices. The kit places it outside the field (a strip under it in portrait, bands beside it in
 * landscape): x < 0.5 puts it in the left thumb's cluster, x orders the buttons within a cluster; y breaks ties.
 */
export interface TouchButton {
  label: string;
  x: number;
  y: number;
}

/** How one game action is triggered: keys (KeyboardEvent.code), standard gamepad buttons/stick directions, a touch button. */
export interface ActionBinding {
  keys: readonly string[];
  /** Standard-mapping button indices: 0 A, 1 B, 2 X, 3 Y, 12 up, 13 down, 14 left, 15 right. */
  buttons?: readonly number[];
  /** Stick directions as [axis, sign]: [1, -1] is left stick up, [0, 1] left stick right. */
  axes?: readonly (readonly [number, 1 | -1])[];
  /** Read only this gamepad (index in navigator.getGamepads()); default: every pad. */
  pad?: number;
  touch?: TouchButton;
}

/** The input one simulation step sees. */
export interface InputFrame<A extends string> {
  /** Actions held down now. */
  held: Readonly<Record<A, boolean>>;
  /** Actions that went down since the previous step (edges; true for exactly one step). */
  pressed: Readonly<Record<A, boolean>>;
  /** Fingers (or a pressed mouse) on the canvas, in logical coordinates; empty when none. */
  touches: readonly TouchPoint[];
  /** The layout the touches are measured in (the kit always sets it; absent means landscape). */
  layout?: Layout;
}

/** A choice on the title screen, e.g. difficulty; the chosen label is passed to `create`. */
export interface MenuOption {
  id: string;
  label: string;
  choices: readonly string[];
  /** Index of the default choice (0 if absent). */
  initial?: number;
  /** One short line per choice saying what it means, shown under the menu while the choice is made. */
  notes?: readonly string[];
}

/** The chosen label of each menu option, by option id. */
export type MenuChoices = Readonly<Record<string, string>>;

/** A synthesized sound effect: a beep (fixed pitch), a sweep (pitch glide) or a noise burst. */
export interface SoundSpec {
  kind: 'beep' | 'sweep' | 'noise';
  /** Start frequency in Hz (for noise: the low-pass cutoff). */
  freq: number;
  /** End frequency in Hz (sweep only). */
  to?: number;
  /** Length in seconds. */
  duration: number;
  /** 0..1, default 0.3. */
  volume?: number;
  wave?: OscillatorType;
}

/** What `render` gets besides the state. */
export interface DrawInfo {
  scene: Scene;
  /** True when the visitor asked for reduced motion: no shake, no flashes, no blinking. */
  reducedMotion: boolean;
  /** Seconds since the page started (for title-screen animation; the state has its own clock). */
  time: number;
  /** The current layout (absent means landscape) and logical size: the game's, its `portrait` one or what `view` chose. */
  layout?: Layout;
  width: number;
  height: number;
  /** CSS px per logical unit: size HUD text with `readableSize(size, info.scale)` so it never shows under 12 CSS px. */
  scale?: number;
  /** The player's best score before this run began (0 before any): the mark a HUD may show for the run to beat. */
  best?: number;
}

/** A title's instruction lines: the same on every layout, or chosen for the layout drawn (`Layout`). */
export type TitleLines = readonly string[] | ((layout: Layout) => readonly string[]);

/**
 * Everything a game tells the kit. S is the game's plain state, A its action names, I the input its rules step on.
 * The rules (`rules.ts` beside `sim.ts`) are what the server replays; the rest is the page's.
 */
export interface GameSpec<S, A extends string, I> {
  /** Storage key part and page id, kebab-case: 'paddle-war'. */
  id: string;
  /** Shown big on the title screen. */
  title: string;
  /** A short line under the title. */
  tagline?: string;
  /** Logical size of the playfield; the canvas letterboxes to this aspect. */
  width: number;
  height: number;
  /** Logical size for a frame taller than wide (phone held upright); the kit uses the size whose aspect is closer to the frame's. */
  portrait?: { width: number; height: number };
  /** Instead of `portrait`: picks the logical size for a frame of frameWidth×frameHeight CSS px on every resize (a taller-than-wide size lays out as portrait). */
  view?(frameWidth: number, frameHeight: number): { width: number; height: number };
  /**
   * The field's background continues into the margins around it, for a world with no edge there (open space);
   * otherwise the margins are black, so the field's edges, where things wrap or bounce, show.
   */
  seamlessMargins?: boolean;
  actions: Readonly<Record<A, ActionBinding>>;
  /** Lines shown on the title screen, e.g. 'W / S or ↑ / ↓  move', or the lines for the layout drawn. */
  controls: TitleLines;
  /** Lines shown instead of `controls` on touch devices, e.g. 'Drag to move your paddle'. */
  touchControls?: TitleLines;
  /** The pure rules: create, step, score, the title menu and the input's codec (see replay.ts). */
  rules: GameRules<S, I>;
  /** This step's input for the rules, from the kit's input frame (keys, pad, fingers in logical coordinates). */
  input(frame: InputFrame<A>, state: S): I;
  /** Page bookkeeping after each playing step (a record kept in storage); never changes the run. */
  afterStep?(state: S): void;
  render(ctx: CanvasRenderingContext2D, state: S, info: DrawInfo): void;
  /**
   * Draws the margins round the field (the bands kept for the buttons, the letterbox) over their fill, before `render`,
   * in the field's units: `frame` is the whole canvas. Not clipped to the field, so it must leave the field alone.
   */
  drawMargins?(ctx: CanvasRenderingContext2D, frame: FrameBox, state: S, info: DrawInfo): void;
  lives?(state: S): number;
  /** Names of the sound cues the last update emitted; the kit plays `sounds[name]` for each. */
  events?(state: S): readonly string[];
  sounds?: Readonly<Record<string, SoundSpec>>;
  /** Whether a record set by this run deserves 'NEW BEST' on the game-over screen (default true; e.g. false for a lost match). */
  celebrate?(state: S): boolean;
  /** Headline on the game-over screen (default 'GAME OVER'). */
  gameOverText?(state: S): string;
  /** The game-over headline's colour (default magenta), e.g. the winner's: a theme colour that reads 4.5:1 there. */
  gameOverColor?(state: S): string;
  /**
   * Up to two lines the game-over screen shows under its prompt: how far the run got, the next goal. Each is sized to
   * the field's width, so a narrow (portrait) field asks for shorter ones.
   */
  gameOverNotes?(state: S, layout: Layout): readonly string[];
  /** Extra read-only values for end-to-end tests, exposed as `window.__game.debug`; give it in the test build only. */
  debug?(state: S): Readonly<Record<string, number | string | boolean>>;
  /** Optional attract-mode step behind the title screen (no input). */
  idle?(state: S, dt: number): S;
}

/** The read-only snapshot behind `window.__game` in the test build (release bundles report `{ scene }` alone). */
export interface GameSnapshot {
  scene: Scene;
  score: number;
  lives: number | null;
  best: number;
  debug: Readonly<Record<string, number | string | boolean>>;
  layout: Layout;
  /** The playfield in CSS px of the game page. */
  field: FieldRect;
  /** Every text drawn in the last frame, with its box in CSS px of the game page (see draw.ts `drawText`). */
  texts: readonly TextBox[];
  /** Texts drawn over a hazard while playing since the page loaded, the first 20 (see draw.ts `markHazard`): none expected. */
  textsOverHazards: readonly TextOverHazard[];
  /** False when a test knob (?seed, ?lives ...) is in the address: such runs never set the best score. */
  countsForBest: boolean;
  /** The seed of the run (today's run: the day's seed, the same for every player). */
  seed: number;
}

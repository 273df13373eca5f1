/** Paddle War page: the kit runs the sim and the renderer; the ladder of levels beaten is kept here. */
import { runGame } from '../kit/run-game';
import { browserStorage, createStore } from '../kit/storage';
import { COLORS } from '../kit/theme';
import { TEST_RUN } from '../kit/test-build';
import type { GameSpec, InputFrame } from '../kit/types';
import { climb, gameOverNotes, LADDER_KEY, titleLadder } from './ladder';
import { render } from './render';
import { rules } from './rules';
import { matchNote, RALLY_KEY, type RallyRecord } from './records';
import { headline } from './score';
import { attract, type Action, type PaddleWarState } from './sim';
import { keyControls, touchControls } from './title';
import { courtInput } from './view';

const store = createStore(browserStorage());
// Test runs (a knob in the address of the test build) climb the ladder and set rally records for this page only, as
// they never set a best.
let cleared = store.readNumber(LADDER_KEY, 0);
const best = store.readNumber(RALLY_KEY, 0);
let rally: RallyRecord = { best, before: best, moved: false };
/** The last step's match time: a smaller one is a new match. */
let lastTime = Infinity;

/** Climbs the ladder when a match is won (asked after every step; a rung is climbed once). */
function climbLadder(s: PaddleWarState): void {
  if (s.winner === null) return;
  const next = climb(cleared, s);
  if (next !== cleared) {
    cleared = next;
    if (!TEST_RUN) store.write(LADDER_KEY, cleared);
  }
}

/** Keeps the longest rally against the computer once the player has moved, and the record a match began with. */
function keepRallyRecord(s: PaddleWarState): void {
  if (s.time < lastTime) rally = { ...rally, before: rally.best, moved: false };
  lastTime = s.time;
  if (s.left.vy !== 0 && !rally.moved) rally = { ...rally, moved: true };
  if (s.mode !== 'single' || !rally.moved || s.longest <= rally.best) return;
  rally = { ...rally, best: s.longest };
  if (!TEST_RUN) store.write(RALLY_KEY, s.longest);
}

const spec: GameSpec<PaddleWarState, Action, InputFrame<Action>> = {
  id: 'paddle-war',
  title: 'Paddle War',
  tagline: 'First to 7 wins',
  width: 960,
  height: 540,
  // Held upright, the court turns: your paddle at the bottom, the computer's at the top.
  portrait: { width: 540, height: 960 },
  actions: {
    // On the turned court "up" is to the left of the screen, so A and ← also work there.
    up: { keys: ['KeyW', 'KeyA'], buttons: [12], axes: [[1, -1]], pad: 0 },
    down: { keys: ['KeyS', 'KeyD'], buttons: [13], axes: [[1, 1]], pad: 0 },
    up2: { keys: ['ArrowUp', 'ArrowLeft'], buttons: [12], axes: [[1, -1]], pad: 1 },
    down2: { keys: ['ArrowDown', 'ArrowRight'], buttons: [13], axes: [[1, 1]], pad: 1 },
  },
  controls: () => keyControls(titleLadder(cleared, rally.best)),
  touchControls: () => touchControls(titleLadder(cleared, rally.best)),
  rules,
  input: courtInput,
  afterStep: (s) => {
    climbLadder(s);
    keepRallyRecord(s);
  },
  render: (ctx, s, info) => render(ctx, s, info, rally),
  // The court's ends are open (the ball goes out there): the margins beside them are more of the dark arena, so on a
  // wide frame the band with the pause and mute buttons reads as part of it, not as a strip of its own.
  seamlessMargins: true,
  idle: attract,
  // A lost match may still be your most points, but it is no cause for 'NEW BEST'.
  celebrate: (s) => s.winner === 'left',
  gameOverText: headline,
  // In the colour of the side that won: cyan for you (or the left player), magenta for the computer (or the right).
  gameOverColor: (s) => (s.winner === 'left' ? COLORS.cyan : COLORS.magenta),
  // Under the game-over panel: how the score was made (or, without a point, the rally to beat and the first goal), then
  // the ladder with the next level to beat and the rally record; upright, shorter lines.
  gameOverNotes: (s, layout) =>
    s.mode === 'single' ? gameOverNotes(cleared, s, matchNote(s, rally), rally.best, layout === 'portrait') : [],
  events: (s) => s.events,
  sounds: {
    hit: { kind: 'beep', freq: 520, duration: 0.07, wave: 'square', volume: 0.2 },
    smash: { kind: 'sweep', freq: 300, to: 1400, duration: 0.18, wave: 'square', volume: 0.25 },
    wall: { kind: 'beep', freq: 260, duration: 0.05, wave: 'square', volume: 0.15 },
    serve: { kind: 'beep', freq: 880, duration: 0.05, wave: 'sine', volume: 0.15 },
    point: { kind: 'sweep', freq: 500, to: 1200, duration: 0.25, wave: 'triangle' },
    miss: { kind: 'sweep', freq: 420, to: 110, duration: 0.35, wave: 'sawtooth', volume: 0.15 },
    win: { kind: 'sweep', freq: 400, to: 1600, duration: 0.7, wave: 'triangle' },
    'lose-match': { kind: 'noise', freq: 900, duration: 0.6, volume: 0.25 },
  },
};

/** What the end-to-end tests read as `window.__game.debug` (test build only). */
const debug = (s: PaddleWarState): Record<string, number | string | boolean> => ({
  leftY: Math.round(s.left.y),
  rightY: Math.round(s.right.y),
  ballX: Math.round(s.ball.x),
  ballY: Math.round(s.ball.y),
  scoreRight: s.scoreRight,
  mode: s.mode,
  difficulty: s.difficulty,
  ladder: cleared,
  time: Math.round(s.time * 10) / 10,
  spin: Math.round(s.ball.spin),
});

runGame(__GAME_DEBUG__ ? { ...spec, debug } : spec);

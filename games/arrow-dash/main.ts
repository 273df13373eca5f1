import { TEST_RUN, frameShapedView, runGame, type GameSpec, type InputFrame, type Point } from '../kit';
import { browserStorage, createStore } from '../kit/storage';
import { autopilot, pickTarget } from './autopilot';
import { keyControls, keysFor, readKeys, type KeyAction } from './keys';
import { HEARTS_LINE, STARS_LINE, goalNote, headline, runNote } from './panels';
import { render } from './render';
import { rules } from './rules';
import { BOW, GRIP_RADIUS, createState, isOver, multiplier, update, type Input, type State } from './sim';
import { SOUNDS } from './sounds';
import { fitView, gripRadius, toScreen, toWorld, type View } from './view';

// The view of the last drawn frame: fingers arrive in view coordinates and the sim wants world ones, with the grip ring's
// radius as drawn.
let view: View = fitView(720, 1280);
let grip = GRIP_RADIUS;

/** The best number of rounds cleared in one run, kept beside the best score (test runs never set it). */
const store = createStore(browserStorage());
const ROUNDS_KEY = 'games.arrow-dash.rounds';
let bestCleared = store.readNumber(ROUNDS_KEY, 0);

/**
 * The pointer as the game reads it beside the kit: a tap or click since the last step (a quick tap can start and end between
 * two steps), and the mouse, which aims where it points and draws while its button is held (a finger drags instead).
 */
const pointer = {
  tapped: false,
  mouseDown: false,
  mouse: null as Point | null,
  moved: false,
  // A touch screen shows the grip ring and the drag hints from the first frame, before any finger is down; a mouse moved
  // on it switches them to the mouse's.
  touch: window.matchMedia?.('(pointer: coarse)').matches === true || navigator.maxTouchPoints > 0,
};
const canvas = document.querySelector('canvas');
canvas?.addEventListener('pointerdown', (e) => {
  pointer.tapped = true;
  if (e.pointerType !== 'mouse') {
    pointer.touch = true;
    return;
  }
  pointer.touch = false;
  pointer.mouseDown = e.button === 0;
  pointer.mouse = { x: e.clientX, y: e.clientY };
  pointer.moved = true;
});
canvas?.addEventListener('pointermove', (e) => {
  // The browser also sends moves for a mouse that stays put (after a scroll or a layout change): only a real move aims.
  if (e.pointerType !== 'mouse' || (pointer.mouse?.x === e.clientX && pointer.mouse.y === e.clientY)) return;
  pointer.touch = false;
  pointer.mouse = { x: e.clientX, y: e.clientY };
  pointer.moved = true;
});
window.addEventListener('pointerup', (e) => {
  if (e.pointerType === 'mouse') pointer.mouseDown = false;
});
window.addEventListener('blur', () => (pointer.mouseDown = false));

/** Where the mouse points in world coordinates. */
const mouseInWorld = (client: Point): Point => toWorld(view, game.toLogical(client.x, client.y));

function toInput(frame: InputFrame<KeyAction>): Input {
  const finger = pointer.mouseDown ? undefined : frame.touches[0];
  const point = pointer.mouse && (pointer.moved || pointer.mouseDown) ? mouseInWorld(pointer.mouse) : null;
  const tap = pointer.tapped;
  pointer.tapped = false;
  pointer.moved = false;
  const keys = readKeys(frame, view.portrait);
  return {
    ...keys,
    charge: keys.charge || pointer.mouseDown,
    tap,
    touch: finger ? toWorld(view, finger) : null,
    point,
    grip,
  };
}

/** Keeps the best number of rounds cleared as a round is cleared. */
function remember(s: State): void {
  if (s.cleared > bestCleared && !TEST_RUN) {
    bestCleared = s.cleared;
    store.write(ROUNDS_KEY, s.cleared);
  }
}

/** The keys the autopilot would hold now in the layout shown, joined by '+' (for the scripted players; test build only). */
const advice = (s: State): string => keysFor(autopilot(s), view.portrait).join('+');

const spec: GameSpec<State, KeyAction, Input> = {
  id: 'arrow-dash',
  title: 'Arrow Dash',
  tagline: 'Flick, hit, combo!',
  width: 720,
  height: 1280,
  view: frameShapedView(360),
  actions: {
    left: { keys: ['ArrowLeft', 'KeyA'], buttons: [14], axes: [[0, -1]] },
    right: { keys: ['ArrowRight', 'KeyD'], buttons: [15], axes: [[0, 1]] },
    up: { keys: ['ArrowUp', 'KeyW'], buttons: [12], axes: [[1, -1]] },
    down: { keys: ['ArrowDown', 'KeyS'], buttons: [13], axes: [[1, 1]] },
    charge: { keys: ['Space'], buttons: [0, 7] },
    next: { keys: ['Enter', 'NumpadEnter'] },
  },
  touchControls: [
    'Pull back from the ring round the bow',
    'like a slingshot, let go to shoot',
    STARS_LINE,
    HEARTS_LINE,
  ],
  // The aim keys named are the ones that turn the bow that way on the layout shown.
  controls: (layout) => keyControls(layout === 'portrait'),
  rules,
  input: toInput,
  afterStep: remember,
  // Behind the title the autopilot plays a demo, starting over when its run is over.
  idle: (s, dt) => (isOver(s) ? createState(s.rng) : update(s, autopilot(s), dt)),
  render: (ctx, s, info) => {
    view = fitView(info.width, info.height, info.scale ?? 1);
    grip = gripRadius(view, info.scale ?? 1);
    render(ctx, s, info, { touch: pointer.touch });
  },
  events: (s) => s.events,
  sounds: SOUNDS,
  lives: (s) => s.lives,
  gameOverText: headline,
  gameOverNotes: (s) => [runNote(s), goalNote(s, bestCleared)],
};

/** What the end-to-end tests and scripted players read as `window.__game.debug` (test build only). */
const debug = (s: State): Record<string, number | string | boolean> => ({
  round: s.round,
  phase: s.phase,
  lives: s.lives,
  cleared: s.cleared,
  timeLeft: Math.round(s.timeLeft * 10) / 10,
  clock: s.clock,
  aim: Math.round(s.aim * 100) / 100,
  charge: Math.round(s.charge * 100) / 100,
  arrowsLeft: s.arrowsLeft,
  flying: s.arrows.length,
  targets: s.targets.length,
  hits: s.hits,
  combo: s.combo,
  multiplier: multiplier(s.combo),
  stars: s.result?.stars ?? -1,
  advice: advice(s),
  // Where the game's archer would aim, for scripted players: a full shot drawn from now (mouse or keys), and a flick loosed now.
  lead: Math.round((pickTarget(s)?.angle ?? 99) * 1000) / 1000,
  flickLead: Math.round((pickTarget({ ...s, charge: 1 })?.angle ?? 99) * 1000) / 1000,
  // Where the bow is drawn, in the view's units across its width `viewWidth` (a finger's drag starts there).
  bowX: Math.round(toScreen(view, BOW).x),
  bowY: Math.round(toScreen(view, BOW).y),
  viewWidth: view.width,
});

/** Test knobs (test build only): `?round=N` starts each run at round N, `?lives=N` with N tries, for pictures of later rounds. */
function knobbedRules(search: string): typeof rules {
  const query = new URLSearchParams(search);
  const round = Number(query.get('round') ?? 1);
  const lives = Number(query.get('lives') ?? 0);
  return {
    ...rules,
    create: (seed, choices) => ({
      ...rules.create(seed, choices),
      ...(round > 1 ? createState(seed, round) : {}),
      ...(lives > 0 ? { lives } : {}),
      chargeLock: true,
    }),
  };
}

const game = runGame(__GAME_DEBUG__ ? { ...spec, rules: knobbedRules(location.search), debug } : spec);

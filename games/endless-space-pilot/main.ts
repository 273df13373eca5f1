import { TEST_RUN, runGame, toWorld, type GameSpec, type InputFrame, type Layout, type Point } from '../kit';
import { browserStorage, createStore } from '../kit/storage';
import { autopilot } from './autopilot';
import { gameOverLines } from './milestones';
import { UPRIGHT_HUD, render, renderMargins, type Steering } from './render';
import { rules } from './rules';
import { HEIGHT, WIDTH, type Input, type State } from './sim';
import { SOUNDS } from './sounds';
import { titleControls, titleDemoStep } from './title-demo';
import { dragSteer, followPointer, type Drag } from './steering';

type Action = 'up' | 'down' | 'left' | 'right';

// The drag in progress lives here, outside the sim: it is input translation, not game state.
let drag: Drag | null = null;

const axis = (plus: boolean, minus: boolean): number => (plus ? 1 : 0) - (minus ? 1 : 0);

/** A finger on the field in the world's terms: upright the world lies under the HUD's strip, turned a quarter. */
function fingerInWorld(finger: Point, layout: Layout | undefined): Point {
  const onWorld = layout === 'portrait' ? { x: finger.x, y: finger.y - UPRIGHT_HUD } : finger;
  return toWorld(onWorld, layout, WIDTH);
}

/** A mouse (a fine pointer) steers by following; a finger by dragging, so it never hides the ship. */
const mouse = window.matchMedia?.('(pointer: fine)').matches === true;

/** A touch screen, as the kit first judges it: its title shows the touch lines and the big start button. */
const touchScreen = window.matchMedia?.('(pointer: coarse)').matches === true;

/**
 * How the pilot last steered, so the opening lesson names the same move: a touch screen's drag until a key is pressed;
 * with a mouse, both ways until the pilot picks one.
 */
let steering: Steering = touchScreen ? 'touch' : mouse ? 'keys-or-mouse' : 'keys';

/** Keys, a held mouse and drags in screen terms, turned into the run's terms (in portrait, up the screen is forward). */
function toInput(frame: InputFrame<Action>, s: State): Input {
  const finger = frame.touches[0];
  const onWorld = finger && fingerInWorld(finger, frame.layout);
  if (mouse) {
    const follow = followPointer(onWorld, s.ship);
    if (follow) {
      steering = 'mouse';
      return follow;
    }
  } else {
    const touch = dragSteer(onWorld, drag, s.ship);
    drag = touch.drag;
    if (touch.input) {
      steering = 'touch';
      return touch.input;
    }
  }
  const { held } = frame;
  if (held.up || held.down || held.left || held.right) steering = 'keys';
  if (frame.layout === 'portrait') return { x: axis(held.up, held.down), y: axis(held.right, held.left) };
  return { x: axis(held.right, held.left), y: axis(held.down, held.up) };
}

/** The farthest sector ever reached, remembered (not by runs with a test knob in the address, which never set a best). */
const FARTHEST_KEY = 'games.endless-space-pilot.farthest';
const store = createStore(browserStorage());
let farthest = store.readNumber(FARTHEST_KEY, 0);
let shownFarthest = farthest;

/** Once per run's end: the game-over screen compares with the farthest before this run, then the record moves on. */
function noteFinish(s: State): void {
  if (s.sector > farthest) {
    shownFarthest = farthest;
    farthest = s.sector;
    if (!TEST_RUN) store.write(FARTHEST_KEY, farthest);
  } else shownFarthest = farthest;
}

/** The layout last drawn, so the attract pilot behind the title keeps its ship clear of the title's words and button. */
let drawnLayout: Layout = 'landscape';

const spec: GameSpec<State, Action, Input> = {
  id: 'endless-space-pilot',
  title: 'Endless Space Pilot',
  tagline: 'How far can you fly?',
  width: WIDTH,
  height: HEIGHT,
  // Upright the world turns a quarter, with the HUD's strip above it.
  portrait: { width: HEIGHT, height: WIDTH + UPRIGHT_HUD },
  seamlessMargins: true,
  // Wide, the sky (and the HUD's panel) runs on into the band kept for pause and mute.
  drawMargins: renderMargins,
  actions: {
    up: { keys: ['ArrowUp', 'KeyW'], buttons: [12], axes: [[1, -1]] },
    down: { keys: ['ArrowDown', 'KeyS'], buttons: [13], axes: [[1, 1]] },
    left: { keys: ['ArrowLeft', 'KeyA'], buttons: [14], axes: [[0, -1]] },
    right: { keys: ['ArrowRight', 'KeyD'], buttons: [15], axes: [[0, 1]] },
  },
  // The first line names the way the ship flies on the layout shown.
  controls: (layout) => titleControls(false, layout === 'portrait'),
  touchControls: (layout) => titleControls(true, layout === 'portrait'),
  rules,
  input: toInput,
  afterStep: (s) => {
    if (s.over) noteFinish(s);
  },
  // Behind the title a simple autopilot flies a demo run, starting over when it crashes.
  idle: (s, dt) => titleDemoStep(s, drawnLayout === 'portrait', dt),
  render: (ctx, s, info) => {
    drawnLayout = info.layout ?? 'landscape';
    render(ctx, s, info, steering, touchScreen, info.best ?? 0);
  },
  events: (s) => s.events,
  sounds: SOUNDS,
  gameOverText: () => 'CRASHED!',
  // Under the game-over panel: the sector reached (and the farthest ever), then the next one to reach.
  gameOverNotes: (s, layout) =>
    gameOverLines(s.sector, shownFarthest, s.crashedAt >= 0 ? s.crashedAt : s.time, layout === 'portrait'),
};

/** What the end-to-end tests read as `window.__game.debug` (test build only). */
const debug = (s: State): Record<string, number | string | boolean> => {
  // The attract pilot's stick, as keys (-1, 0, 1): the scripted player of the screenshot scripts follows it to fly long runs.
  const stick = autopilot(s);
  return {
    x: Math.round(s.ship.x),
    y: Math.round(s.ship.y),
    speed: Math.round(s.speed),
    distance: Math.round(s.distance),
    shield: s.shield,
    recharge: Math.round(s.recharge * 10) / 10,
    sector: s.sector,
    time: Math.round(s.time * 10) / 10,
    crashed: s.crashed,
    obstacles: s.obstacles.length,
    cruise: Math.round(s.cruise),
    steerX: keyOf(stick.x),
    steerY: keyOf(stick.y),
  };
};

/** A stick axis as a key held one way, the other, or neither. */
const keyOf = (axis: number): number => (Math.abs(axis) < 0.3 ? 0 : Math.sign(axis));

runGame(__GAME_DEBUG__ ? { ...spec, debug } : spec);

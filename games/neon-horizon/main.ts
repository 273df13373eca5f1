import { frameShapedView, runGame, type GameSpec, type InputFrame } from '../kit';
import { autopilot } from './autopilot';
import { activeCue, jumpZone } from './cues';
import { goalNotes } from './goals';
import { LESSON_SKIP, lessonCleared } from './lesson-memory';
import { render, renderMargins, setControls } from './render';
import { LESSON_OPTION, rules } from './rules';
import { createState, isOver, multiplier, update, type Input, type State } from './sim';
import { SOUNDS } from './sounds';
import { NO_SWIPES, onFinger, takeSwipe } from './swipe';

type Action = 'left' | 'right' | 'up' | 'down';

// Swipes live here, outside the sim: they are input translation, not game state.
let swipes = NO_SWIPES;

/** A touch screen is swiped until a key or pad button is pressed: the lesson's words follow the last used. */
setControls(
  window.matchMedia?.('(pointer: coarse)').matches === true || navigator.maxTouchPoints > 0 ? 'touch' : 'keys',
);

function toInput(frame: InputFrame<Action>): Input {
  const swipe = takeSwipe(swipes, performance.now());
  swipes = swipe.swipes;
  const { pressed } = frame;
  if (Object.values(swipe.input).some(Boolean)) setControls('touch');
  else if (pressed.left || pressed.right || pressed.up || pressed.down) setControls('keys');
  return {
    left: pressed.left || swipe.input.left,
    right: pressed.right || swipe.input.right,
    up: pressed.up || swipe.input.up,
    down: pressed.down || swipe.input.down,
  };
}

/** Whether this page has cleared the lesson. */
let lessonLearnt = false;

/** Once the lesson is cleared, the next run and later visits start on "Lesson: Skip". */
function rememberLesson(s: State): void {
  if (lessonLearnt || !lessonCleared(s)) return;
  lessonLearnt = true;
  game.choose(LESSON_OPTION.id, LESSON_SKIP);
}

/** What the autopilot would press now, as a key (for the scripted benchmark player; test build only). */
function advice(s: State): string {
  const a = autopilot(s);
  return a.left ? 'ArrowLeft' : a.right ? 'ArrowRight' : a.up ? 'ArrowUp' : a.down ? 'ArrowDown' : '';
}

const spec: GameSpec<State, Action, Input> = {
  id: 'neon-horizon',
  title: 'NEON HORIZON',
  tagline: 'Race the grid toward the sun',
  width: 720,
  height: 1280,
  // The logical view follows the frame's shape, so the grid fills portrait and landscape alike.
  view: frameShapedView(360),
  actions: {
    left: { keys: ['ArrowLeft', 'KeyA'], buttons: [14], axes: [[0, -1]] },
    right: { keys: ['ArrowRight', 'KeyD'], buttons: [15], axes: [[0, 1]] },
    up: { keys: ['ArrowUp', 'KeyW'], buttons: [12, 0], axes: [[1, -1]] },
    down: { keys: ['ArrowDown', 'KeyS'], buttons: [13, 1], axes: [[1, 1]] },
  },
  // One line: on a short sideways phone, under the menu and its notes, a second would run into the start button.
  touchControls: ['Swipe ←/→ change lane · ↑ jump · ↓ slide'],
  controls: [
    '←→ / A D  change lane',
    '↑ / W  jump   ↓ / S  slide',
    'Touch: swipe ← → ↑ ↓',
    'Pad: stick or d-pad, A jump, B slide',
    'P pause   M mute',
  ],
  rules,
  input: toInput,
  afterStep: rememberLesson,
  // Behind the title the autopilot drives a demo run, starting over when it crashes.
  idle: (s, dt) => (isOver(s) ? createState(s.rng) : update(s, autopilot(s), dt)),
  render,
  drawMargins: renderMargins,
  events: (s) => s.events,
  sounds: SOUNDS,
  gameOverText: () => 'DEREZZED',
  gameOverNotes: (s) => goalNotes(s.distance),
};

/** What the end-to-end tests and scripted players read as `window.__game.debug` (test build only). */
const debug = (s: State): Record<string, number | string | boolean> => ({
  lane: s.car.lane,
  x: Math.round(s.car.x * 100) / 100,
  y: Math.round(s.car.y * 100) / 100,
  sliding: s.car.slide > 0,
  speed: Math.round(s.speed * 10) / 10,
  distance: Math.round(s.distance),
  time: Math.round(s.time * 100) / 100,
  cue: activeCue(s)?.move ?? '',
  kept: s.kept ?? '',
  takeoff: s.obstacles.some((o) => jumpZone(o, s)?.lit === true),
  combo: s.combo,
  multiplier: multiplier(s.combo),
  nearMisses: s.nearMisses,
  shield: s.shield,
  crashed: s.crashed,
  advice: advice(s),
});

const game = runGame(__GAME_DEBUG__ ? { ...spec, debug } : spec);

/** Feeds the canvas's pointer events to the swipe recogniser as they come, between steps as well as at them. */
function listenForSwipes(canvas: HTMLCanvasElement): void {
  const kinds = [
    ['pointerdown', 'down'],
    ['pointermove', 'move'],
    ['pointerup', 'up'],
    ['pointercancel', 'cancel'],
  ] as const;
  for (const [type, kind] of kinds)
    canvas.addEventListener(type, (e) => {
      const at = game.toLogical(e.clientX, e.clientY);
      swipes = onFinger(swipes, { kind, id: e.pointerId, ...at, time: performance.now() });
    });
}

const canvas = document.querySelector('canvas');
if (canvas) listenForSwipes(canvas);

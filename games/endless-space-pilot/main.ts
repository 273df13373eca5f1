import { runGame, type GameSpec, type InputFrame } from '../kit';
import { autopilot } from './autopilot';
import { render } from './render';
import { HEIGHT, WIDTH, createState, update, type Input, type State } from './sim';
import { SOUNDS } from './sounds';
import { dragSteer, type Drag } from './steering';

type Action = 'up' | 'down' | 'left' | 'right';

// The drag in progress lives here, outside the sim: it is input translation, not game state.
let drag: Drag | null = null;

function toInput(frame: InputFrame<Action>, s: State): Input {
  const touch = dragSteer(frame.touches[0], drag, s.ship);
  drag = touch.drag;
  if (touch.input) return touch.input;
  const { held } = frame;
  return { x: (held.right ? 1 : 0) - (held.left ? 1 : 0), y: (held.down ? 1 : 0) - (held.up ? 1 : 0) };
}

const spec: GameSpec<State, Action> = {
  id: 'endless-space-pilot',
  title: 'Endless Space Pilot',
  tagline: 'How far can you fly?',
  width: WIDTH,
  height: HEIGHT,
  actions: {
    up: { keys: ['ArrowUp', 'KeyW'], buttons: [12], axes: [[1, -1]] },
    down: { keys: ['ArrowDown', 'KeyS'], buttons: [13], axes: [[1, 1]] },
    left: { keys: ['ArrowLeft', 'KeyA'], buttons: [14], axes: [[0, -1]] },
    right: { keys: ['ArrowRight', 'KeyD'], buttons: [15], axes: [[0, 1]] },
  },
  controls: ['↑ ↓ ← →  or  W A S D   steer', 'Touch: drag anywhere to steer', 'P  pause       M  mute'],
  create: (seed) => createState(seed),
  update: (s, frame, dt) => update(s, toInput(frame, s), dt),
  // Behind the title a simple autopilot flies a demo run, starting over when it crashes.
  idle: (s, dt) => (s.over ? createState(s.rng) : update(s, autopilot(s), dt)),
  render,
  isOver: (s) => s.over,
  score: (s) => s.score,
  events: (s) => s.events,
  sounds: SOUNDS,
  gameOverText: () => 'CRASHED!',
  debug: (s) => ({
    x: Math.round(s.ship.x),
    y: Math.round(s.ship.y),
    speed: Math.round(s.speed),
    distance: Math.round(s.distance),
    shield: s.shield,
    crashed: s.crashed,
    obstacles: s.obstacles.length,
  }),
};

runGame(spec);

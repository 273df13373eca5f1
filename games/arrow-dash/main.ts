import { runGame, type GameSpec, type InputFrame } from '../kit';
import { autopilot } from './autopilot';
import { render } from './render';
import { createState, isOver, multiplier, update, type Input, type State } from './sim';
import { SOUNDS } from './sounds';
import { fitView, toWorld, type View } from './view';

type Action = 'left' | 'right' | 'charge' | 'next';

// The view of the last drawn frame: fingers arrive in view coordinates and the sim wants world ones.
let view: View = fitView(720, 1280);

function toInput(frame: InputFrame<Action>): Input {
  const finger = frame.touches[0];
  return {
    left: frame.held.left,
    right: frame.held.right,
    charge: frame.held.charge,
    next: frame.pressed.next || frame.pressed.charge,
    touch: finger ? toWorld(view, finger) : null,
  };
}

/** The keys the autopilot would hold now, joined by '+' (for the scripted benchmark player). */
function advice(s: State): string {
  const a = autopilot(s);
  if (a.next) return 'Enter';
  return [a.left ? 'ArrowLeft' : '', a.right ? 'ArrowRight' : '', a.charge ? 'Space' : ''].filter(Boolean).join('+');
}

const spec: GameSpec<State, Action> = {
  id: 'arrow-dash',
  title: 'Arrow Dash',
  tagline: 'Flick, hit, combo!',
  width: 720,
  height: 1280,
  view: (w, h) => {
    const k = Math.max(1, 360 / Math.min(w, h));
    return { width: w * k, height: h * k };
  },
  actions: {
    left: { keys: ['ArrowLeft', 'KeyA'], buttons: [14], axes: [[0, -1]] },
    right: { keys: ['ArrowRight', 'KeyD'], buttons: [15], axes: [[0, 1]] },
    charge: { keys: ['Space', 'ArrowUp', 'KeyW'], buttons: [0, 7] },
    next: { keys: ['Enter', 'NumpadEnter'] },
  },
  touchControls: ['Drag toward a target, let go to shoot', 'A longer drag flies faster', 'Hits in a row build a combo'],
  controls: ['← → / A D  aim', 'hold Space / ↑  charge, release', 'Touch: flick toward a target', 'Pad: stick aims, hold A to shoot', 'P pause   M mute'],
  create: (seed) => createState(seed),
  update: (s, frame, dt) => update(s, toInput(frame), dt),
  // Behind the title the autopilot plays a demo, starting over when it fails a round.
  idle: (s, dt) => (isOver(s) ? createState(s.rng) : update(s, autopilot(s), dt)),
  render: (ctx, s, info) => {
    view = fitView(info.width, info.height);
    render(ctx, s, info);
  },
  isOver,
  score: (s) => s.score,
  events: (s) => s.events,
  sounds: SOUNDS,
  gameOverText: (s) => (s.timeLeft <= 0 ? "TIME'S UP" : 'OUT OF ARROWS'),
  debug: (s) => ({
    round: s.round,
    phase: s.phase,
    timeLeft: Math.round(s.timeLeft * 10) / 10,
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
  }),
};

runGame(spec);

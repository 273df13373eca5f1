import { TEST_RUN, runGame, type GameSpec, type InputFrame } from '../kit';
import { browserStorage, createStore } from '../kit/storage';
import { render, renderBands } from './render';
import { aimBot } from './bots';
import { ACTIONS, CONTROLS, TOUCH_CONTROLS, type Action } from './controls';
import { betterRecord, lessonLearnt, nextGoal, recordLine, type WaveRecord } from './goals';
import { rules, type StepInput } from './rules';
import {
  HEIGHT,
  NO_INPUT,
  PORTRAIT_HEIGHT,
  PORTRAIT_WIDTH,
  WIDTH,
  createState,
  fitWorld,
  update,
  type State,
} from './sim';
import { SOUNDS } from './sounds';
import { createTapJump } from './tap-jump';

/** Test build only: `?lives=1` starts each game with one ship, `?wave=4` in wave 4 (test knobs: such runs set no best). */
function digitFromQuery(name: string): number | undefined {
  const raw = new URLSearchParams(location.search).get(name);
  return raw !== null && /^[1-9]$/.test(raw) ? Number(raw) : undefined;
}

const lives = __GAME_DEBUG__ ? digitFromQuery('lives') : undefined;
const wave = __GAME_DEBUG__ ? digitFromQuery('wave') : undefined;

const tapJump = createTapJump();

const LESSON_KEY = 'games.space-breaker.lesson-learnt';
const store = createStore(browserStorage());
/** Whether this player has learnt the first wave's lesson, on this page or a visit before: it then stays away. */
let lessonKnown = store.readNumber(LESSON_KEY, 0) > 0;

function rememberLesson(s: State): void {
  if (lessonKnown || !lessonLearnt(s)) return;
  lessonKnown = true;
  if (!TEST_RUN) store.write(LESSON_KEY, 1);
}

const RECORD_WAVE_KEY = 'games.space-breaker.record-wave';
const RECORD_SCORE_KEY = 'games.space-breaker.record-score';
/** The furthest this player has got, named at game over beside the next goal. */
let record: WaveRecord = { wave: store.readNumber(RECORD_WAVE_KEY, 0), score: store.readNumber(RECORD_SCORE_KEY, 0) };

function rememberRecord(s: State): void {
  const next = betterRecord(record, s);
  if (next === record) return;
  record = next;
  if (TEST_RUN) return;
  store.write(RECORD_WAVE_KEY, next.wave);
  store.write(RECORD_SCORE_KEY, next.score);
}

function afterStep(s: State): void {
  rememberLesson(s);
  rememberRecord(s);
}

function toInput(frame: InputFrame<Action>, s: State): StepInput {
  const { held, pressed } = frame;
  const portrait = frame.layout === 'portrait';
  const field = portrait ? { width: PORTRAIT_WIDTH, height: PORTRAIT_HEIGHT } : { width: WIDTH, height: HEIGHT };
  // Asked every step, so the fingers it knows stay current.
  const tapped = tapJump(frame.touches, field, fitWorld(s, portrait));
  return {
    portrait,
    turn: (held.right ? 1 : 0) - (held.left ? 1 : 0),
    thrust: held.thrust,
    // A tap shorter than one step still counts; the sim fires once per press.
    fire: held.fire || pressed.fire,
    hyperspace: held.hyper || pressed.hyper || tapped,
  };
}

/** What the aiming bot would press now, as keys joined by '+' (for scripted players in the e2e tests; test build only). */
function advice(s: State): string {
  const a = aimBot(s, false);
  return [a.turn < 0 ? 'ArrowLeft' : a.turn > 0 ? 'ArrowRight' : '', a.fire ? 'Space' : ''].filter(Boolean).join('+');
}

const spec: GameSpec<State, Action, StepInput> = {
  id: 'space-breaker',
  title: 'Space Breaker',
  tagline: 'Blast the rocks. Mind the pieces.',
  width: WIDTH,
  height: HEIGHT,
  actions: ACTIONS,
  portrait: { width: PORTRAIT_WIDTH, height: PORTRAIT_HEIGHT },
  controls: CONTROLS,
  touchControls: TOUCH_CONTROLS,
  // The test build's ?lives and ?wave knobs change the rules, so such a run never verifies on the server.
  rules:
    lives === undefined && wave === undefined
      ? rules
      : { ...rules, create: (seed) => createState(seed, { lives, wave }) },
  input: toInput,
  afterStep,
  // Behind the title the rocks drift on their own; the ship stays out of harm's way (and out of sight).
  idle: (s, dt) => update({ ...s, ship: { ...s.ship, invulnerable: 1 } }, NO_INPUT, dt),
  render: (ctx, s, info) => render(ctx, s, info, !lessonKnown),
  drawMargins: (ctx, frame, _s, info) => renderBands(ctx, frame, info),
  lives: (s) => s.lives,
  gameOverNotes: () => {
    const best = recordLine(record);
    // The goal lies past the furthest wave reached, this run's or an earlier one's (it is kept as the run goes).
    return best ? [nextGoal(record), best] : [nextGoal(record)];
  },
  events: (s) => s.events,
  sounds: SOUNDS,
};

/** What the end-to-end tests and scripted players read as `window.__game.debug` (test build only). */
const debug = (s: State): Record<string, number | string | boolean> => ({
  x: Math.round(s.ship.x),
  y: Math.round(s.ship.y),
  angle: Math.round(s.ship.angle * 100) / 100,
  speed: Math.round(Math.hypot(s.ship.vx, s.ship.vy)),
  alive: s.ship.alive,
  wave: s.wave,
  time: Math.round(s.time * 100) / 100,
  heat: Math.round(s.heat * 100) / 100,
  world: `${s.width}x${s.height}`,
  rocks: s.rocks.length,
  bullets: s.bullets.length,
  advice: advice(s),
});

runGame(__GAME_DEBUG__ ? { ...spec, debug } : spec);

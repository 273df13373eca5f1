/** The kit's public API in one import: `import { runGame, COLORS, type GameSpec } from '../kit'`. */
export { runGame, type RunningGame } from './run-game';
export { TEST_RUN } from './test-build';
export { frameShapedView, readableSize, toWorld } from './layout';
export { createRandom, type Random } from './random';
export { atan2, cos, exp, hypot, sin } from './exact-math';
export { COLORS, FONT_MONO, FONT_SANS, font } from './theme';
export { drawText, drawTurned, markBacking, markHazard, neonRect, neonStroke, type TextStyle } from './draw';
export type {
  ActionBinding,
  DrawInfo,
  GameSnapshot,
  GameSpec,
  InputFrame,
  MenuChoices,
  MenuOption,
  Point,
  Scene,
  SoundSpec,
  TouchButton,
  Layout,
  FieldRect,
  FrameBox,
} from './types';

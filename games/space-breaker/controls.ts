/** Space Breaker's controls: keys, gamepad and the touch buttons, in two thumb clusters. */
import type { ActionBinding } from '../kit/types';

export type Action = 'left' | 'right' | 'thrust' | 'fire' | 'hyper';

/**
 * Two thumbs, two clusters: the left turns, the right thrusts and fires, side by side. Hyperspace has no button (one
 * beside the turns was hit by a thumb reaching for them): on a touch screen a tap on the ship jumps (tap-jump.ts).
 */
export const ACTIONS: Record<Action, ActionBinding> = {
  left: { keys: ['ArrowLeft', 'KeyA'], buttons: [14], axes: [[0, -1]], touch: { label: '↺', x: 0.1, y: 0.84 } },
  right: { keys: ['ArrowRight', 'KeyD'], buttons: [15], axes: [[0, 1]], touch: { label: '↻', x: 0.3, y: 0.84 } },
  thrust: { keys: ['ArrowUp', 'KeyW'], buttons: [12, 7], axes: [[1, -1]], touch: { label: '▲', x: 0.7, y: 0.84 } },
  fire: { keys: ['Space', 'KeyJ', 'KeyK'], buttons: [0, 5], touch: { label: '●', x: 0.9, y: 0.84 } },
  hyper: { keys: ['KeyH', 'ShiftLeft', 'ShiftRight'], buttons: [1, 3] },
};

export const CONTROLS = [
  '← →  turn      ↑  thrust',
  'SPACE  fire    H / SHIFT  hyperspace',
  'Misses heat the gun: aim, then fire',
  'P  pause       M  mute',
];
export const TOUCH_CONTROLS = [
  'Left thumb: ↺ ↻ turn',
  'Right thumb: ▲ thrust, ● fire (hold repeats)',
  'Tap your ship: hyperspace jump',
  'Misses heat the gun: aim, then fire',
];

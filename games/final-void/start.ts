/** How a level begins: its card shows over the live level until the player's first move, which also plays. */
import type { InputFrame } from '../kit/types';
import type { Action } from './sim';

const MOVES: readonly Action[] = ['left', 'right', 'up', 'down', 'jump', 'dash'];

/**
 * Whether this step's input ends the level card: a move or a jump pressed now. A key still held from the press that left
 * the title (Space) is not a new press, so it never skips the card unseen.
 */
export const startsPlay = (frame: InputFrame<Action>): boolean => MOVES.some((a) => frame.pressed[a]);

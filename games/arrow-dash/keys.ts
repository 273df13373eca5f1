/**
 * The keys as the screen shows the field. Upright the bow points up the screen and ← → turn it; turned sideways it points
 * right, so ↑ ↓ turn it (← → still turn it the same ways: anticlockwise and clockwise). Space draws in every layout.
 */
import type { InputFrame } from '../kit';
import { HEARTS_LINE, STARS_LINE } from './panels';

export type KeyAction = 'left' | 'right' | 'up' | 'down' | 'charge' | 'next';

/** What the keys ask of the rules: turn the bow left or right (in the world), draw, move on from a card. */
export interface KeyInput {
  left: boolean;
  right: boolean;
  charge: boolean;
  next: boolean;
}

/** The keys' input for a layout: sideways, ↑ turns the bow toward the top of the screen (the world's left), ↓ toward the bottom. */
export function readKeys(frame: Pick<InputFrame<KeyAction>, 'held' | 'pressed'>, portrait: boolean): KeyInput {
  const { held, pressed } = frame;
  return {
    left: held.left || (!portrait && held.up),
    right: held.right || (!portrait && held.down),
    charge: held.charge,
    next: pressed.next || pressed.charge,
  };
}

/** The keys to hold for an input in a layout (what the scripted players press): the inverse of `readKeys`. */
export function keysFor(input: KeyInput, portrait: boolean): string[] {
  if (input.next) return ['Enter'];
  const [left, right] = portrait ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
  return [input.left ? left : '', input.right ? right : '', input.charge ? 'Space' : ''].filter(Boolean);
}

/** The aim keys as a hint shows them: the pair that moves the bow the way the arrows on the keys point. */
export function aimKeys(portrait: boolean): string {
  return portrait ? '← →' : '↑ ↓';
}

/** The title screen's lines for a keyboard and mouse, in the layout shown. */
export function keyControls(portrait: boolean): string[] {
  return [
    `Aim: point the mouse, or ${aimKeys(portrait)}`,
    'Shoot: hold button or Space, let go',
    STARS_LINE,
    HEARTS_LINE,
    'P pause   M mute',
  ];
}

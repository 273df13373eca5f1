/** The title's instructions, matched to the device: keys on a desktop, a finger on a touch screen. */

/** With keys: moving, both players' keys, the shots, and the kit's pause (P) and mute (M) keys, which work in every game. */
export const KEY_CONTROLS: readonly string[] = [
  '1P   W / S or ↑ / ↓   move',
  '2P   left W / S   right ↑ / ↓',
  'Edges angle the ball, moving hits curve it',
  'Every 2nd return in a rally SMASHES',
  'P pause   M mute',
];

/** On a touch screen: no keys to name (the pause and mute buttons show on the screen). */
export const TOUCH_CONTROLS: readonly string[] = [
  'Drag anywhere to move your paddle',
  'Edges angle it, moving hits curve it',
  'Every 2nd return in a rally SMASHES',
];

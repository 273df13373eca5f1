/**
 * The title's instructions, matched to the device: keys on a desktop, a finger on a touch screen; under them the ladder
 * climbed so far (the levels beaten, ticked) and the longest rally against the computer.
 */

/**
 * With keys: moving, both players' keys, the shots, the kit's pause (P) and mute (M) keys, which work in every game,
 * and the ladder line.
 */
export function keyControls(ladder: string): readonly string[] {
  return [
    '1P   W / S or ↑ / ↓   move      P pause   M mute',
    '2P   left W / S   right ↑ / ↓',
    'Edges angle the ball, moving hits curve it',
    'Every 2nd return in a rally SMASHES',
    ladder,
  ];
}

/** On a touch screen: no keys to name (the pause and mute buttons show on the screen), then the ladder line. */
export function touchControls(ladder: string): readonly string[] {
  return [
    'Drag anywhere to move your paddle',
    'Edges angle it, moving hits curve it',
    'Every 2nd return in a rally SMASHES',
    ladder,
  ];
}

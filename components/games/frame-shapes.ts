/** The shape of each game's field, so the page sizes the frame to it (the game picks its layout from the frame's aspect). */
export interface FrameShape {
  /** Field width ÷ height when the screen is wider than tall. */
  landscape: number;
  /** Field width ÷ height when the screen is taller than wide. */
  portrait: number;
  /** True when the game shows touch buttons beside (landscape) or under (portrait) the field on touch screens. */
  pad: boolean;
}

/** By game id; a game missing here gets a full-width 80vh frame. */
export const FRAME_SHAPES: Readonly<Record<string, FrameShape>> = {
  'paddle-war': { landscape: 16 / 9, portrait: 9 / 16, pad: false },
  'space-breaker': { landscape: 16 / 9, portrait: 9 / 16, pad: true },
  'endless-space-pilot': { landscape: 16 / 9, portrait: 9 / 16, pad: false },
  // These two draw to any aspect; 16:9 keeps the runner's grid wide and fits Arrow Dash's 9:16 field (turned sideways) exactly.
  'neon-horizon': { landscape: 16 / 9, portrait: 9 / 16, pad: false },
  'arrow-dash': { landscape: 16 / 9, portrait: 9 / 16, pad: false },
};

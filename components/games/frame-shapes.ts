/** The shape of a game's field, so the page sizes the frame to it (the game picks its layout from the frame's aspect); each game's is in content/games.json. */
export interface FrameShape {
  /** Field width ÷ height when the screen is wider than tall. */
  landscape: number;
  /** Field width ÷ height when the screen is taller than wide. */
  portrait: number;
  /** True when the game shows touch buttons beside (landscape) or under (portrait) the field on touch screens. */
  pad: boolean;
}

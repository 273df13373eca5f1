/** The pseudo-3D camera: projects track points (metres) onto the 2D canvas, fitted to portrait or landscape frames. */
import { MAX_SPEED, VIEW_DISTANCE } from './world';

/** Metres per lane. */
export const LANE_WIDTH = 2.6;
/**
 * The camera rides this far behind the car, on a lens that keeps the car's size: the further back, the less the road
 * narrows ahead, so far hazards read larger and the road ahead takes more of the screen's height. Wide views ride far
 * enough back that a hazard gives `WARNING_SECONDS` of readable warning at top speed (`READABLE_PX` tall); upright rides
 * furthest: a narrow screen must keep the lanes ahead apart where hazards are first read (a lane 60 m ahead is still a
 * sixth of the width). A phone held sideways rides further back than other wide views: its short screen leaves the road
 * little height, so the road ahead must not shrink toward the horizon so soon (a hazard 3 s ahead at the speed reached
 * 30 s in stands its foot over 40% of the way down to the car, not a third).
 */
export const CAMERA_BACK = 30;
export const CAMERA_BACK_SIDEWAYS = 45;
export const CAMERA_BACK_UPRIGHT = 70;
/**
 * The share of the car's sideways position the camera follows: little, so the road holds still as the car changes lane
 * (upright, where the road fills the width, less still), and enough that the view leans with the car.
 */
export const FOLLOW_SHARE = 0.3;
export const FOLLOW_SHARE_UPRIGHT = 0.15;
/** The camera drifts after the car over about this many seconds (an exponential ease), never in a jerk. */
export const FOLLOW_SECONDS = 0.3;
/** Nearest track distance drawn in front of the camera. */
export const NEAR = 0.6;
/**
 * How far ahead of the car the track's things are drawn, however far back the camera rides: to just short of where
 * they are placed (`VIEW_DISTANCE`), so each fades in whole rather than growing out of the haze piece by piece.
 */
export const DRAWN_AHEAD = VIEW_DISTANCE - 8;
/**
 * The warning a hazard gives, on every shape of view: at top speed it is drawn over `DRAWN_SECONDS` before the car
 * meets it, and from `WARNING_SECONDS` before it, a wall stands at least `READABLE_PX` CSS px tall, time to read it
 * and react a novice's reaction time late.
 */
export const DRAWN_SECONDS = DRAWN_AHEAD / MAX_SPEED;
export const WARNING_SECONDS = 1.5;
export const READABLE_PX = 40;

/** A camera fitted to a view: focal length, height, horizon and the lateral position it follows. */
export interface Camera {
  width: number;
  height: number;
  horizon: number;
  focal: number;
  camHeight: number;
  /** Track position (z) of the camera and its lateral offset in metres (a share of the followed lane position). */
  z: number;
  x: number;
  /** How far behind the car the camera rides. */
  back: number;
}

/** A projected point: screen position and the scale (pixels per metre) at its depth. */
export interface Projected {
  x: number;
  y: number;
  scale: number;
}

/** A view at least this many times as wide as tall is a phone held sideways: short, so every pixel of height counts. */
export const SHORT_WIDE_ASPECT = 2;

/**
 * The horizon's height in a width×height view: high, so the road takes the screen (a fifth of the way down upright, under
 * a quarter on a wide view, where the sky keeps just room for the lesson words and a pop-up; on a phone held sideways
 * the sky is one row of words, and the road takes the rest).
 */
export function horizonY(width: number, height: number): number {
  if (height > width) return height * 0.2;
  return height * (width >= height * SHORT_WIDE_ASPECT ? 0.15 : 0.22);
}

/**
 * Where the car's foot sits, as a share of the view's height: low, and lower still on a wide view, so the road between it
 * and the horizon spreads across the short, wide screen.
 */
export function carShare(width: number, height: number): number {
  return height > width ? 0.86 : 0.88;
}

/**
 * The camera's least height over the road (metres): above the tallest thing on the track, so nothing standing on it ever
 * rises past the horizon into the sky, where the words are written.
 */
export const MIN_CAMERA_HEIGHT = 3.2;

/**
 * Fits the camera to a width×height view: the three lanes fill the width at the car, the car sits low in the frame. Upright,
 * the horizon sits high and the camera rides further back, so the road takes the screen and lanes ahead stay wide.
 * `pull` (0..1) cranes the camera up and away after a crash, so the wreck sits small at the bottom, under the kit's panel.
 */
export function makeCamera(width: number, height: number, distance: number, followX: number, pull = 0): Camera {
  const portrait = height > width;
  const horizon = horizonY(width, height);
  const foot = carShare(width, height);
  const carY = height * (foot + (0.95 - foot) * pull);
  const back = portrait
    ? CAMERA_BACK_UPRIGHT
    : width >= height * SHORT_WIDE_ASPECT
      ? CAMERA_BACK_SIDEWAYS
      : CAMERA_BACK;
  const lens = Math.min((width * 0.98 * back) / (3 * LANE_WIDTH), ((carY - horizon) * back) / MIN_CAMERA_HEIGHT);
  const focal = lens * (1 - 0.55 * pull);
  const camHeight = ((carY - horizon) * back) / focal;
  const follow = portrait ? FOLLOW_SHARE_UPRIGHT : FOLLOW_SHARE;
  return { width, height, horizon, focal, camHeight, z: distance - back, x: followX * LANE_WIDTH * follow, back };
}

/** The furthest track position drawn: `DRAWN_AHEAD` beyond the car. */
export function farEnd(c: Camera): number {
  return c.z + c.back + DRAWN_AHEAD;
}

/** Where the lane position the camera follows is `dt` seconds on from `from`, easing toward the car at `to`. */
export function easeFollow(from: number, to: number, dt: number): number {
  return to + (from - to) * Math.exp(-Math.max(0, dt) / FOLLOW_SECONDS);
}

/** Projects a track point: x metres across (0 = centre lane), y metres up, z the absolute track position. */
export function project(c: Camera, x: number, y: number, z: number): Projected {
  const dz = Math.max(NEAR, z - c.z);
  const scale = c.focal / dz;
  return { x: c.width / 2 + (x - c.x) * scale, y: c.horizon + (c.camHeight - y) * scale, scale };
}

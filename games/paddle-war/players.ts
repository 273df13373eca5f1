/**
 * Scripted players that stand in for people when the computer's levels are measured (scripts/tools/paddle-war-ladder.ts and the
 * unit tests): each returns the input of one step from what it saw `lag` seconds ago.
 */
import type { InputFrame } from '../kit/types';
import * as R from './numbers';
import type { Action, PaddleWarState } from './sim';

const NONE: Record<Action, boolean> = { up: false, down: false, up2: false, down2: false };

/** A player: given the state it saw (late by its lag) and the state now, the input of this step. */
export interface Player {
  name: string;
  /** Seconds between the court and the player's move (what it sees is this old). */
  lag: number;
  move(seen: PaddleWarState, now: PaddleWarState): InputFrame<Action>;
}

const keys = (up: boolean, down: boolean): InputFrame<Action> => ({ held: { ...NONE, up, down }, pressed: NONE, touches: [] });

/** The simple tracker: keys toward the ball's height, a little off-centre so its edge angles the ball (the e2e player). */
export const tracker: Player = {
  name: 'tracker (keys)',
  lag: 0,
  move: (seen, now) => {
    const d = seen.ball.y + 30 - now.left.y;
    return keys(d < -10, d > 10);
  },
};

/** A finger on the ball: sees it 0.15 s late, leads it by as much, and drags the paddle there (touch steering). */
export const finger: Player = {
  name: 'finger (touch)',
  lag: 0.15,
  move: (seen) => {
    const y = Math.max(0, Math.min(R.HEIGHT, seen.ball.y + seen.ball.vy * 0.15));
    return { held: NONE, pressed: NONE, touches: [{ x: R.WIDTH / 4, y }] };
  },
};

/** A first-time player: sees the ball 0.2 s late, guesses a little ahead of it, moves with the keys. */
export const firstTimer: Player = {
  name: 'first-timer (keys)',
  lag: 0.2,
  move: (seen, now) => {
    const b = seen.ball;
    const ahead = b.vx < 0 ? Math.min(0.35, (b.x - R.LEFT_FACE) / -b.vx) : 0;
    const target = b.vx < 0 ? Math.max(40, Math.min(R.HEIGHT - 40, b.y + b.vy * ahead)) : R.HEIGHT / 2;
    const d = target - now.left.y;
    return keys(d < -14, d > 14);
  },
};

export const PLAYERS: readonly Player[] = [tracker, finger, firstTimer];

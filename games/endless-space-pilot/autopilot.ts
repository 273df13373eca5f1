import { HEIGHT, type Input, type State } from './world';

const LANES = 24;
const LOOK_AHEAD = 1.4;
const HOME_X = 150;
/**
 * Upright, the title's start button sits where the ship usually flies (near the bottom of the screen): behind that title
 * the attract pilot flies further up, in the empty band between the controls lines and the button.
 */
export const UPRIGHT_TITLE_HOME_X = 310;

/** Where obstacle `o` will be, vertically, when it reaches the ship's x (no bounce: a short look ahead). */
function arrival(s: State, o: State['obstacles'][number]): { t: number; y: number } {
  const t = (o.x - s.ship.x) / Math.max(1, s.speed + o.vx);
  return { t, y: o.y + o.vy * Math.max(0, t) };
}

/** The highest and lowest lanes the pilot weighs by default: the whole field, a little in from its edges. */
const EDGE = 30;

/**
 * A simple pilot for the attract mode behind the title: scores evenly spaced lanes from `topY` down by the danger of what
 * is coming (nearer is worse), likes pick-ups and staying put, and steers toward the best lane, keeping to `homeX` across.
 */
export function autopilot(s: State, homeX = HOME_X, topY = EDGE): Input {
  let best = s.ship.y;
  let bestCost = Infinity;
  for (let i = 0; i <= LANES; i++) {
    const y = topY + ((HEIGHT - EDGE - topY) * i) / LANES;
    let cost = Math.abs(y - s.ship.y) * 0.004;
    for (const o of s.obstacles) {
      const a = arrival(s, o);
      if (a.t < -0.15 || a.t > LOOK_AHEAD) continue;
      const clearance = Math.abs(a.y - y) - o.r - 22;
      // Lanes between here and there count too: the ship has to cross them.
      const crossing = Math.min(s.ship.y, y) < a.y + o.r && Math.max(s.ship.y, y) > a.y - o.r && a.t < 0.35;
      if (clearance < 0 || crossing) cost += 10 / (a.t + 0.25);
    }
    for (const p of s.pickups) {
      const t = (p.x - s.ship.x) / Math.max(1, s.speed);
      if (t > 0 && t < LOOK_AHEAD && Math.abs(p.y - y) < 20) cost -= 1.5;
    }
    if (cost < bestCost) {
      bestCost = cost;
      best = y;
    }
  }
  return {
    x: Math.max(-1, Math.min(1, (homeX - s.ship.x) / 40)),
    y: Math.max(-1, Math.min(1, (best - s.ship.y) / 24)),
  };
}

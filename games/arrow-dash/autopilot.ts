/** A simple archer for the attract mode and the scripted benchmark player: leads a target, turns the bow and charges a full shot. */
import {
  CHARGE_TIME,
  MAX_AIM,
  MAX_SPEED,
  NO_INPUT,
  laneY,
  shieldUp,
  BOW,
  type Input,
  type State,
  type Target,
} from './sim';

/** The angle that meets a target with a full-power arrow (leading its flow), and when it arrives. */
export function lead(s: State, t: Target): { angle: number; arrival: number } {
  const speed = (s.lanes[t.lane]?.speed ?? 0) + t.vx;
  let x = t.x;
  let arrival = 0;
  const y = laneY(s.lanes, t.lane, s.time);
  for (let i = 0; i < 4; i += 1) {
    arrival = Math.hypot(x - BOW.x, y - BOW.y) / MAX_SPEED + CHARGE_TIME * (1 - s.charge);
    x = t.x + speed * arrival;
  }
  return { angle: Math.atan2(x - BOW.x, BOW.y - y), arrival };
}

/** The target to go for: reachable, unshielded when the arrow lands, nearest the current aim. */
export function pickTarget(s: State): { target: Target; angle: number } | null {
  let best: { target: Target; angle: number; cost: number } | null = null;
  for (const target of s.targets) {
    const { angle, arrival } = lead(s, target);
    if (Math.abs(angle) > MAX_AIM * 0.95 || shieldUp(target, s.time + arrival)) continue;
    const cost = Math.abs(angle - s.aim) + (target.kind === 'gold' ? -0.3 : 0);
    if (!best || cost < best.cost) best = { target, angle, cost };
  }
  return best;
}

/** One step of the archer's keys. */
export function autopilot(s: State): Input {
  if (s.phase === 'result') return { ...NO_INPUT, next: s.phaseTime > 1.2 };
  const pick = pickTarget(s);
  if (!pick) return NO_INPUT;
  const off = pick.angle - s.aim;
  // Close enough when the arrow would land within half the target's radius of its centre: a key player whose presses
  // arrive late (a test polling the advice) settles instead of hunting past a point-sized aim.
  const { target } = pick;
  const tolerance = Math.max(
    0.02,
    (0.5 * target.r) / Math.hypot(target.x - BOW.x, laneY(s.lanes, target.lane, s.time) - BOW.y),
  );
  const turning = Math.abs(off) > tolerance;
  const ready = s.charge >= 0.98 && !turning && s.arrows.length === 0;
  // A key still held from the press that moved on (or started the run) draws nothing: the archer lets go first.
  return { ...NO_INPUT, left: off < -tolerance, right: off > tolerance, charge: !ready && !s.chargeLock };
}

/**
 * A level's recorded route (replays.ts) as the browser would post it: each step's input through the game's codec, cut
 * where the level ends. With `waitSteps`, the player first stands that many steps at the start before moving (the
 * level's clock starts at the first move), the longest genuine run a level allows.
 */
import { encodeLog } from '../kit/replay';
import { decodeReplay, frameOf } from './replay';
import { REPLAYS } from './replays';
import { rules } from './rules';

export interface RecordedRun {
  seed: number;
  choices: { level: string };
  log: string;
  score: number;
}

export function recordedLevelRun(level: number, { waitSteps = 0, seed = 7 } = {}): RecordedRun {
  const route = decodeReplay(REPLAYS[level - 1] ?? '');
  const steps = [...Array.from({ length: waitSteps }, () => []), ...route];
  const choices = { level: String(level) };
  const codes: (readonly number[])[] = [];
  let state = rules.create(seed, choices);
  for (let i = 0; i < steps.length && !rules.isOver(state); i += 1) {
    const code = rules.encode(frameOf(steps[i] ?? [], steps[i - 1] ?? []));
    codes.push(code);
    state = rules.step(state, rules.decode(code));
  }
  return { seed, choices, log: encodeLog(codes), score: rules.score(state) };
}

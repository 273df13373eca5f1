import { NO_INPUT, type Input } from '@/games/neon-horizon/sim';
import {
  NO_SWIPES,
  SWIPE_DISTANCE,
  SWIPE_FRESH_MS,
  onFinger,
  takeSwipe,
  type FingerEvent,
  type Swipes,
} from '@/games/neon-horizon/swipe';

/** The logical view of a phone held upright (390×844 CSS px at 360 logical units across). */
const VIEW = { width: 360, height: 779 };

/** Replays pointer events through the recogniser. */
const replay = (events: readonly FingerEvent[], from: Swipes = NO_SWIPES): Swipes => events.reduce(onFinger, from);

/** What the steps after the events read, one swipe a step (at `now` ms), until none is left. */
function read(s: Swipes, now: number): Input[] {
  const inputs: Input[] = [];
  for (let taken = takeSwipe(s, now); taken.input !== NO_INPUT; taken = takeSwipe(taken.swipes, now))
    inputs.push(taken.input);
  return inputs;
}

/** A finger going down at (x, y) at `t0` ms and moving (dx, dy) in `moves` equal pointermoves over `ms`, then lifting. */
function stroke(id: number, x: number, y: number, dx: number, dy: number, moves: number, ms: number, t0 = 1000) {
  const events: FingerEvent[] = [{ kind: 'down', id, x, y, time: t0 }];
  for (let i = 1; i <= moves; i += 1)
    events.push({ kind: 'move', id, x: x + (dx * i) / moves, y: y + (dy * i) / moves, time: t0 + (ms * i) / moves });
  events.push({ kind: 'up', id, x: x + dx, y: y + dy, time: t0 + ms + 4 });
  return events;
}

const up: Input = { ...NO_INPUT, up: true };

describe('NEON HORIZON: swipes, decided as the finger moves', () => {
  it('a quick flick up (4 pointermoves in 65 ms, a quarter of the height) jumps once, read by the next step', () => {
    const flick = stroke(1, 180, 600, 0, -VIEW.height / 4, 4, 65);
    // Every step may come only after the finger lifted: the flick is kept for it.
    expect(read(replay(flick), 1075)).toEqual([up]);
    // Or a step may come between any two events: the flick is read exactly once, at the first step after it was made.
    for (let cut = 1; cut < flick.length; cut += 1) {
      const before = replay(flick.slice(0, cut));
      const step = takeSwipe(before, 1000 + cut * 16);
      const after = replay(flick.slice(cut), step.swipes);
      expect([step.input, ...read(after, 1080)].filter((i) => i !== NO_INPUT)).toEqual([up]);
    }
  });

  it('a flick whose only travel shows as the finger lifts still counts', () => {
    const events: FingerEvent[] = [
      { kind: 'down', id: 3, x: 100, y: 500, time: 0 },
      { kind: 'up', id: 3, x: 104, y: 380, time: 40 },
    ];
    expect(read(replay(events), 50)).toEqual([up]);
  });

  it('a slow deliberate swipe (600 ms, small steps) jumps once, as soon as it has travelled far enough', () => {
    const slow = stroke(2, 180, 600, 0, -120, 30, 600);
    const crossed = slow.findIndex((e) => 600 - e.y >= SWIPE_DISTANCE);
    expect(read(replay(slow.slice(0, crossed)), 1300)).toEqual([]);
    expect(read(replay(slow.slice(0, crossed + 1)), 1300)).toEqual([up]);
    expect(read(replay(slow), 1300)).toEqual([up]);
  });

  it('a diagonal swipe goes the way it travelled most: steep is a jump, flat a lane change', () => {
    expect(read(replay(stroke(4, 180, 600, 60, -100, 4, 65)), 1075)).toEqual([up]);
    expect(read(replay(stroke(4, 180, 600, -80, -80, 4, 65)), 1075)).toEqual([up]);
    expect(read(replay(stroke(4, 180, 600, -100, -60, 4, 65)), 1075)).toEqual([{ ...NO_INPUT, left: true }]);
    expect(read(replay(stroke(4, 180, 600, 100, 40, 4, 65)), 1075)).toEqual([{ ...NO_INPUT, right: true }]);
    expect(read(replay(stroke(4, 180, 600, 10, 90, 4, 65)), 1075)).toEqual([{ ...NO_INPUT, down: true }]);
  });

  it('a tap is no swipe; a cancelled touch swipes no more', () => {
    expect(read(replay(stroke(5, 180, 600, 4, -6, 2, 80)), 1100)).toEqual([]);
    const cancelled = replay([
      { kind: 'down', id: 6, x: 100, y: 500, time: 0 },
      { kind: 'cancel', id: 6, x: 100, y: 500, time: 10 },
      { kind: 'move', id: 6, x: 100, y: 300, time: 20 },
    ]);
    expect(read(cancelled, 30)).toEqual([]);
  });

  it('two swipes made between two steps are read by two steps; each finger swipes on its own', () => {
    const left = stroke(7, 180, 600, -120, 0, 3, 40, 1000);
    const jump = stroke(8, 180, 600, 0, -150, 3, 40, 1050);
    expect(read(replay([...left, ...jump]), 1100)).toEqual([{ ...NO_INPUT, left: true }, up]);
    // A resting thumb (still down) never blocks another finger's swipe.
    const resting = replay([{ kind: 'down', id: 9, x: 20, y: 700, time: 900 }]);
    expect(read(replay(stroke(10, 180, 600, 0, -150, 4, 65), resting), 1075)).toEqual([up]);
  });

  it(`drops a swipe no step read within ${SWIPE_FRESH_MS} ms (made while the run was not playing)`, () => {
    const flick = replay(stroke(11, 180, 600, 0, -150, 4, 65));
    expect(read(flick, 1065 + SWIPE_FRESH_MS + 1)).toEqual([]);
  });
});

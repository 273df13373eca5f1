import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Frame, Page } from '@playwright/test';
import { decodeReplay } from '../../games/final-void/replay';
import type { Action } from '../../games/final-void/sim';

/**
 * Plays Final Void's recorded runs through the real page. Playwright's fake clock runs the page's requestAnimationFrame
 * loop in 16 ms frames, each running at most one 60 Hz step; before each frame the test's feeder (wrapped around the
 * page's requestAnimationFrame) presses and releases the keys, or on a phone the on-screen buttons, that the recording
 * holds at the step about to run. Every input lands on exactly its recorded step however slow the machine is, and there
 * is no URL knob: the page cannot tell this from a player, so the times it keeps are real bests.
 */

export type Recording = readonly (readonly Action[])[];

export const replayOf = (level: number): Recording =>
  decodeReplay(
    readFileSync(
      join(process.cwd(), 'games', 'final-void', 'replays', `${['1-ruins', '2-caverns', '3-tower'][level - 1]}.txt`),
      'utf8',
    ),
  );

/** Installs the feeder in the game's frame (once) and gives it the recording of the run about to start. */
export async function feed(frame: Frame, steps: Recording, touch: boolean): Promise<void> {
  await frame.evaluate(
    ({ steps, touch }) => {
      type Feeder = { steps: string[][]; held: Set<string> };
      const w = window as unknown as { __feeder?: Feeder; __game: { scene: string; debug: { steps: number } } };
      const installed = Boolean(w.__feeder);
      w.__feeder = { steps, held: w.__feeder?.held ?? new Set() };
      if (installed) return;
      const codes: Record<string, string> = {
        left: 'ArrowLeft',
        right: 'ArrowRight',
        up: 'ArrowUp',
        down: 'ArrowDown',
        jump: 'KeyZ',
        dash: 'KeyX',
      };
      const press = (action: string, down: boolean): void => {
        if (!touch) {
          window.dispatchEvent(
            new KeyboardEvent(down ? 'keydown' : 'keyup', { code: codes[action], bubbles: true, cancelable: true }),
          );
          return;
        }
        const button = document.querySelector(`.fv-pad button[aria-label="${action}"]`);
        const init = {
          pointerId: 11 + Object.keys(codes).indexOf(action),
          pointerType: 'touch',
          bubbles: true,
          cancelable: true,
        };
        button?.dispatchEvent(new PointerEvent(down ? 'pointerdown' : 'pointerup', init));
      };
      const raf = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (callback) =>
        raf((time) => {
          const f = w.__feeder as Feeder;
          const want = w.__game.scene === 'playing' ? (f.steps[w.__game.debug.steps] ?? []) : [];
          for (const a of [...f.held].filter((h) => !want.includes(h))) {
            f.held.delete(a);
            press(a, false);
          }
          for (const a of want.filter((h) => !f.held.has(h))) {
            f.held.add(a);
            press(a, true);
          }
          callback(time);
        });
    },
    { steps: steps.map((held) => [...held]), touch },
  );
}

/** Installs the feeder with nothing to press and lets two frames pass, so the frame the page asks for next already goes through it. */
export async function prime(page: Page, frame: Frame, touch: boolean): Promise<void> {
  await feed(frame, [], touch);
  await page.clock.runFor(32);
}

/** Runs the page's clock in 16 ms frames until `done` holds (checked every few seconds of game time); false on giving up. */
export async function runUntil(page: Page, done: () => Promise<boolean>, seconds = 200): Promise<boolean> {
  for (let t = 0; t < seconds; t += 4) {
    if (await done()) return true;
    await page.clock.runFor(4000);
  }
  return done();
}

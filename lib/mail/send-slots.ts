/**
 * At most `size` sends at once; the others wait for a free slot, or give up when their signal aborts first (their
 * deadline counts the wait). A kill can only catch the messages in flight between the mail server storing one and
 * the site recording its 250, so this bounds the copies a crash can make send again, whatever the burst.
 */
export function createSendSlots(size: number) {
  let busy = 0;
  const waiting: (() => void)[] = [];

  function freeSlot() {
    const next = waiting.shift();
    if (next) next();
    else busy -= 1;
  }

  function waitForSlot(signal: AbortSignal): Promise<void> {
    signal.throwIfAborted();
    if (busy < size) {
      busy += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      // A freed slot passes straight to the next waiter, so `busy` stays as it is.
      const turn = () => {
        signal.removeEventListener('abort', giveUp);
        resolve();
      };
      const giveUp = () => {
        waiting.splice(waiting.indexOf(turn), 1);
        reject(signal.reason);
      };
      waiting.push(turn);
      signal.addEventListener('abort', giveUp, { once: true });
    });
  }

  return async function inSlot<T>(signal: AbortSignal, send: () => Promise<T>): Promise<T> {
    await waitForSlot(signal);
    try {
      return await send();
    } finally {
      freeSlot();
    }
  };
}

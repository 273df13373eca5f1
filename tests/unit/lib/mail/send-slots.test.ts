import { createSendSlots } from '@/lib/mail/send-slots';

/** A send that finishes when the test says so. */
function heldSend(started: string[], name: string) {
  let finish: () => void = () => undefined;
  const done = new Promise<string>((resolve) => (finish = () => resolve(name)));
  return { run: () => (started.push(name), done), finish: () => finish() };
}

/** Lets every queued promise callback run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createSendSlots', () => {
  it('runs at most its size of sends at once, the next one as soon as a slot frees, in order', async () => {
    const inSlot = createSendSlots(2);
    const started: string[] = [];
    const sends = ['a', 'b', 'c', 'd', 'e'].map((name) => heldSend(started, name));
    const results = sends.map((send) => inSlot(new AbortController().signal, send.run));
    await settle();
    expect(started).toEqual(['a', 'b']);
    sends[1]?.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    sends.forEach((send) => send.finish());
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('lets a waiting send give up when its deadline passes, without sending it or losing the slot', async () => {
    const inSlot = createSendSlots(1);
    const started: string[] = [];
    const first = heldSend(started, 'first');
    const late = heldSend(started, 'late');
    const deadline = new AbortController();
    const running = inSlot(new AbortController().signal, first.run);
    const waiting = inSlot(deadline.signal, late.run);
    deadline.abort(new Error('deadline'));
    await expect(waiting).rejects.toThrow('deadline');
    first.finish();
    await running;
    const next = heldSend(started, 'next');
    const after = inSlot(new AbortController().signal, next.run);
    await settle();
    next.finish();
    expect(await after).toBe('next');
    expect(started).toEqual(['first', 'next']);
  });

  it('frees the slot of a send that fails', async () => {
    const inSlot = createSendSlots(1);
    await expect(inSlot(new AbortController().signal, () => Promise.reject(new Error('550 refused')))).rejects.toThrow(
      '550 refused',
    );
    expect(await inSlot(new AbortController().signal, () => Promise.resolve('sent'))).toBe('sent');
  });
});

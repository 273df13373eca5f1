import fs from 'node:fs';
import path from 'node:path';
import { createTempDataDir } from '../../api/helpers';

const dataDir = createTempDataDir();
let store: typeof import('@/lib/store/store.server').store;
let queue: typeof import('@/lib/mailing-list/confirmation-queue.server');

beforeAll(async () => {
  ({ store } = await import('@/lib/store/store.server'));
  queue = await import('@/lib/mailing-list/confirmation-queue.server');
});
afterAll(async () => {
  await queue.confirmationsSettled();
  await (await import('@/lib/store/store.server')).closeStore();
});

function mailsWritten(): number {
  const outbox = path.join(dataDir, 'outbox');
  return fs.existsSync(outbox) ? fs.readdirSync(outbox).length : 0;
}

/**
 * Keeps the event loop as a burst of requests does: every turn runs a 10 ms piece of work, until `stop()` (or after
 * `limitMs`). Resolves with the number of mails written by the time it stopped.
 */
function busyLoop(limitMs: number) {
  const startedAt = performance.now();
  let stopped = false;
  const done = new Promise<number>((resolve) => {
    const piece = () => {
      if (stopped || performance.now() - startedAt > limitMs) return resolve(mailsWritten());
      const end = performance.now() + 10;
      while (performance.now() < end);
      setImmediate(piece);
    };
    setImmediate(piece);
  });
  return {
    done,
    stop: () => {
      stopped = true;
    },
  };
}

async function queueMail(email: string): Promise<void> {
  const { mail } = await (await store()).signUp(email, { page: '/betester', wording: 'test' });
  expect(mail).not.toBeNull();
  queue.sendConfirmationAfterAnswer(mail?.mailbox ?? null);
}

describe('the confirmation mail queue', () => {
  it('sends a mail at once when nothing else runs', async () => {
    await queueMail('quiet.one@gmail.com');
    await queue.confirmationsSettled();
    expect(mailsWritten()).toBe(1);
  });

  it('steps aside while every turn of the event loop is busy, and sends once the burst has passed', async () => {
    const before = mailsWritten();
    const { mail } = await (await store()).signUp('burst.one@gmail.com', { page: '/betester', wording: 'test' });
    const burst = busyLoop(400);
    queue.sendConfirmationAfterAnswer(mail?.mailbox ?? null);
    expect(await burst.done).toBe(before);
    await queue.confirmationsSettled();
    expect(mailsWritten()).toBe(before + 1);
  });

  it('still sends under a burst that does not end, after stepping aside for at most a second', async () => {
    const before = mailsWritten();
    const { mail } = await (await store()).signUp('endless.one@gmail.com', { page: '/betester', wording: 'test' });
    const burst = busyLoop(10_000);
    queue.sendConfirmationAfterAnswer(mail?.mailbox ?? null);
    await queue.confirmationsSettled();
    burst.stop();
    expect(mailsWritten()).toBe(before + 1);
    // Sent while the burst still ran: its loop saw the mail before it stopped.
    expect(await burst.done).toBe(before + 1);
  });
});

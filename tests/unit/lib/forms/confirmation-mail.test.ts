import fs from 'node:fs';
import path from 'node:path';
import { createTempDataDir } from '../../api/helpers';

const dataDir = createTempDataDir();
let store: typeof import('@/lib/store/store.server').store;
let queue: typeof import('@/lib/forms/signup.server');

beforeAll(async () => {
  ({ store } = await import('@/lib/store/store.server'));
  queue = await import('@/lib/forms/signup.server');
});
afterAll(async () => {
  await queue.confirmationsSettled();
  await (await import('@/lib/store/store.server')).closeStore();
});

function mailsWritten(): number {
  const outbox = path.join(dataDir, 'outbox');
  return fs.existsSync(outbox) ? fs.readdirSync(outbox).length : 0;
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

  it('sends each mail of a burst once, the second sign-up of an address adding none', async () => {
    const before = mailsWritten();
    const burst = Array.from({ length: 6 }, (_, n) => `burst.${n}@gmail.com`);
    for (const email of burst) await queueMail(email);
    const { mail } = await (await store()).signUp('burst.0@gmail.com', { page: '/betester', wording: 'test' });
    expect(mail).toBeNull();
    await queue.confirmationsSettled();
    expect(mailsWritten()).toBe(before + burst.length);
  });
});

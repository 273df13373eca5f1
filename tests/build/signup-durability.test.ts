import fs from 'node:fs';
import path from 'node:path';
import { MAX_SENDS_IN_FLIGHT } from '@/lib/mail/mailer.server';
import { killMidBurstThenRetry, onSqliteAndFirestore, postBurstSignup, type Engine } from '../fixtures/kill-mid-burst';
import { tempDirs } from '../fixtures/temp-dirs';

jest.setTimeout(240_000);

const BURST = 1000;
const KILL_AFTER = 40;
const FROM = 'list@studio.test';
const tempDir = tempDirs('signup-durability-');

/** The Message-IDs each recipient was sent, with how many copies of each arrived. */
function mailsByRecipient(dir: string, files = fs.readdirSync(dir)): Map<string, Map<string, number>> {
  const found = new Map<string, Map<string, number>>();
  for (const file of files) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    const to = /^X-Envelope-To: (.+)$/m.exec(text)?.[1]?.trim() ?? '(none)';
    const id = /^Message-ID: (.+)$/im.exec(text)?.[1]?.trim() ?? `(none: ${file})`;
    const ids = found.get(to) ?? new Map<string, number>();
    ids.set(id, (ids.get(id) ?? 0) + 1);
    found.set(to, ids);
  }
  return found;
}

async function killAndRetry(engine: Engine) {
  // A slow mail server (300 ms a mail, 8 at once) leaves most acknowledged sign-ups stored but not yet mailed at the kill.
  const burst = {
    size: BURST,
    killAfter: KILL_AFTER,
    post: postBurstSignup,
    acceptDelayMs: 300,
    mailEnv: { CONTACT_FROM: FROM },
  };
  const { acknowledged, received, receivedAtKill, retries } = await killMidBurstThenRetry(engine, burst, tempDir);
  const store = await engine.open();
  const members = await store.listMembers();
  const unsent = await store.listUnsentConfirmationMails();
  await store.close();
  return {
    acknowledged,
    members,
    unsent,
    retries,
    mailedBeforeKill: mailsByRecipient(received, receivedAtKill).size,
    mails: mailsByRecipient(received),
  };
}

function check(name: string, result: Awaited<ReturnType<typeof killAndRetry>>) {
  const { acknowledged, members, unsent, retries, mailedBeforeKill, mails } = result;
  const stored = members.map((member) => member.email);
  const copies = [...mails.values()].flatMap((ids) => [...ids.values()]);
  console.info(
    `${name}: ${BURST} posted, ${acknowledged.length} acknowledged, ${stored.length} stored, ${mailedBeforeKill} mailed before the kill, ` +
      `${mails.size} mailed in all (${copies.reduce((sum, count) => sum + count, 0)} mails, ${copies.filter((count) => count > 1).length} sent twice ` +
      `under one Message-ID), ${unsent.length} left unsent`,
  );
  expect(retries.map((run) => run.code)).toEqual([0, 0]);
  expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
  // The kill fell mid-burst: some sign-ups were never answered.
  expect(acknowledged.length).toBeLessThan(BURST);
  // The kill fell between storing and sending for some of them: the retry had work to do.
  expect(mailedBeforeKill).toBeLessThan(stored.length);
  expect(acknowledged.filter((email) => !stored.includes(email))).toEqual([]);
  // Every stored sign-up got one confirmation mail, under one Message-ID, and nobody else got any.
  expect(stored.filter((email) => mails.get(email)?.size !== 1)).toEqual([]);
  expect([...mails.keys()].filter((email) => !stored.includes(email))).toEqual([]);
  expect(unsent).toEqual([]);
  // A second copy only of a mail the killed server had handed to the mail server without hearing it accepted.
  expect(Math.max(...copies)).toBeLessThanOrEqual(2);
  expect(copies.filter((count) => count > 1).length).toBeLessThanOrEqual(MAX_SENDS_IN_FLIGHT);
}

onSqliteAndFirestore(
  (engine) =>
    `mails every stored ${engine} sign-up exactly once across a SIGKILL between store and send and two concurrent retries`,
  async (name, engine) => check(name, await killAndRetry(engine)),
  tempDir,
);

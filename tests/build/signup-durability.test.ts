import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MAX_SENDS_IN_FLIGHT } from '@/lib/mail/mailer.server';
import { CONTACT_CLAIM_LEASE_MS, createStore, type Store } from '@/lib/store/store.server';
import { startFirestoreEmulator, type FirestoreEmulator } from '../fixtures/firestore-emulator';
import { runScript } from '../fixtures/run-script';
import { startSiteServer, testPort, type SiteServer } from '../fixtures/site-server';
// @ts-expect-error -- a plain ESM fixture shared with the end-to-end server
import { startSmtpSink } from '../fixtures/smtp-sink.mjs';

jest.setTimeout(240_000);

const BURST = 200;
const KILL_AFTER = 40;
const FROM = 'list@studio.test';
const folders: string[] = [];
const tempDir = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'signup-durability-'));
  folders.push(folder);
  return folder;
};
afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

function signUp(server: SiteServer, index: number): Promise<string | null> {
  const email = `durable.${index}@gmail.com`;
  return fetch(`${server.base}/api/signups`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': `10.9.${index >> 8}.${index & 255}` },
    body: JSON.stringify({ email, page: '/betester' }),
  }).then(
    (response) => (response.status === 200 ? email : null),
    () => null,
  );
}

/** The Message-IDs each recipient was sent, with how many copies of each arrived. */
function mailsByRecipient(dir: string): Map<string, Map<string, number>> {
  const found = new Map<string, Map<string, number>>();
  for (const file of fs.readdirSync(dir)) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    const to = /^X-Envelope-To: (.+)$/m.exec(text)?.[1]?.trim() ?? '(none)';
    const id = /^Message-ID: (.+)$/im.exec(text)?.[1]?.trim() ?? `(none: ${file})`;
    const ids = found.get(to) ?? new Map<string, number>();
    ids.set(id, (ids.get(id) ?? 0) + 1);
    found.set(to, ids);
  }
  return found;
}

interface Engine {
  env: Record<string, string>;
  open(): Promise<Store>;
}

async function killMidBurstThenRetry(engine: Engine) {
  const received = tempDir();
  // A slow mail server (300 ms a mail, 8 at once) leaves most acknowledged sign-ups stored but not yet mailed at the kill.
  const sink = await startSmtpSink(received, { acceptDelayMs: 300 });
  const env = { ...engine.env, SMTP_URL: `smtp://127.0.0.1:${sink.port}`, CONTACT_FROM: FROM, TRUST_PROXY: '1' };
  const port = testPort();
  const server = await startSiteServer(port, env);

  const acknowledged: string[] = [];
  const burst = Array.from({ length: BURST }, (_, index) => signUp(server, index).then((email) => email && acknowledged.push(email)));
  while (acknowledged.length < KILL_AFTER) await new Promise((resolve) => setTimeout(resolve, 5));
  server.process.kill('SIGKILL');
  const killedAt = Date.now();
  await Promise.all(burst);
  await server.exited();
  const mailedBeforeKill = mailsByRecipient(received).size;

  const restarted = await startSiteServer(port, env);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, killedAt + CONTACT_CLAIM_LEASE_MS + 1000 - Date.now())));
  const retries = await Promise.all([0, 1].map(() => runScript('scripts/contact-retry.ts', [], env)));
  restarted.process.kill('SIGTERM');
  await restarted.exited();
  await sink.close();

  const store = await engine.open();
  const members = await store.listMembers();
  const unsent = await store.listUnsentConfirmationMails();
  await store.close();
  return { acknowledged, members, unsent, retries, mailedBeforeKill, mails: mailsByRecipient(received) };
}

function check(name: string, result: Awaited<ReturnType<typeof killMidBurstThenRetry>>) {
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

it('mails every stored SQLite sign-up exactly once across a SIGKILL between store and send and two concurrent retries', async () => {
  const dataDir = tempDir();
  check('SQLite', await killMidBurstThenRetry({ env: { STORE: 'sqlite', DATA_DIR: dataDir }, open: () => createStore({ engine: 'sqlite' }, dataDir) }));
});

describe('on a Firestore-protocol server', () => {
  let emulator: FirestoreEmulator;
  beforeAll(async () => {
    emulator = await startFirestoreEmulator();
  });
  afterAll(() => emulator.stop());

  it('mails every stored sign-up exactly once across a SIGKILL between store and send and two concurrent retries', async () => {
    const settings = emulator.settings(`signup-durability-${process.pid}`);
    const env = { STORE: 'firestore', FIREBASE_PROJECT_ID: settings.projectId, FIRESTORE_EMULATOR_HOST: emulator.host, DATA_DIR: tempDir() };
    check('Firestore', await killMidBurstThenRetry({ env, open: () => createStore(settings, 'unused') }));
  });
});

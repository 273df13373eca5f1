import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MAX_SENDS_IN_FLIGHT } from '@/lib/mail/mailer.server';
import { CONTACT_CLAIM_LEASE_MS, createStore, type Store } from '@/lib/store/store.server';
import { startFirestoreEmulator, type FirestoreEmulator } from '../fixtures/firestore-emulator';
import { deliveriesByMessageId } from '../fixtures/received-mail';
import { runScript } from '../fixtures/run-script';
import { startSiteServer, testPort, type SiteServer } from '../fixtures/site-server';
// @ts-expect-error -- a plain ESM fixture shared with the end-to-end server
import { startSmtpSink } from '../fixtures/smtp-sink.mjs';

jest.setTimeout(240_000);

const BURST = 200;
const KILL_AFTER = 40;
const FROM = 'website@studio.test';
const folders: string[] = [];
const tempDir = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'contact-durability-'));
  folders.push(folder);
  return folder;
};
afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

function send(server: SiteServer, index: number): Promise<string | null> {
  const marker = `durable-${index}-end`;
  return fetch(`${server.base}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': `10.8.${index >> 8}.${index & 255}` },
    body: JSON.stringify({ user_name: `Player ${index}`, user_email: `player${index}@example.org`, message: marker }),
  }).then(
    (response) => (response.status === 200 ? marker : null),
    () => null,
  );
}

/** Which marker each delivered mail carried, by Message-ID. */
function markersByMessageId(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of fs.readdirSync(dir)) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    const id = /^Message-ID: (.+)$/im.exec(text)?.[1]?.trim();
    const marker = /durable-\d+-end/.exec(text)?.[0];
    if (id && marker) found.set(id, marker);
  }
  return found;
}

interface SinkEntry {
  messageId: string | null;
  storedAt: number;
  answeredAt: number | null;
}

interface Engine {
  env: Record<string, string>;
  open(): Promise<Store>;
}

async function killMidBurstThenRetry(engine: Engine) {
  const received = tempDir();
  // A little time per mail keeps some messages mid-send when the kill lands.
  const sink = await startSmtpSink(received, { acceptDelayMs: 20 });
  const env = { ...engine.env, SMTP_URL: `smtp://127.0.0.1:${sink.port}`, CONTACT_FROM: FROM, CONTACT_TO: 'team@studio.test', TRUST_PROXY: '1' };
  const port = testPort();
  const server = await startSiteServer(port, env);

  const acknowledged: string[] = [];
  const burst = Array.from({ length: BURST }, (_, index) => send(server, index).then((marker) => marker && acknowledged.push(marker)));
  while (acknowledged.length < KILL_AFTER) await new Promise((resolve) => setTimeout(resolve, 5));
  server.process.kill('SIGKILL');
  const killedAt = Date.now();
  await Promise.all(burst);
  await server.exited();

  // The restarted site leaves the dead process's claims alone; once their lease is over, two retries at once take them.
  const restarted = await startSiteServer(port, env);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, killedAt + CONTACT_CLAIM_LEASE_MS + 1000 - Date.now())));
  const retries = await Promise.all([0, 1].map(() => runScript('scripts/contact-retry.ts', [], env)));
  restarted.process.kill('SIGTERM');
  await restarted.exited();
  await sink.close();

  const store = await engine.open();
  const stored = await store.listContactMessages();
  await store.close();
  const sinkLog: SinkEntry[] = sink.log;
  return { acknowledged, stored, retries, killedAt, sinkLog, deliveries: deliveriesByMessageId(received), markers: markersByMessageId(received) };
}

function check(name: string, result: Awaited<ReturnType<typeof killMidBurstThenRetry>>) {
  const { acknowledged, stored, retries, deliveries, markers, killedAt, sinkLog } = result;
  const storedMarkers = new Set(stored.map((message) => message.message));
  const deliveredMarkers = [...markers.values()];
  const mails = [...deliveries.values()].reduce((sum, count) => sum + count, 0);
  const copiesOf = (marker: string) => [...markers].filter(([, each]) => each === marker).reduce((sum, [id]) => sum + (deliveries.get(id) ?? 0), 0);
  const exactlyOnce = acknowledged.filter((marker) => copiesOf(marker) === 1).length;
  // Where each second copy's first delivery was when the kill landed: stored by the mail server but its 250 not yet
  // sent (no sender can know it arrived), or 250 sent but not yet recorded as sent by the site (the site's own window).
  const firstCopies = [...deliveries].filter(([, count]) => count > 1).map(([id]) => sinkLog.find((entry) => entry.messageId === id));
  const unanswered = firstCopies.filter((entry) => entry && (entry.answeredAt === null || entry.answeredAt >= killedAt)).length;
  console.info(
    `${name}: ${BURST} posted, ${acknowledged.length} acknowledged, ${stored.length} stored, ${mails} mails delivered, ` +
      `${deliveries.size} distinct Message-IDs; acknowledged delivered exactly once: ${exactlyOnce} of ${acknowledged.length}; ` +
      `second copies ${mails - deliveries.size} (first copy unanswered at the kill: ${unanswered}; answered 250 but not yet marked sent: ` +
      `${firstCopies.length - unanswered}); ${stored.filter((message) => message.status !== 'sent').length} left unsent after the retries`,
  );
  expect(retries.map((run) => run.code)).toEqual([0, 0]);
  expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
  expect(acknowledged.length).toBeLessThan(BURST);
  // Nothing acknowledged is lost, every acknowledged message arrived exactly once, and nothing stored is left unsent.
  expect(acknowledged.filter((marker) => !storedMarkers.has(marker))).toEqual([]);
  expect(acknowledged.filter((marker) => copiesOf(marker) !== 1)).toEqual([]);
  expect(stored.filter((message) => message.status !== 'sent')).toEqual([]);
  expect([...storedMarkers].filter((marker) => !deliveredMarkers.includes(marker))).toEqual([]);
  // Each message went out under one Message-ID, its own: never two messages as one, nor one under two IDs.
  expect(new Set(deliveredMarkers).size).toBe(markers.size);
  // A second copy only of a message the killed server had handed to the mail server without hearing it accepted
  // (the kill fell between the two): never acknowledged, never more than once more, and under the same Message-ID.
  const copied = [...markers].filter(([id]) => (deliveries.get(id) ?? 0) > 1).map(([, marker]) => marker);
  expect(copied.filter((marker) => acknowledged.includes(marker))).toEqual([]);
  expect(Math.max(...deliveries.values())).toBeLessThanOrEqual(2);
  // The kill can only catch the sends in flight, which the mailer bounds however large the burst.
  expect(mails - deliveries.size).toBeLessThanOrEqual(MAX_SENDS_IN_FLIGHT);
}

it('delivers every acknowledged SQLite message exactly once across a SIGKILL mid-burst and two concurrent retries', async () => {
  const dataDir = tempDir();
  check('SQLite', await killMidBurstThenRetry({ env: { STORE: 'sqlite', DATA_DIR: dataDir }, open: () => createStore({ engine: 'sqlite' }, dataDir) }));
});

describe('on a Firestore-protocol server', () => {
  let emulator: FirestoreEmulator;
  beforeAll(async () => {
    emulator = await startFirestoreEmulator();
  });
  afterAll(() => emulator.stop());

  it('delivers every acknowledged message exactly once across a SIGKILL mid-burst and two concurrent retries', async () => {
    const settings = emulator.settings(`durability-${process.pid}`);
    const env = { STORE: 'firestore', FIREBASE_PROJECT_ID: settings.projectId, FIRESTORE_EMULATOR_HOST: emulator.host, DATA_DIR: tempDir() };
    check('Firestore', await killMidBurstThenRetry({ env, open: () => createStore(settings, 'unused') }));
  });
});

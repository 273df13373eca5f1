import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { contactMessageId } from '@/lib/mail/compose';
import { listMessageId } from '@/lib/mail/list-mail.server';
import { CONTACT_CLAIM_LEASE_MS, createStore, type Store } from '@/lib/store/store.server';
import type { FirestoreSettings } from '@/lib/store/firestore-credentials.server';
import { startFirestoreEmulator, type FirestoreEmulator } from '../../../fixtures/firestore-emulator';
import { deliveriesByMessageId } from '../../../fixtures/received-mail';
import { runScript } from '../../../fixtures/run-script';
// @ts-expect-error -- a plain ESM fixture shared with the end-to-end server
import { startSmtpSink } from '../../../fixtures/smtp-sink.mjs';

jest.setTimeout(90_000);

const FROM = 'website@studio.test';
const folders: string[] = [];
const tempDir = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'contact-retry-'));
  folders.push(folder);
  return folder;
};
afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

interface Engine {
  open(): Promise<Store>;
  env: Record<string, string>;
  /** Writes a message as an older version would have left it when killed: 'pending', saved longer ago than the lease. */
  writeStalePending(): Promise<string>;
}

function sqliteEngine(): Engine {
  const dataDir = tempDir();
  return {
    open: () => createStore({ engine: 'sqlite' }, dataDir),
    env: { STORE: 'sqlite', DATA_DIR: dataDir },
    async writeStalePending() {
      const id = randomUUID();
      const db = new Database(path.join(dataDir, 'site.db'));
      db.prepare(
        `INSERT INTO contact_messages (id, name, email, message, created_at, status) VALUES (?, 'Old', 'old@example.org', 'Hi', ?, 'pending')`,
      ).run(id, Date.now() - 2 * CONTACT_CLAIM_LEASE_MS);
      db.close();
      return id;
    },
  };
}

function firestoreEngine(emulator: FirestoreEmulator, settings: FirestoreSettings): Engine {
  return {
    open: () => createStore(settings, 'unused'),
    env: {
      STORE: 'firestore',
      FIREBASE_PROJECT_ID: settings.projectId,
      FIRESTORE_EMULATOR_HOST: emulator.host,
      DATA_DIR: tempDir(),
    },
    async writeStalePending() {
      const app = initializeApp({ projectId: settings.projectId }, `stale-${randomUUID()}`);
      try {
        const db = getFirestore(app);
        db.settings({ host: emulator.host, ssl: false, universeDomain: 'googleapis.com' });
        const createdAt = Timestamp.fromMillis(Date.now() - 2 * CONTACT_CLAIM_LEASE_MS);
        const fields = {
          name: 'Old',
          email: 'old@example.org',
          message: 'Hi',
          status: 'pending',
          attempts: 0,
          lastError: null,
          sentAt: null,
          createdAt,
        };
        const ref = await db.collection('contactMessages').add(fields);
        await db.terminate();
        return ref.id;
      } finally {
        await deleteApp(app);
      }
    },
  };
}

async function retriesRunningAtOnce(engine: Engine) {
  const received = tempDir();
  // Each mail takes the sink 250 ms, so the three retries' runs overlap.
  const sink = await startSmtpSink(received, { acceptDelayMs: 250 });
  const store = await engine.open();
  const due: string[] = [];
  for (let n = 0; n < 12; n += 1) {
    const { message, token } = await store.saveContactMessage({
      name: `Player ${n}`,
      email: `p${n}@example.org`,
      message: `Message ${n}`,
    });
    await store.markContactMessage(message.id, token, { status: 'failed', error: 'connect ECONNREFUSED' });
    due.push(message.id);
  }
  due.push(await engine.writeStalePending());
  const sent = await store.saveContactMessage({ name: 'Done', email: 'done@example.org', message: 'Already sent' });
  await store.markContactMessage(sent.message.id, sent.token, { status: 'sent' });
  // Another sender is sending this one right now: its claim is fresh, so the retries must leave it alone.
  const inFlight = await store.saveContactMessage({ name: 'Busy', email: 'busy@example.org', message: 'Being sent' });

  const env = {
    ...engine.env,
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    CONTACT_FROM: FROM,
    CONTACT_TO: 'team@studio.test',
  };
  const runs = await Promise.all([0, 1, 2].map(() => runScript('scripts/ops/contact-retry.ts', [], env)));
  await sink.close();
  const statuses = new Map((await store.listContactMessages()).map((message) => [message.id, message.status]));
  await store.close();
  return {
    due,
    sent: sent.message.id,
    inFlight: inFlight.message.id,
    runs,
    deliveries: deliveriesByMessageId(received),
    statuses,
  };
}

function expectEachDeliveredOnce(result: Awaited<ReturnType<typeof retriesRunningAtOnce>>) {
  expect(result.runs.map((run) => run.code)).toEqual([0, 0, 0]);
  const sentLines = result.runs.flatMap((run) => run.stdout.split('\n').filter((line) => line.startsWith('sent ')));
  expect(sentLines).toHaveLength(result.due.length);
  expect(result.due.map((id) => result.deliveries.get(contactMessageId(id, FROM)))).toEqual(result.due.map(() => 1));
  expect(result.deliveries.size).toBe(result.due.length);
  expect(result.due.map((id) => result.statuses.get(id))).toEqual(result.due.map(() => 'sent'));
  expect(result.statuses.get(result.inFlight)).toBe('sending');
  expect(result.statuses.get(result.sent)).toBe('sent');
}

describe('three npm run contact:retry at once', () => {
  it('send each failed or abandoned SQLite message exactly once, and leave a live claim alone', async () => {
    expectEachDeliveredOnce(await retriesRunningAtOnce(sqliteEngine()));
  });

  it('do the same on a Firestore-protocol server', async () => {
    const emulator = await startFirestoreEmulator();
    try {
      expectEachDeliveredOnce(
        await retriesRunningAtOnce(firestoreEngine(emulator, emulator.settings(`retry-${process.pid}`))),
      );
    } finally {
      emulator.stop();
    }
  });
});

describe('npm run contact:retry', () => {
  it('sends and marks nothing without SMTP_URL, and says what is waiting', async () => {
    const engine = sqliteEngine();
    const store = await engine.open();
    const { message, token } = await store.saveContactMessage({
      name: 'Ann',
      email: 'ann@example.org',
      message: 'Hello',
    });
    await store.markContactMessage(message.id, token, { status: 'failed', error: 'connect ECONNREFUSED' });
    await store.signUp('waiting@gmail.com', { page: '/', wording: 'w' }, Date.now() - 2 * CONTACT_CLAIM_LEASE_MS);
    const run = await runScript('scripts/ops/contact-retry.ts', [], engine.env);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      'SMTP_URL is not set: nothing was sent and nothing is marked sent. Waiting: 1 contact message(s), 1 confirmation mail(s), 0 newsletter mail(s).',
    );
    expect((await store.getContactMessage(message.id))?.status).toBe('failed');
    expect(await store.listUnsentConfirmationMails()).toHaveLength(1);
    expect(fs.existsSync(path.join(engine.env.DATA_DIR ?? '', 'outbox'))).toBe(false);
    await store.close();
  });

  it('sends each confirmation mail left pending, or whose sender died, exactly once, under the Message-ID of its first attempt', async () => {
    const engine = sqliteEngine();
    const store = await engine.open();
    const staleAt = Date.now() - 2 * CONTACT_CLAIM_LEASE_MS;
    const queued = [];
    for (let n = 0; n < 5; n += 1) {
      const { mail } = await store.signUp(`died${n}@gmail.com`, { page: '/', wording: 'w' }, staleAt);
      queued.push(mail);
      // Three were claimed by a sender that died before sending (its claim long past the lease); two never got claimed.
      if (n < 3) await store.claimConfirmationMail(`died${n}@gmail.com`, staleAt);
    }
    const received = tempDir();
    const sink = await startSmtpSink(received, { acceptDelayMs: 100 });
    const env = { ...engine.env, SMTP_URL: `smtp://127.0.0.1:${sink.port}`, CONTACT_FROM: FROM };
    const runs = await Promise.all([0, 1].map(() => runScript('scripts/ops/contact-retry.ts', [], env)));
    await sink.close();
    expect(runs.map((run) => run.code)).toEqual([0, 0]);
    const deliveries = deliveriesByMessageId(received);
    expect(queued.map((mail) => mail && deliveries.get(listMessageId({ kind: 'confirm', ...mail }, FROM)))).toEqual([
      1, 1, 1, 1, 1,
    ]);
    expect(await store.listUnsentConfirmationMails()).toEqual([]);
    await store.close();
  });

  it('finishes a newsletter campaign a killed sender left: its held, pending and failed mails, once each', async () => {
    const engine = sqliteEngine();
    const store = await engine.open();
    const members = ['held@example.org', 'failed@example.org', 'done@example.org', 'waiting@example.org'];
    for (const email of members) {
      await store.signUp(email, { page: '/', wording: 'w' });
      await store.confirmSignup(email, new Date(Date.now() + 1000));
    }
    const started = await store.startCampaign('first-update', { resendToNew: false });
    if (started.outcome !== 'started') throw new Error(`The campaign did not start: ${started.outcome}`);
    const staleAt = Date.now() - 2 * CONTACT_CLAIM_LEASE_MS;
    const [held, failed, done] = await store.claimCampaignMails('first-update', 3, { now: staleAt });
    if (!held || !failed || !done) throw new Error('Expected three claims');
    await store.markCampaignMail('first-update', failed.mailbox, failed.token, {
      status: 'failed',
      error: '451 later',
    });
    await store.markCampaignMail('first-update', done.mailbox, done.token, { status: 'sent' });
    const received = tempDir();
    const sink = await startSmtpSink(received);
    const env = { ...engine.env, SMTP_URL: `smtp://127.0.0.1:${sink.port}`, CONTACT_FROM: FROM };
    const run = await runScript('scripts/ops/contact-retry.ts', [], env);
    await sink.close();
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('newsletter first-update: 3 sent now, 4 of 4 in all, 0 failed');
    const deliveries = deliveriesByMessageId(received);
    const ids = ['held@example.org', 'waiting@example.org', 'failed@example.org'].map((to) =>
      listMessageId({ kind: 'newsletter', issuedAt: started.campaign.startedAt, to }, FROM),
    );
    expect(ids.map((id) => deliveries.get(id))).toEqual([1, 1, 1]);
    expect(deliveries.size).toBe(3);
    expect(await store.campaignCounts('first-update')).toMatchObject({ sent: 4, waiting: 0, failed: 0 });
    await store.close();
  });
});

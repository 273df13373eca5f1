import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTempDataDir } from '../../api/helpers';
// @ts-expect-error -- a plain ESM fixture shared with the end-to-end server
import { startSmtpSink } from '../../../fixtures/smtp-sink.mjs';

jest.setTimeout(30_000);

const dataDir = createTempDataDir();
const received = fs.mkdtempSync(path.join(os.tmpdir(), 'send-campaign-mail-'));
let sink: { port: number; close(): Promise<void> };
let store: typeof import('@/lib/store/store.server');
let campaigns: typeof import('@/lib/newsletter/campaign.server');
let posts: typeof import('@/lib/newsletter/posts.server');
const unhandled: unknown[] = [];
const noteUnhandled = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  // Each mail takes 200 ms to be taken, so the send is still under way when its first per-second report comes.
  sink = await startSmtpSink(received, { acceptDelayMs: 200 });
  process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`;
  store = await import('@/lib/store/store.server');
  campaigns = await import('@/lib/newsletter/campaign.server');
  posts = await import('@/lib/newsletter/posts.server');
  process.on('unhandledRejection', noteUnhandled);
});
afterAll(async () => {
  process.off('unhandledRejection', noteUnhandled);
  await store.closeStore();
  await sink.close();
  for (const dir of [dataDir, received]) fs.rmSync(dir, { recursive: true, force: true });
});

it('stops on a failure after a send with that error, lets the mails in flight land, and resumes where it stopped', async () => {
  const members = Array.from({ length: 60 }, (_, i) => `member${i}@example.org`);
  for (const email of members) {
    await (await store.store()).signUp(email, { page: '/', wording: 'Send me the news.' });
    await (await store.store()).confirmSignup(email, new Date(Date.now() + 1000));
  }
  const post = await posts.findPost('first-update');
  if (!post) throw new Error('no post first-update');
  const started = await (await store.store()).startCampaign(post.id, { resendToNew: false });
  if (started.outcome !== 'started') throw new Error(`campaign not started: ${started.outcome}`);

  let reports = 0;
  const failing = campaigns.sendCampaign(started.campaign, post, {
    perMinute: null,
    onProgress: () => {
      reports += 1;
      if (reports === 2) throw new Error('The progress line could not be written');
    },
  });
  await expect(failing).rejects.toThrow('The progress line could not be written');
  const stopped = await (await store.store()).campaignCounts(started.campaign.id);
  expect(stopped.sent).toBeGreaterThan(0);
  expect(stopped.sent).toBeLessThan(members.length);
  expect(stopped.sent).toBe(fs.readdirSync(received).length);

  const finished = await campaigns.sendCampaign(started.campaign, post, { perMinute: null });
  expect(finished).toMatchObject({ recipients: members.length, sent: members.length, waiting: 0, failed: 0 });
  const mailed = fs
    .readdirSync(received)
    .map((file) => /^X-Envelope-To: (.+)$/m.exec(fs.readFileSync(path.join(received, file), 'utf8'))?.[1]?.trim())
    .sort();
  expect(mailed).toEqual([...members].sort());
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(unhandled).toEqual([]);
});

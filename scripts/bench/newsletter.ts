// `npm run bench:newsletter [-- --members N]`: a newsletter campaign to N confirmed members (100,000 unless given) on
// SQLite, sent as fast as a loopback SMTP server (a process of its own) takes the mail, NEWSLETTER_RATE unset. Prints
// how long the start (fixing the recipients) took, the send rate, and the heap the sender holds (after a collection,
// sampled every 2 s): a campaign never holds its recipients' mails at once, so it stays flat however long the list. Writes bench/results/newsletter.json.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeBenchResults } from './results.mjs';

const membersArg = process.argv.indexOf('--members');
const MEMBERS = membersArg > 0 ? Number(process.argv[membersArg + 1]) : 100_000;
if (!Number.isInteger(MEMBERS) || MEMBERS < 1) {
  console.error('Usage: npm run bench:newsletter [-- --members N]');
  process.exit(2);
}
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) {
  console.error('Run with node --expose-gc (npm run bench:newsletter does).');
  process.exit(2);
}
/** The heap the process holds on to: used heap after a full collection. */
const heldHeap = (collect: () => void) => {
  collect();
  return process.memoryUsage().heapUsed;
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-newsletter-'));
const received = path.join(dataDir, 'received');
const sink = spawn(process.execPath, ['tests/fixtures/smtp-sink-process.mjs', received], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const port = await new Promise<string>((resolve) =>
  sink.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())),
);
Object.assign(process.env, {
  STORE: 'sqlite',
  DATA_DIR: dataDir,
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  CONTACT_FROM: 'news@studio.test',
  MAILING_LIST_SECRET: 'bench-newsletter-secret-of-at-least-32-characters',
});
const { sendCampaign } = await import('@/lib/newsletter/campaign.server');
const { findPost } = await import('@/lib/newsletter/posts.server');
const { closeStore, store } = await import('@/lib/store/store.server');

try {
  const list = await store();
  for (let first = 0; first < MEMBERS; first += 1000) {
    const emails = Array.from({ length: Math.min(1000, MEMBERS - first) }, (_, n) => `m${first + n}@example.org`);
    await Promise.all(emails.map((email) => list.signUp(email, { page: '/', wording: 'bench' })));
    for (const email of emails) await list.confirmSignup(email, new Date(Date.now() + 1000));
  }
  const post = await findPost('first-update');
  if (!post) throw new Error('The bench mails content/updates/first-update.md, which is missing');
  const heapBefore = heldHeap(gc);
  const startBegan = performance.now();
  const started = await list.startCampaign(post.id, { resendToNew: false });
  const startMs = performance.now() - startBegan;
  if (started.outcome !== 'started') throw new Error(`The campaign did not start: ${started.outcome}`);

  let peakHeap = heldHeap(gc);
  const sampler = setInterval(() => {
    peakHeap = Math.max(peakHeap, heldHeap(gc));
  }, 2000);
  const sendBegan = performance.now();
  let lastLine = 0;
  const counts = await sendCampaign(started.campaign, post, {
    perMinute: null,
    onProgress: ({ counts: now }) => {
      if (performance.now() - lastLine < 5000) return;
      lastLine = performance.now();
      console.log(`  ${now.sent} of ${now.recipients} sent`);
    },
  });
  const sendSeconds = (performance.now() - sendBegan) / 1000;
  clearInterval(sampler);
  const figures = {
    members: MEMBERS,
    startMs: Math.round(startMs),
    sent: counts.sent,
    sendSeconds: Math.round(sendSeconds * 10) / 10,
    mailsPerMinute: Math.round((counts.sent / sendSeconds) * 60),
    heldHeapBeforeStartMb: mb(heapBefore),
    heldHeapWhileSendingMb: mb(peakHeap),
  };
  console.log(
    `${MEMBERS.toLocaleString('en-US')} members: recipients fixed in ${figures.startMs} ms; ${counts.sent.toLocaleString('en-US')} ` +
      `sent in ${figures.sendSeconds} s (${figures.mailsPerMinute.toLocaleString('en-US')} a minute, NEWSLETTER_RATE unset); ` +
      `heap held after a collection: ${figures.heldHeapBeforeStartMb} MB before the start, at most ${figures.heldHeapWhileSendingMb} MB while sending`,
  );
  console.log(`Written to ${writeBenchResults('newsletter', figures)}`);
  process.exitCode = counts.sent === MEMBERS ? 0 : 1;
} finally {
  await closeStore();
  sink.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

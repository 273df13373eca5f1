import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { signLinkToken } from '@/lib/mailing-list/tokens.server';
import { onSqliteAndFirestore, type Engine } from '../fixtures/kill-mid-burst';
import { runScript } from '../fixtures/run-script';
import { startSiteServer, testPort } from '../fixtures/site-server';
// @ts-expect-error -- a plain ESM fixture shared with the end-to-end server
import { startSmtpSink } from '../fixtures/smtp-sink.mjs';
import { tempDirs } from '../fixtures/temp-dirs';

jest.setTimeout(600_000);

const MEMBERS = 2050;
const LEAVERS = 50;
const KILL_AT = [300, 900, 1500];
const POST = 'first-update';
const SECRET = 'newsletter-drill-secret-of-at-least-32-characters';
const tempDir = tempDirs('newsletter-drill-');
const root = path.resolve(__dirname, '../..');
const address = (n: number) => `member.${String(n).padStart(4, '0')}@example.org`;

interface Received {
  to: string;
  messageId: string;
  /** The header section, folded lines joined. */
  headers: string;
  text: string;
}

function readMails(dir: string): Received[] {
  return fs.readdirSync(dir).map((file) => {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    const headers = text.slice(0, text.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
    return {
      headers,
      to: /^X-Envelope-To: (.+)$/m.exec(text)?.[1]?.trim() ?? '(none)',
      messageId: /^Message-ID: (.+)$/im.exec(text)?.[1]?.trim() ?? '(none)',
      text,
    };
  });
}

/** The list's members, confirmed, in parallel groups (a Firestore-protocol server takes each as a transaction). */
async function seed(engine: Engine): Promise<void> {
  const store = await engine.open();
  for (let first = 0; first < MEMBERS; first += 50)
    await Promise.all(
      Array.from({ length: Math.min(50, MEMBERS - first) }, async (_, offset) => {
        const email = address(first + offset);
        await store.signUp(email, { page: '/', wording: 'Send me the news.' });
        await store.confirmSignup(email, new Date(Date.now() + 1000));
      }),
    );
  await store.close();
}

/** Unsubscribes each address through the site, as a mail provider's one-click button does. */
async function unsubscribeThroughSite(base: string, emails: string[]): Promise<number[]> {
  return Promise.all(
    emails.map((email, n) =>
      fetch(`${base}/api/mailing-list/unsubscribe?t=${signLinkToken(SECRET, 'unsubscribe', email, new Date())}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `10.7.0.${n}` },
        body: 'List-Unsubscribe=One-Click',
      }).then((response) => response.status),
    ),
  );
}

/** Starts `newsletter send` and SIGKILLs it once the sink holds `killAt` mails (never, without); resolves with its exit. */
function sendUntil(env: Record<string, string>, sinkCount: () => number, killAt: number | null) {
  const child = spawn(process.execPath, ['scripts/lib/run-ts.mjs', 'scripts/ops/newsletter.ts', 'send', POST], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const watch =
    killAt === null
      ? undefined
      : setInterval(() => {
          if (sinkCount() >= killAt) child.kill('SIGKILL');
        }, 5);
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>((resolve) =>
    child.once('close', (code, signal) => {
      clearInterval(watch);
      resolve({ code, signal, output });
    }),
  );
}

async function drill(name: string, engine: Engine) {
  await seed(engine);
  const received = tempDir();
  const sink = await startSmtpSink(received);
  const env = {
    ...engine.env,
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    CONTACT_FROM: 'news@studio.test',
    MAILING_LIST_SECRET: SECRET,
    TRUST_PROXY: '1',
  };
  const server = await startSiteServer(testPort(), env);
  const count = (): number => sink.log.length;
  let leavers: string[] = [];
  const runs = [];
  const started = Date.now();
  try {
    for (const [index, killAt] of KILL_AT.entries()) {
      runs.push(await sendUntil(env, count, killAt));
      if (index === 0) {
        // Mid-send: 50 members the killed sender had not mailed leave before the send goes on. Some of them may be
        // among the mails it held when it died.
        const mailed = new Set(readMails(received).map((mail) => mail.to));
        const notMailed = Array.from({ length: MEMBERS }, (_, n) => address(n)).filter((email) => !mailed.has(email));
        leavers = notMailed.filter((_, n) => n % Math.floor(notMailed.length / LEAVERS) === 0).slice(0, LEAVERS);
        expect(await unsubscribeThroughSite(server.base, leavers)).toEqual(leavers.map(() => 200));
      }
    }
    const finalRun = await sendUntil(env, count, null);
    const seconds = (Date.now() - started) / 1000;
    const status = await runScript('scripts/ops/newsletter.ts', ['status', POST], env);
    const again = await runScript('scripts/ops/newsletter.ts', ['send', POST], env);

    const mails = readMails(received);
    const byAddress = new Map<string, Set<string>>();
    for (const mail of mails) byAddress.set(mail.to, (byAddress.get(mail.to) ?? new Set()).add(mail.messageId));
    const copies = mails.length - new Set(mails.map((mail) => `${mail.to} ${mail.messageId}`)).size;
    console.info(
      `${name}: ${MEMBERS} members, ${LEAVERS} unsubscribed mid-send, 3 SIGKILLs; ${byAddress.size} addresses mailed, ` +
        `${mails.length} mails received (${copies} repeated copies under one Message-ID) in ${seconds.toFixed(1)} s\n${status.stdout}`,
    );

    expect(runs.map((run) => run.signal)).toEqual(['SIGKILL', 'SIGKILL', 'SIGKILL']);
    expect(finalRun.code).toBe(0);
    const expected = Array.from({ length: MEMBERS }, (_, n) => address(n)).filter((email) => !leavers.includes(email));
    expect([...byAddress.keys()].sort()).toEqual(expected);
    // One mail per member: a repeat, if any, is a copy of the same mail (same Message-ID) that was in flight at a kill.
    expect([...byAddress.values()].filter((ids) => ids.size !== 1)).toEqual([]);
    expect(copies).toBeLessThanOrEqual(KILL_AT.length * 8);
    expect(leavers.filter((email) => byAddress.has(email))).toEqual([]);
    expect(status.stdout).toMatch(
      new RegExp(`${POST}\\s.*\\s${MEMBERS}\\s+${MEMBERS - LEAVERS}\\s+0\\s+0\\s+${LEAVERS}\\s+${LEAVERS}`),
    );
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`to ${MEMBERS} members`);

    for (const mail of mails) {
      expect(mail.headers).toMatch(
        /^List-Unsubscribe: <http:\/\/localhost:3000\/api\/mailing-list\/unsubscribe\?t=[\w.-]+> \(Unsubscribe\)$/m,
      );
      expect(mail.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      expect(mail.headers).toMatch(/^List-Id: "Voidlight Games" <list\.localhost>$/im);
      expect(mail.text).toContain('Content-Type: text/plain');
      expect(mail.text).toContain('Content-Type: text/html');
    }
    // Each mail's own one-click address unsubscribes its member (a sample, through the running site).
    const sample = mails.filter((_, n) => n % 400 === 0);
    for (const [n, mail] of sample.entries()) {
      const oneClick = /^List-Unsubscribe: <http:\/\/localhost:3000(\/api\/[^>]+)>/m.exec(mail.headers)?.[1] ?? '';
      const response = await fetch(`${server.base}${oneClick}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `10.8.0.${n}` },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(response.status).toBe(200);
    }
    const store = await engine.open();
    const members = await store.listMembers();
    await store.close();
    const left = new Set(members.filter((member) => member.state === 'unsubscribed').map((member) => member.email));
    expect(sample.filter((mail) => !left.has(mail.to))).toEqual([]);
    expect(left.size).toBe(LEAVERS + sample.length);
  } finally {
    server.process.kill('SIGTERM');
    await server.exited();
    await sink.close();
  }
}

onSqliteAndFirestore(
  (engine) =>
    `mails every confirmed ${engine} member one newsletter across three SIGKILLs, and no one who left mid-send`,
  drill,
  tempDir,
);

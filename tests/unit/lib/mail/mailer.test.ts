import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createMailer, MAX_SENDS_IN_FLIGHT, smtpOptions } from '@/lib/mail/mailer.server';
import { mailStartupNotice } from '@/lib/mail/startup-notice.server';
import { startSlowSmtp } from '../../../fixtures/slow-smtp';
// @ts-expect-error -- a plain ESM fixture shared with the end-to-end server
import { REFUSE_MARKER, startSmtpSink } from '../../../fixtures/smtp-sink.mjs';

const contact = {
  id: 'm1',
  name: 'Ada Player',
  email: 'ada@example.org',
  message: 'Loved it!\nSecond line.',
  createdAt: new Date('2024-11-08T10:00:00Z'),
};
const temp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'mail-test-'));

function settings(smtpUrl: string | null, outboxDir = temp(), timeoutMs?: number) {
  const studio = {
    from: 'website@studio.test',
    siteName: 'Studio',
    siteUrl: 'https://studio.test',
    postalAddress: null,
  };
  return { ...studio, smtpUrl, to: 'team@studio.test', outboxDir, timeoutMs };
}

describe('the mailer over SMTP', () => {
  let sink: { port: number; close: () => Promise<void> };
  let received: string;

  beforeAll(async () => {
    received = temp();
    sink = await startSmtpSink(received);
  });
  afterAll(() => sink.close());

  it('sends from the studio to the studio, replying to the visitor, in plain text', async () => {
    await createMailer(settings(`smtp://127.0.0.1:${sink.port}`)).sendContact(contact);
    const files = fs.readdirSync(received);
    expect(files).toHaveLength(1);
    const mail = fs.readFileSync(path.join(received, files[0] ?? ''), 'utf8');
    expect(mail).toContain('X-Envelope-From: website@studio.test');
    expect(mail).toContain('X-Envelope-To: team@studio.test');
    expect(mail).toContain('From: Studio website <website@studio.test>');
    expect(mail).toContain('To: team@studio.test');
    expect(mail).toContain('Reply-To: Ada Player <ada@example.org>');
    expect(mail).toContain('Subject: Website contact from Ada Player');
    expect(mail).toContain('Content-Type: text/plain');
    expect(mail).toContain('Loved it!\r\nSecond line.');
  });

  it('shows a name written as an RFC 2047 encoded-word literally in Subject and Reply-To', async () => {
    const names = [
      '=?utf-8?B?QWRtaW4gVGVhbQ==?=',
      '=?UTF-8?Q?Security=20Desk?= and =?iso-8859-1?q?caf=E9?=',
      `Zoë =?x?q?y?= ${'é'.repeat(60)}`,
    ];
    const dir = temp();
    const mailer = createMailer(settings(`smtp://127.0.0.1:${sink.port}`));
    const before = new Set(fs.readdirSync(received));
    for (const [index, name] of names.entries()) await mailer.sendContact({ ...contact, id: `ew${index}`, name });
    fs.readdirSync(received)
      .filter((file) => !before.has(file))
      .forEach((file) => fs.copyFileSync(path.join(received, file), path.join(dir, file)));
    // What a mail client shows: the header unfolded, every encoded-word decoded once (RFC 2047, B and Q).
    const shown = (header: string) =>
      header
        .replace(/\?=\s+=\?/g, '?==?')
        .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_word, _charset: string, encoding: string, text: string) =>
          encoding.toUpperCase() === 'B'
            ? Buffer.from(text, 'base64').toString('utf8')
            : Buffer.from(
                text
                  .replace(/_/g, ' ')
                  .replace(/=([0-9A-F]{2})/gi, (_hex, code: string) => String.fromCharCode(parseInt(code, 16))),
                'latin1',
              ).toString('utf8'),
        );
    const mails = fs
      .readdirSync(dir)
      .map((file) => fs.readFileSync(path.join(dir, file), 'utf8').replace(/\r?\n[ \t]+/g, ' '));
    for (const name of names) {
      const mail = mails.find((each) => each.includes(`Message-ID: <contact.ew${names.indexOf(name)}@`)) ?? '';
      expect(shown(/^Subject: (.*)$/m.exec(mail)?.[1] ?? '')).toBe(`Website contact from ${name}`);
      const replyTo = /^Reply-To: (.*)$/m.exec(mail)?.[1] ?? '';
      // Shown as typed but for an invisible word joiner after each '=' of '=?', and decoding it once leaves no encoded-word.
      expect(shown(replyTo)).toBe(`${name.replaceAll('=?', '=\u2060?')} <ada@example.org>`);
      expect(shown(replyTo).replaceAll('\u2060', '')).toBe(`${name} <ada@example.org>`);
      expect(shown(shown(replyTo))).toBe(shown(replyTo));
    }
  });

  it("gives every send of one message the same Message-ID, derived from the message's id", async () => {
    const mailer = createMailer(settings(`smtp://127.0.0.1:${sink.port}`));
    await mailer.sendContact({ ...contact, id: 'same-id' });
    await mailer.sendContact({ ...contact, id: 'same-id' });
    await mailer.sendContact({ ...contact, id: 'other-id' });
    const ids = fs
      .readdirSync(received)
      .map((file) => /^Message-ID: (.+)$/m.exec(fs.readFileSync(path.join(received, file), 'utf8'))?.[1]?.trim());
    expect(ids.filter((id) => id === '<contact.same-id@studio.test>')).toHaveLength(2);
    expect(ids).toContain('<contact.other-id@studio.test>');
  });

  it('rejects when the server refuses the message', async () => {
    const mailer = createMailer(settings(`smtp://127.0.0.1:${sink.port}`));
    await expect(mailer.sendContact({ ...contact, message: `spam ${REFUSE_MARKER}` })).rejects.toThrow(/550|refused/i);
  });
});

describe('the mailer under a burst', () => {
  it(`keeps at most ${MAX_SENDS_IN_FLIGHT} messages in flight at the mail server, and delivers them all`, async () => {
    const received = temp();
    // Each message held between being stored and answered, so a burst piles up at the server unless the mailer waits.
    const sink: { port: number; close: () => Promise<void>; log: { storedAt: number; answeredAt: number | null }[] } =
      await startSmtpSink(received, {
        acceptDelayMs: 50,
      });
    const mailer = createMailer(settings(`smtp://127.0.0.1:${sink.port}`));
    await Promise.all(
      Array.from({ length: 30 }, (_, index) => mailer.sendContact({ ...contact, id: `burst-${index}` })),
    );
    await sink.close();
    // How many were stored but not yet answered when each one was stored.
    const inFlight = sink.log.map(
      ({ storedAt }) =>
        sink.log.filter((other) => other.storedAt <= storedAt && (other.answeredAt ?? Infinity) > storedAt).length,
    );
    expect(sink.log).toHaveLength(30);
    expect(Math.max(...inFlight)).toBeLessThanOrEqual(MAX_SENDS_IN_FLIGHT);
  });
});

describe('the mailer when SMTP is down', () => {
  it('fails fast when nothing listens', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as net.AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(createMailer(settings(`smtp://127.0.0.1:${port}`)).sendContact(contact)).rejects.toThrow(
      /ECONNREFUSED/,
    );
  });

  it('gives up within the timeout when the server never answers', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as net.AddressInfo).port;
    const started = Date.now();
    await expect(createMailer(settings(`smtp://127.0.0.1:${port}`, temp(), 500)).sendContact(contact)).rejects.toThrow(
      /Greeting never received|timeout|deadline/i,
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    sockets.forEach((socket) => socket.destroy());
    await new Promise((resolve) => silent.close(resolve));
  });
});

describe('the mailer and a server that answers one line at a time', () => {
  it('delivers when the whole send fits in the deadline', async () => {
    const slow = await startSlowSmtp(20);
    try {
      await createMailer(settings(`smtp://127.0.0.1:${slow.port}`, temp(), 5000)).sendContact(contact);
      expect(slow.accepted()).toBe(1);
    } finally {
      await slow.close();
    }
  });

  it('gives up at the deadline of the whole send, though no single wait comes near it', async () => {
    const slow = await startSlowSmtp(300);
    try {
      // Each answer takes 300 ms, well inside every idle timeout (1 s); six of them overrun the 1 s budget.
      await expect(
        createMailer(settings(`smtp://127.0.0.1:${slow.port}`, temp(), 1000)).sendContact(contact),
      ).rejects.toThrow('The mail server did not take the message within the 1 s deadline');
      expect(slow.accepted()).toBe(0);
    } finally {
      await slow.close();
    }
  });
});

describe('the mailer without SMTP', () => {
  it('writes an .eml file into the outbox', async () => {
    const outbox = temp();
    const result = await createMailer(settings(null, outbox)).sendContact(contact);
    expect(result.delivery).toBe('outbox');
    expect(fs.readFileSync(result.location, 'utf8')).toContain('Subject: Website contact from Ada Player');
  });
});

describe('smtpOptions', () => {
  it('reads host, port, TLS and credentials from the URL', () => {
    expect(smtpOptions('smtps://user%40x:p%3Ass@mail.example:2465')).toEqual({
      host: 'mail.example',
      port: 2465,
      secure: true,
      auth: { user: 'user@x', pass: 'p:ss' },
    });
    expect(smtpOptions('smtp://mail.example')).toMatchObject({ port: 587, secure: false, auth: undefined });
  });
});

describe('mailStartupNotice', () => {
  it('warns a production server without SMTP_URL that mail only goes to the outbox folder', () => {
    const notice = mailStartupNotice({ smtpUrl: null, dataDir: '/srv/site-data' }, 'production');
    expect(notice).toContain('SMTP_URL is not set: contact messages are NOT e-mailed to anyone.');
    expect(notice).toContain('/srv/site-data/outbox');
  });

  it('says nothing when SMTP is set, or in development', () => {
    expect(mailStartupNotice({ smtpUrl: 'smtp://mail.example', dataDir: '.data' }, 'production')).toBeNull();
    expect(mailStartupNotice({ smtpUrl: null, dataDir: '.data' }, 'development')).toBeNull();
  });
});

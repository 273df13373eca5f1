import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createMailer, smtpOptions } from '@/lib/mail';
// @ts-expect-error -- a plain ESM fixture shared with the end-to-end server
import { REFUSE_MARKER, startSmtpSink } from '../../fixtures/smtp-sink.mjs';

const contact = { id: 'm1', name: 'Ada Player', email: 'ada@example.org', message: 'Loved it!\nSecond line.', createdAt: new Date('2024-11-08T10:00:00Z') };
const temp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'mail-test-'));

function settings(smtpUrl: string | null, outboxDir = temp(), timeoutMs?: number) {
  return { smtpUrl, from: 'website@studio.test', to: 'team@studio.test', siteName: 'Studio', outboxDir, timeoutMs };
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

  it('rejects when the server refuses the message', async () => {
    const mailer = createMailer(settings(`smtp://127.0.0.1:${sink.port}`));
    await expect(mailer.sendContact({ ...contact, message: `spam ${REFUSE_MARKER}` })).rejects.toThrow(/550|refused/i);
  });
});

describe('the mailer when SMTP is down', () => {
  it('fails fast when nothing listens', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as net.AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(createMailer(settings(`smtp://127.0.0.1:${port}`)).sendContact(contact)).rejects.toThrow(/ECONNREFUSED/);
  });

  it('gives up within the timeout when the server never answers', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as net.AddressInfo).port;
    const started = Date.now();
    await expect(createMailer(settings(`smtp://127.0.0.1:${port}`, temp(), 500)).sendContact(contact)).rejects.toThrow(/Greeting never received|timeout/i);
    expect(Date.now() - started).toBeLessThan(10_000);
    sockets.forEach((socket) => socket.destroy());
    await new Promise((resolve) => silent.close(resolve));
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

import fs from 'node:fs';
import path from 'node:path';
// @ts-expect-error -- a plain ESM fixture shared with the end-to-end server
import { REFUSE_MARKER, startSmtpSink } from '../../fixtures/smtp-sink.mjs';
import { json, post, createTempDataDir } from './helpers';

const dataDir = createTempDataDir();
const received = path.join(dataDir, 'received');
let sink: { port: number; close: () => Promise<void> };
type Handler = (request: Request) => Promise<Response>;
let POST: Handler;
let store: typeof import('@/lib/store/store.server');

beforeAll(async () => {
  sink = await startSmtpSink(received);
  process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`;
  process.env.CONTACT_FROM = 'website@studio.test';
  process.env.CONTACT_TO = 'team@studio.test';
  ({ POST } = await import('@/app/api/contact/route'));
  store = await import('@/lib/store/store.server');
});
afterAll(async () => {
  await store.closeStore();
  await sink.close();
});

const valid = { user_name: 'Ada Player', user_email: 'ada@example.org', message: 'Loved Space Breaker!' };

describe('POST /api/contact', () => {
  it('stores the message, sends it and marks it sent', async () => {
    const response = await POST(json('/api/contact', valid));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, message: 'Message sent successfully!' });
    const mail = fs.readdirSync(received).map((file) => fs.readFileSync(path.join(received, file), 'utf8'));
    expect(
      mail.some(
        (text) => text.includes('Reply-To: Ada Player <ada@example.org>') && text.includes('Loved Space Breaker!'),
      ),
    ).toBe(true);
    const [message] = await (await store.store()).listContactMessages({ status: 'sent' });
    expect(message).toMatchObject({ name: 'Ada Player', email: 'ada@example.org', status: 'sent', attempts: 1 });
    expect(mail.some((text) => text.includes(`Message-ID: <contact.${message?.id}@studio.test>`))).toBe(true);
  });

  it('keeps a message the mail server refuses, marked failed, and says it failed', async () => {
    const response = await POST(json('/api/contact', { ...valid, message: `Spammy? ${REFUSE_MARKER}` }));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, error: 'Failed to send the message. Please try again.' });
    const failed = await (await store.store()).listContactMessages({ status: 'failed' });
    expect(failed).toHaveLength(1);
    expect(failed[0]?.lastError).toMatch(/550|refused/i);
  });

  it.each([
    ['a missing name', { ...valid, user_name: '' }, 'user_name'],
    ['a header injection in the name', { ...valid, user_name: 'Ada\r\nBcc: all@example.org' }, 'user_name'],
    [
      'a header injection in the address',
      { ...valid, user_email: 'ada@example.org\nBcc: all@example.org' },
      'user_email',
    ],
    ['a message over 5,000 characters', { ...valid, message: 'x'.repeat(5001) }, 'message'],
    ['a message of only NUL characters', { ...valid, message: '\u0000\u0000\u0000' }, 'message'],
    ['a message of only invisible characters', { ...valid, message: '\u200b\u2060\ufeff\u3164 \u00ad' }, 'message'],
    ['a name of only invisible characters', { ...valid, user_name: '\u200b\u200b' }, 'user_name'],
    ['an address ending its local part in a dot', { ...valid, user_email: 'ada.@example.org' }, 'user_email'],
  ])('refuses %s with 400 naming the field, and stores nothing', async (_case, body, field) => {
    const before = (await (await store.store()).listContactMessages()).length;
    const response = await POST(json('/api/contact', body));
    expect(response.status).toBe(400);
    expect((await response.json()).field).toBe(field);
    expect((await (await store.store()).listContactMessages()).length).toBe(before);
  });

  it('limits a client to 5 in 10 minutes', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.50' };
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      statuses.push((await POST(json('/api/contact', { ...valid, user_name: '' }, headers))).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('sends a browser without JavaScript back to the contact page', async () => {
    const form = new URLSearchParams({ ...valid, website: '' }).toString();
    const response = await POST(post('/api/contact', form, 'application/x-www-form-urlencoded'));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/^\/contact\?contact=ok&sig=[0-9a-z]+\.[\w-]{43}#contact-form$/);
  });
});

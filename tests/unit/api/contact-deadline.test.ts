import { startSlowSmtp, type SlowSmtp } from '../../fixtures/slow-smtp';
import { createTempDataDir, json } from './helpers';

// The attack run's server: one line every 5 s held a visitor 40 s. The send's 10 s budget ends it; without the
// budget every answer would arrive well inside nodemailer's idle timeouts and this test would run out of time.
jest.setTimeout(40_000);

createTempDataDir();
let slow: SlowSmtp;
let POST: (request: Request) => Promise<Response>;
let store: typeof import('@/lib/store/store.server');

beforeAll(async () => {
  slow = await startSlowSmtp(5_000);
  process.env.SMTP_URL = `smtp://127.0.0.1:${slow.port}`;
  ({ POST } = await import('@/app/api/contact/route'));
  store = await import('@/lib/store/store.server');
});
afterAll(async () => {
  await store.closeStore();
  await slow.close();
});

it('tells the visitor sending failed once the 10 s budget is spent, and keeps the message as failed', async () => {
  const response = await POST(
    json('/api/contact', { user_name: 'Patient Pat', user_email: 'pat@example.org', message: 'Is anyone there?' }),
  );
  expect(response.status).toBe(503);
  expect(await response.json()).toEqual({ ok: false, error: 'Failed to send the message. Please try again.' });
  const [message] = await (await store.store()).listContactMessages();
  expect(message).toMatchObject({ status: 'failed', attempts: 1, message: 'Is anyone there?' });
  expect(message?.lastError).toBe('The mail server did not take the message within the 10 s deadline');
  expect(slow.accepted()).toBe(0);
});

import fs from 'node:fs';
import path from 'node:path';
import { signLinkToken } from '@/lib/mailing-list/tokens.server';
import { messages } from '@/lib/site/messages';
import { createTempDataDir, json, post } from './helpers';

const dataDir = createTempDataDir();
type Handler = (request: Request) => Promise<Response>;
let signup: Handler;
let confirm: Handler;
let unsubscribe: Handler;
let store: typeof import('@/lib/store/store.server');
let confirmationsSettled: () => Promise<void>;

beforeAll(async () => {
  ({ POST: signup } = await import('@/app/api/signups/route'));
  ({ POST: confirm } = await import('@/app/api/mailing-list/confirm/route'));
  ({ POST: unsubscribe } = await import('@/app/api/mailing-list/unsubscribe/route'));
  store = await import('@/lib/store/store.server');
  ({ confirmationsSettled } = await import('@/lib/forms/signup.server'));
});
afterAll(async () => (await import('@/lib/store/store.server')).closeStore());

/** The outbox mails, once every confirmation mail started after an answer has been written. */
async function outbox(): Promise<string[]> {
  await confirmationsSettled();
  const dir = path.join(dataDir, 'outbox');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

/** The outbox mail sent to `email` (no SMTP in these tests), headers unfolded and quoted-printable decoded. */
async function mailTo(email: string): Promise<string> {
  await confirmationsSettled();
  const dir = path.join(dataDir, 'outbox');
  const mail = fs
    .readdirSync(dir)
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'))
    .find((text) => text.includes(`To: ${email}`));
  if (!mail) throw new Error(`No mail to ${email}`);
  return mail
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
}

function link(mail: string, pathPrefix: string): string {
  const match = new RegExp(`https?://[^\\s>]+${pathPrefix}\\?t=[\\w.-]+`).exec(mail);
  if (!match) throw new Error(`No ${pathPrefix} link`);
  return new URL(match[0]).pathname + new URL(match[0]).search;
}

const secret = () => fs.readFileSync(path.join(dataDir, 'mailing-list-secret'), 'utf8').trim();
const state = async (email: string) =>
  (await (await store.store()).listMembers()).find((member) => member.email === email)?.state;
const form = (url: string, body: string) => post(url, body, 'application/x-www-form-urlencoded');
/** The handler's redirect back to the page: the result, sealed (a page shows no unsealed result). */
const sealedResult = (page: string, result: string) =>
  new RegExp(`^${page}\\?result=${result}&sig=[0-9a-z]+\\.[\\w-]{43}$`);

describe('the double opt-in', () => {
  it('mails a signed confirmation link with unsubscribe headers, and only the link confirms', async () => {
    const email = 'optin@gmail.com';
    expect((await signup(json('/api/signups', { email, page: '/betester' }))).status).toBe(200);
    expect(await state(email)).toBe('unconfirmed');
    const events = await (await store.store()).listConsentEvents(email);
    expect(events).toEqual([
      { kind: 'signup', at: expect.any(Date), page: '/betester', wording: messages.signupConsent },
    ]);

    const mail = await mailTo(email);
    expect(mail).toMatch(
      /^List-Unsubscribe: <http:\/\/localhost:3000\/api\/mailing-list\/unsubscribe\?t=[\w.-]+> \(Unsubscribe\)$/m,
    );
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail).toContain('Subject: Please confirm your sign-up');
    const confirmPage = link(mail, '/mailing-list/confirm');
    const token = new URLSearchParams(confirmPage.split('?')[1]).get('t') ?? '';

    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const refused = await confirm(form('/api/mailing-list/confirm', `t=${forged}`));
    expect(refused.headers.get('location')).toMatch(sealedResult('/mailing-list/confirm', 'refused'));
    const expired = signLinkToken(secret(), 'confirm', email, new Date(Date.now() - 8 * 24 * 60 * 60 * 1000));
    expect((await confirm(form('/api/mailing-list/confirm', `t=${expired}`))).headers.get('location')).toMatch(
      sealedResult('/mailing-list/confirm', 'expired'),
    );
    const wrongPurpose = signLinkToken(secret(), 'unsubscribe', email, new Date());
    expect((await confirm(form('/api/mailing-list/confirm', `t=${wrongPurpose}`))).headers.get('location')).toMatch(
      sealedResult('/mailing-list/confirm', 'refused'),
    );
    expect(await state(email)).toBe('unconfirmed');

    const confirmed = await confirm(form('/api/mailing-list/confirm', `t=${token}`));
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toMatch(sealedResult('/mailing-list/confirm', 'confirmed'));
    expect(await state(email)).toBe('confirmed');
    expect((await confirm(form('/api/mailing-list/confirm', `t=${token}`))).headers.get('location')).toMatch(
      sealedResult('/mailing-list/confirm', 'already-confirmed'),
    );
  });

  it('unsubscribes for good with an RFC 8058 one-click POST', async () => {
    const email = 'oneclick@gmail.com';
    await signup(json('/api/signups', { email, page: '/' }));
    const mail = await mailTo(email);
    const confirmToken = new URLSearchParams(link(mail, '/mailing-list/confirm').split('?')[1]).get('t') ?? '';
    await confirm(form('/api/mailing-list/confirm', `t=${confirmToken}`));

    const oneClick = link(mail, '/api/mailing-list/unsubscribe');
    // A mail provider posts from its own servers: another origin must not stop it.
    const response = await unsubscribe(
      post(oneClick, 'List-Unsubscribe=One-Click', 'application/x-www-form-urlencoded', {
        origin: 'https://mail.example',
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, outcome: 'unsubscribed' });
    expect(await state(email)).toBe('unsubscribed');
    expect((await confirm(form('/api/mailing-list/confirm', `t=${confirmToken}`))).headers.get('location')).toMatch(
      sealedResult('/mailing-list/confirm', 'refused'),
    );
    expect(await state(email)).toBe('unsubscribed');
  });

  it('sends no second confirmation to a confirmed address, and answers alike', async () => {
    const email = 'twice@gmail.com';
    await signup(json('/api/signups', { email }));
    const token = new URLSearchParams(link(await mailTo(email), '/mailing-list/confirm').split('?')[1]).get('t') ?? '';
    await confirm(form('/api/mailing-list/confirm', `t=${token}`));
    const before = (await outbox()).length;
    const again = await signup(json('/api/signups', { email }));
    expect((await again.json()).message).toContain('Thank you for signing up, twice@gmail.com!');
    expect(await outbox()).toHaveLength(before);
  });

  it('mails one address at most once a day however many clients sign it up, and never after it unsubscribed', async () => {
    const before = (await outbox()).length;
    const answers = [];
    for (let n = 0; n < 12; n += 1) {
      const response = await signup(
        json(
          '/api/signups',
          { email: n % 2 ? 'vic.tim@gmail.com' : 'victim@gmail.com' },
          { 'x-forwarded-for': `198.51.100.${n % 3}` },
        ),
      );
      answers.push([response.status, (await response.json()).ok]);
    }
    expect(answers).toEqual(answers.map(() => [200, true]));
    expect(await outbox()).toHaveLength(before + 1);
    expect(await (await store.store()).listConsentEvents('victim@gmail.com')).toHaveLength(1);

    const oneClick = link(await mailTo('victim@gmail.com'), '/api/mailing-list/unsubscribe');
    await unsubscribe(post(oneClick, 'List-Unsubscribe=One-Click', 'application/x-www-form-urlencoded'));
    const afterUnsubscribing = await signup(
      json('/api/signups', { email: 'victim@gmail.com' }, { 'x-forwarded-for': '203.0.113.50' }),
    );
    expect(afterUnsubscribing.status).toBe(200);
    expect(await afterUnsubscribing.json()).toEqual({
      ok: true,
      message:
        'Thank you for signing up, victim@gmail.com! If this address is new to the list, a link to confirm it is on its way (one a day at most): open it to join.',
    });
    expect(await outbox()).toHaveLength(before + 1);
  });

  it.each([
    ['no token', () => post('/api/mailing-list/confirm', '', null)],
    ['a token of garbage', () => form('/api/mailing-list/confirm', 't=%00%ff..')],
    ['a huge body', () => form('/api/mailing-list/confirm', `t=${'a'.repeat(10_000)}`)],
    [
      'malformed JSON',
      () => post('/api/mailing-list/confirm', '{"t":', 'application/json', { accept: 'application/json' }),
    ],
    ['a wrong type', () => json('/api/mailing-list/confirm', { t: ['x'] })],
  ])('answers %s with a 4xx or a refusal, never a 5xx', async (_case, request) => {
    const response = await confirm(request());
    expect(response.status).toBeLessThan(500);
    if (response.status === 303)
      expect(response.headers.get('location')).toMatch(sealedResult('/mailing-list/confirm', 'refused'));
  });
});

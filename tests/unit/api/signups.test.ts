import { mailboxKey } from '@/lib/mail/mailbox';
import { json, post, createTempDataDir } from './helpers';

createTempDataDir();
type Handler = (request: Request) => Promise<Response>;
let POST: Handler;
let store: typeof import('@/lib/store/store.server').store;

beforeAll(async () => {
  ({ POST } = await import('@/app/api/signups/route'));
  ({ store } = await import('@/lib/store/store.server'));
});
afterAll(async () => {
  await (await import('@/lib/forms/signup.server')).confirmationsSettled();
  await (await import('@/lib/store/store.server')).closeStore();
});

async function stored(email: string) {
  return (await (await store()).listSignups()).filter((signup) => signup.mailbox === mailboxKey(email)).length;
}

describe('POST /api/signups', () => {
  it('thanks a valid address and stores it once, however often it is sent', async () => {
    for (const email of ['Fan.One@gmail.com', ' fan.one@gmail.com ']) {
      const response = await POST(json('/api/signups', { email }));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        ok: true,
        message: `Thank you for signing up, ${email.trim()}! If this address is new to the list, a link to confirm it is on its way (one a day at most): open it to join.`,
      });
    }
    expect(await stored('fan.one@gmail.com')).toBe(1);
  });

  it('stores one record for ten spellings of one Gmail mailbox, as first typed', async () => {
    const spellings = [
      'Sam.Gamer@gmail.com',
      'samgamer@gmail.com',
      's.a.m.g.a.m.e.r@gmail.com',
      'SAMGAMER@GMAIL.COM',
      'samgamer+beta@gmail.com',
    ];
    spellings.push(
      'sam.gamer+play.test@gmail.com',
      'samgamer@googlemail.com',
      'Sam.Gamer+x@GoogleMail.com',
      'sam.gamer.@gmail.com',
      '.samgamer@gmail.com',
    );
    const statuses = [];
    for (const email of spellings) statuses.push((await POST(json('/api/signups', { email }))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 400, 400]);
    const records = (await (await store()).listSignups()).filter((signup) => signup.mailbox === 'samgamer@gmail.com');
    expect(records.map((signup) => signup.email)).toEqual(['Sam.Gamer@gmail.com']);
  });

  it.each(['.@gmail.com', 'x.@gmail.com', 'a..b@gmail.com', '+tag@gmail.com', '.+x@googlemail.com'])(
    'refuses %s and stores nothing',
    async (email) => {
      const before = (await (await store()).listSignups()).length;
      const response = await POST(json('/api/signups', { email }));
      expect(response.status).toBe(400);
      expect((await (await store()).listSignups()).length).toBe(before);
    },
  );

  it('counts every spelling of one client address, and its whole IPv6 /64, as one client', async () => {
    const spellings = [
      '2001:DB8:5::1',
      '2001:db8:5:0:0:0:0:1',
      '[2001:db8:5::1]',
      '[2001:db8:5::1]:4431',
      '2001:db8:5::ffff',
    ];
    spellings.push('2001:db8:5:0:1:2:3:4', '2001:0db8:0005::9', '2001:db8:5::1%eth0', '2001:db8:5::a', '2001:db8:5::b');
    for (const [index, address] of spellings.entries()) {
      expect(
        (await POST(json('/api/signups', { email: `ipv6.${index}@gmail.com` }, { 'x-forwarded-for': address }))).status,
      ).toBe(200);
    }
    expect(
      (await POST(json('/api/signups', { email: 'ipv6.last@gmail.com' }, { 'x-forwarded-for': '2001:db8:5::77' })))
        .status,
    ).toBe(429);
    const mapped = ['198.51.100.99', '::ffff:198.51.100.99', '198.51.100.99:1234', '[::ffff:198.51.100.99]:80'];
    const statuses = [];
    for (let n = 0; n < 11; n += 1) {
      statuses.push(
        (await POST(json('/api/signups', { email: `ipv4.${n}@gmail.com` }, { 'x-forwarded-for': mapped[n % 4] ?? '' })))
          .status,
      );
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('refuses an address outside the allowed domains with the Gmail-only text and stores nothing', async () => {
    const response = await POST(json('/api/signups', { email: 'fan@yahoo.com' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ ok: false, error: 'Please enter a valid Gmail address.', field: 'email' });
    expect(await stored('fan@yahoo.com')).toBe(0);
  });

  it('answers a filled honeypot as a success and stores nothing', async () => {
    const response = await POST(json('/api/signups', { email: 'bot@gmail.com', website: 'http://spam.example' }));
    expect(response.status).toBe(200);
    expect(await stored('bot@gmail.com')).toBe(0);
  });

  it.each([
    ['malformed JSON', post('/api/signups', '{"email":', 'application/json'), 400],
    ['a wrong type', json('/api/signups', { email: ['a@gmail.com'] }), 400],
    ['an extra field', json('/api/signups', { email: 'x@gmail.com', role: 'admin' }), 400],
    [
      'a __proto__ key',
      post('/api/signups', '{"email":"p@gmail.com","__proto__":{"polluted":true}}', 'application/json'),
      400,
    ],
    ['a huge string', json('/api/signups', { email: `${'a'.repeat(10_000)}@gmail.com` }), 400],
    ['a body over 16 KB', json('/api/signups', { email: 'a'.repeat(20_000) }), 413],
    ['plain text', post('/api/signups', 'email=a@gmail.com', 'text/plain'), 415],
    ['another site', json('/api/signups', { email: 'x@gmail.com' }, { origin: 'https://evil.example' }), 403],
    ['a cross-site fetch', json('/api/signups', { email: 'x@gmail.com' }, { 'sec-fetch-site': 'cross-site' }), 403],
    [
      'an Origin matching a forged X-Forwarded-Host',
      json(
        '/api/signups',
        { email: 'x@gmail.com' },
        { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      ),
      403,
    ],
  ])('answers %s with a clear error and no crash', async (_case, request, status) => {
    const response = await POST(request);
    expect(response.status).toBe(status);
    expect((await response.json()).ok).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('limits a client to 10 a minute with 429 and Retry-After', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push(
        (
          await POST(
            json('/api/signups', { email: `limit${attempt}@gmail.com` }, { 'x-forwarded-for': '198.51.100.7' }),
          )
        ).status,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    const limited = await POST(
      json('/api/signups', { email: 'limit@gmail.com' }, { 'x-forwarded-for': '198.51.100.7' }),
    );
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ ok: false, error: 'Too Many Requests' });
  });

  it('sends a browser without JavaScript back to the page with the outcome', async () => {
    const ok = await POST(post('/api/signups', 'email=nojs%40gmail.com&website=', 'application/x-www-form-urlencoded'));
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toMatch(
      /^\/betester\?signup=ok&email=nojs%40gmail\.com&seal=[\w-]{43}&sig=[0-9a-z]+\.[\w-]{43}#signup$/,
    );
    const invalid = await POST(post('/api/signups', 'email=nojs%40example.com', 'application/x-www-form-urlencoded'));
    expect(invalid.headers.get('location')).toMatch(
      /^\/betester\?signup=invalid&field=email&sig=[0-9a-z]+\.[\w-]{43}#signup$/,
    );
  });
});

import { json, post, createTempDataDir } from './helpers';

createTempDataDir();
type Handler = (request: Request) => Promise<Response>;
let POST: Handler;
let listSignups: () => Promise<{ email: string }[]>;

beforeAll(async () => {
  ({ POST } = await import('@/app/api/signups/route'));
  ({ listSignups } = await import('@/lib/store'));
});
afterAll(async () => (await import('@/lib/store')).closeStore());

async function stored(email: string) {
  return (await listSignups()).filter((signup) => signup.email === email.toLowerCase()).length;
}

describe('POST /api/signups', () => {
  it('thanks a valid address and stores it once, however often it is sent', async () => {
    for (const email of ['Fan.One@gmail.com', ' fan.one@gmail.com ']) {
      const response = await POST(json('/api/signups', { email }));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true, message: `Thank you for signing up, ${email.trim()}!` });
    }
    expect(await stored('fan.one@gmail.com')).toBe(1);
  });

  it('refuses an address outside the allowed domains with the spec text and stores nothing', async () => {
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
    ['a __proto__ key', post('/api/signups', '{"email":"p@gmail.com","__proto__":{"polluted":true}}', 'application/json'), 400],
    ['a huge string', json('/api/signups', { email: `${'a'.repeat(10_000)}@gmail.com` }), 400],
    ['a body over 16 KB', json('/api/signups', { email: 'a'.repeat(20_000) }), 413],
    ['plain text', post('/api/signups', 'email=a@gmail.com', 'text/plain'), 415],
    ['another site', json('/api/signups', { email: 'x@gmail.com' }, { origin: 'https://evil.example' }), 403],
    ['a cross-site fetch', json('/api/signups', { email: 'x@gmail.com' }, { 'sec-fetch-site': 'cross-site' }), 403],
  ])('answers %s with a clear error and no crash', async (_case, request, status) => {
    const response = await POST(request);
    expect(response.status).toBe(status);
    expect((await response.json()).ok).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('limits a client to 10 a minute with 429 and Retry-After', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await POST(json('/api/signups', { email: `limit${attempt}@gmail.com` }, { 'x-forwarded-for': '198.51.100.7' }))).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    const limited = await POST(json('/api/signups', { email: 'limit@gmail.com' }, { 'x-forwarded-for': '198.51.100.7' }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ ok: false, error: 'Too Many Requests' });
  });

  it('sends a browser without JavaScript back to the page with the outcome', async () => {
    const ok = await POST(post('/api/signups', 'email=nojs%40gmail.com&website=', 'application/x-www-form-urlencoded'));
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toMatch(/^\/betester\?signup=ok&email=nojs%40gmail\.com&seal=[\w-]{43}#signup$/);
    const invalid = await POST(post('/api/signups', 'email=nojs%40example.com', 'application/x-www-form-urlencoded'));
    expect(invalid.headers.get('location')).toBe('/betester?signup=invalid&field=email#signup');
  });
});

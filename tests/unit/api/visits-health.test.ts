import { createTempDataDir } from './helpers';

createTempDataDir();
let visits: typeof import('@/app/api/visits/route');
let health: typeof import('@/app/api/health/route');

beforeAll(async () => {
  visits = await import('@/app/api/visits/route');
  health = await import('@/app/api/health/route');
});
afterAll(async () => (await import('@/lib/store/store.server')).closeStore());

const postVisit = (headers: Record<string, string> = {}) =>
  visits.POST(new Request('http://localhost:3000/api/visits', { method: 'POST', headers }));

describe('/api/visits', () => {
  it('counts each post exactly once, even concurrently, and reads the total', async () => {
    expect(await (await visits.GET()).json()).toEqual({ ok: true, count: 0 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => postVisit()));
    const counts = await Promise.all(answers.map(async (response) => (await response.json()).count));
    expect(new Set(counts).size).toBe(50);
    expect(await (await visits.GET()).json()).toEqual({ ok: true, count: 50 });
  });

  it('refuses a count posted from another site', async () => {
    const response = await postVisit({ origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect((await (await visits.GET()).json()).count).toBe(50);
  });
});

describe('/api/visits against inflation', () => {
  const total = async () => Number((await (await visits.GET()).json()).count);

  it('counts a browser once a session: a repeat carrying the session cookie only reads the total', async () => {
    const first = await postVisit({ 'x-forwarded-for': '203.0.113.20' });
    const cookie = first.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^visit-counted=1; Path=\/api\/visits; HttpOnly; SameSite=Strict/);
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
    const counted = Number((await first.json()).count);
    for (let n = 0; n < 5; n += 1) {
      const repeat = await postVisit({ 'x-forwarded-for': '203.0.113.20', cookie: 'theme=dark; visit-counted=1' });
      expect(repeat.status).toBe(200);
      expect((await repeat.json()).count).toBe(counted);
    }
    expect(await total()).toBe(counted);
  });

  it('counts at most 60 visits in 10 minutes from one client, however its address is spelled', async () => {
    const before = await total();
    const spellings = ['2001:db8:7::1', '2001:DB8:7:0::2', '[2001:db8:7::3]:443'];
    const statuses = [];
    for (let n = 0; n < 61; n += 1)
      statuses.push((await postVisit({ 'x-forwarded-for': spellings[n % 3] ?? '' })).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(60);
    const limited = await postVisit({ 'x-forwarded-for': '2001:db8:7::99' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await total()).toBe(before + 60);
    expect((await postVisit({ 'x-forwarded-for': '2001:db8:8::1' })).status).toBe(200);
  });
});

describe('/api/health', () => {
  it('answers 200 with the store reachable', async () => {
    const response = await health.GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, store: 'reachable' });
  });
});

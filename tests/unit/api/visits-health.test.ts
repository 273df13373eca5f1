import { createTempDataDir } from './helpers';

createTempDataDir();
let visits: typeof import('@/app/api/visits/route');
let health: typeof import('@/app/api/health/route');

beforeAll(async () => {
  visits = await import('@/app/api/visits/route');
  health = await import('@/app/api/health/route');
});
afterAll(async () => (await import('@/lib/store')).closeStore());

const postVisit = (headers: Record<string, string> = {}) => visits.POST(new Request('http://localhost:3000/api/visits', { method: 'POST', headers }));

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

describe('/api/health', () => {
  it('answers 200 with the store reachable', async () => {
    const response = await health.GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, store: 'reachable' });
  });
});

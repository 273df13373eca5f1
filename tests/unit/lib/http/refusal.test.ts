import { refusal, refusalResponse, refuse, type RefusalReason } from '@/lib/http/refusal';

describe('a refusal', () => {
  it('is answered { ok: false, error } with the field it is about, never cached', async () => {
    const answer = refusalResponse(refusal('invalid', 'Name is required', { field: 'user_name' }));
    expect(answer.status).toBe(400);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('retry-after')).toBeNull();
    expect(await answer.json()).toEqual({ ok: false, error: 'Name is required', field: 'user_name' });
  });

  it('tells a client that asked too often when to ask again', async () => {
    const answer = refuse('too-many', 'Slow down', { retryAfterSeconds: 42 });
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe('42');
    expect(await answer.json()).toEqual({ ok: false, error: 'Slow down' });
  });

  it.each<[RefusalReason, number]>([
    ['invalid', 400],
    ['forbidden', 403],
    ['not-found', 404],
    ['conflict', 409],
    ['too-large', 413],
    ['unsupported', 415],
    ['unverified', 422],
    ['too-many', 429],
    ['unavailable', 503],
  ])('for the reason %s is answered %i', (reason, status) => {
    expect(refuse(reason, 'x').status).toBe(status);
  });
});

import { admit, guard } from '@/lib/http/guard.server';
import { createRateLimit } from '@/lib/http/rate-limit.server';
import { Refused } from '@/lib/http/refusal';
import { messages } from '@/lib/site/messages';

function request(headers: Record<string, string> = {}, body?: string): Request {
  return new Request('http://localhost:3000/api/x', {
    method: 'POST',
    headers: { 'x-forwarded-for': '198.51.100.7', ...headers },
    body,
  });
}

const json = (value: unknown, headers: Record<string, string> = {}) =>
  request({ 'content-type': 'application/json', ...headers }, JSON.stringify(value));

describe('the request guard', () => {
  it('admits a same-origin request and hands over the client key and the parsed body', async () => {
    const admitted = await guard(json({ a: 1 }, { origin: 'http://localhost:3000' }), {
      rateLimit: createRateLimit(5, 60_000),
    });
    expect(admitted).toEqual({ client: '198.51.100.7', format: 'json', body: { a: 1 } });
  });

  it('checks the origin before counting the client, so a cross-site post costs the client nothing', async () => {
    const rateLimit = createRateLimit(1, 60_000);
    await expect(guard(json({}, { origin: 'https://evil.example' }), { rateLimit })).rejects.toMatchObject({
      refusal: { reason: 'forbidden' },
    });
    await expect(guard(json({}), { rateLimit })).resolves.toMatchObject({ client: '198.51.100.7' });
  });

  it('answers a client past its limit with 429, the shared text, Retry-After and no-store, before reading the body', async () => {
    const rateLimit = createRateLimit(1, 60_000);
    await admit(json({}), { rateLimit });
    const refused = await admit(request({ 'content-type': 'text/plain' }, 'x'), { rateLimit });
    if (!(refused instanceof Response)) throw new Error('the second request was admitted');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.json()).toEqual({ ok: false, error: messages.tooMany });
  });

  it('caps the body at the size asked for, and reads none when asked for none', async () => {
    const big = json({ text: 'x'.repeat(100) });
    await expect(guard(big, { rateLimit: null, maxBodyBytes: 50 })).rejects.toMatchObject({
      refusal: { reason: 'too-large' },
    });
    await expect(guard(json({ a: 1 }), { rateLimit: null, maxBodyBytes: 0 })).resolves.toMatchObject({
      format: null,
      body: undefined,
    });
  });

  it('reads an optional body only when the request names its type, and can leave the origin unchecked', async () => {
    const options = { rateLimit: null, sameOrigin: false, bodyOptional: true };
    await expect(guard(request({ origin: 'https://mail.example' }), options)).resolves.toMatchObject({
      format: null,
      body: undefined,
    });
    const form = request(
      { origin: 'https://mail.example', 'content-type': 'application/x-www-form-urlencoded' },
      't=abc',
    );
    await expect(guard(form, options)).resolves.toMatchObject({ format: 'form', body: { t: 'abc' } });
  });

  it('throws what it refuses as a refusal, and lets any other failure through', async () => {
    await expect(guard(request({ 'content-type': 'text/plain' }, 'x'), { rateLimit: null })).rejects.toBeInstanceOf(
      Refused,
    );
    const broken = request({ 'content-type': 'application/json' });
    Object.defineProperty(broken, 'body', {
      get() {
        throw new Error('aborted');
      },
    });
    await expect(admit(broken, { rateLimit: null })).rejects.toThrow('aborted');
  });
});

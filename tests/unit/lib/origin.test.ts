import { assertSameOrigin, clientAddress } from '@/lib/http/origin';
import { RequestError } from '@/lib/http/read-body';

const site = 'https://games.example';

function request(headers: Record<string, string>) {
  return new Request('http://127.0.0.1:3000/api/signups', { method: 'POST', headers });
}

function status(headers: Record<string, string>): number {
  try {
    assertSameOrigin(request(headers), site);
    return 200;
  } catch (error) {
    if (error instanceof RequestError) return error.status;
    throw error;
  }
}

describe('assertSameOrigin', () => {
  it('lets same-site posts and headerless clients through', () => {
    expect(status({ origin: site })).toBe(200);
    expect(status({ host: 'localhost:3000', origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })).toBe(200);
    expect(status({})).toBe(200);
  });

  it('refuses another site with 403', () => {
    expect(status({ origin: 'https://evil.example' })).toBe(403);
    expect(status({ 'sec-fetch-site': 'cross-site' })).toBe(403);
    expect(status({ 'sec-fetch-site': 'same-site', origin: site })).toBe(403);
    expect(status({ origin: 'null' })).toBe(403);
  });
});

describe('clientAddress', () => {
  it('takes the socket address Next put first, or the proxy-appended last entry when trusted', () => {
    const forwarded = new Request('http://x/', { headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.2' } });
    expect(clientAddress(forwarded, false)).toBe('203.0.113.9');
    expect(clientAddress(forwarded, true)).toBe('198.51.100.2');
    expect(clientAddress(new Request('http://x/'), false)).toBe('unknown');
  });
});

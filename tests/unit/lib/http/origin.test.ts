import { assertSameOrigin } from '@/lib/http/origin.server';
import { Refused, statusOf } from '@/lib/http/refusal';

const allowed = ['https://games.example', 'https://www.games.example'];

function status(headers: Record<string, string>): number {
  try {
    assertSameOrigin(new Request('http://127.0.0.1:3000/api/signups', { method: 'POST', headers }), allowed);
    return 200;
  } catch (error) {
    if (error instanceof Refused) return statusOf(error.refusal);
    throw error;
  }
}

describe('assertSameOrigin', () => {
  it('lets posts from the site and the allow-list through, and headerless clients', () => {
    expect(status({ origin: 'https://games.example' })).toBe(200);
    expect(status({ origin: 'https://www.games.example', 'sec-fetch-site': 'same-origin' })).toBe(200);
    expect(status({})).toBe(200);
  });

  it('refuses another site with 403', () => {
    expect(status({ origin: 'https://evil.example' })).toBe(403);
    expect(status({ 'sec-fetch-site': 'cross-site' })).toBe(403);
    expect(status({ 'sec-fetch-site': 'same-site', origin: 'https://games.example' })).toBe(403);
    expect(status({ origin: 'null' })).toBe(403);
  });

  it("never takes the request's own Host or X-Forwarded-Host as proof of origin", () => {
    expect(status({ host: 'evil.example', origin: 'http://evil.example' })).toBe(403);
    expect(
      status({ 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', origin: 'https://evil.example' }),
    ).toBe(403);
    expect(status({ host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-origin' })).toBe(
      403,
    );
  });
});

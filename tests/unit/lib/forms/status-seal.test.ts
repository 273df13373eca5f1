import { isSealedQuery, sealedQuery, STATUS_LIFETIME_MS } from '@/lib/forms/status-seal.server';

const paramsOf = (query: string) => Object.fromEntries(new URLSearchParams(query));
const now = Date.UTC(2026, 10, 25, 12);

describe('sealed page statuses', () => {
  it('verifies exactly the query the server made, in any order of its parameters', () => {
    const query = sealedQuery({ contact: 'invalid', field: 'user_email' }, now);
    expect(query).toMatch(/^contact=invalid&field=user_email&sig=[0-9a-z]+\.[\w-]{43}$/);
    expect(isSealedQuery(paramsOf(query), now)).toBe(true);
    const { sig, ...rest } = paramsOf(query);
    expect(isSealedQuery({ sig, ...rest }, now)).toBe(true);
  });

  it.each([
    ['an unsealed outcome', () => ({ contact: 'ok' })],
    ['a changed outcome', (query: string) => ({ ...paramsOf(query), contact: 'ok' })],
    ['an added parameter', (query: string) => ({ ...paramsOf(query), email: 'victim@gmail.com' })],
    ['a left-out parameter', (query: string) => ({ ...paramsOf(query), field: undefined })],
    ['a repeated parameter', (query: string) => ({ ...paramsOf(query), contact: ['invalid', 'ok'] })],
    ['a seal of garbage', (query: string) => ({ ...paramsOf(query), sig: 'x.y' })],
    ['a seal with another time', (query: string) => ({ ...paramsOf(query), sig: `${(now - 1000).toString(36)}.${paramsOf(query).sig?.split('.')[1]}` })],
  ])('refuses %s', (_case, forge) => {
    expect(isSealedQuery(forge(sealedQuery({ contact: 'invalid', field: 'user_email' }, now)), now)).toBe(false);
  });

  it('lasts a while after its redirect, and is not valid before it was made', () => {
    const params = paramsOf(sealedQuery({ result: 'confirmed' }, now));
    expect(isSealedQuery(params, now + STATUS_LIFETIME_MS - 1)).toBe(true);
    expect(isSealedQuery(params, now + STATUS_LIFETIME_MS)).toBe(false);
    expect(isSealedQuery(params, now - 1)).toBe(false);
  });
});

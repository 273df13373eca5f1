import { createTempDataDir } from '../../api/helpers';

// Set before the seals load the configuration (imported below, not hoisted like imports): the secret is the data folder's.
createTempDataDir();
let isSealedQuery: typeof import('@/lib/http/status-seal.server').isSealedQuery;
let sealedQuery: typeof import('@/lib/http/status-seal.server').sealedQuery;
let STATUS_LIFETIME_MS: number;
beforeAll(
  async () => ({ isSealedQuery, sealedQuery, STATUS_LIFETIME_MS } = await import('@/lib/http/status-seal.server')),
);

const paramsOf = (query: string) => Object.fromEntries(new URLSearchParams(query));
const now = Date.UTC(2026, 10, 25, 12);

describe('sealed page statuses', () => {
  it('verifies exactly the query the server made, in any order of its parameters', async () => {
    const query = await sealedQuery({ contact: 'invalid', field: 'user_email' }, now);
    expect(query).toMatch(/^contact=invalid&field=user_email&sig=[0-9a-z]+\.[\w-]{43}$/);
    expect(await isSealedQuery(paramsOf(query), now)).toBe(true);
    const { sig, ...rest } = paramsOf(query);
    expect(await isSealedQuery({ sig, ...rest }, now)).toBe(true);
  });

  it.each([
    ['an unsealed outcome', () => ({ contact: 'ok' })],
    ['a changed outcome', (query: string) => ({ ...paramsOf(query), contact: 'ok' })],
    ['an added parameter', (query: string) => ({ ...paramsOf(query), email: 'victim@gmail.com' })],
    ['a left-out parameter', (query: string) => ({ ...paramsOf(query), field: undefined })],
    ['a repeated parameter', (query: string) => ({ ...paramsOf(query), contact: ['invalid', 'ok'] })],
    ['a seal of garbage', (query: string) => ({ ...paramsOf(query), sig: 'x.y' })],
    [
      'a seal with another time',
      (query: string) => ({
        ...paramsOf(query),
        sig: `${(now - 1000).toString(36)}.${paramsOf(query).sig?.split('.')[1]}`,
      }),
    ],
  ])('refuses %s', async (_case, forge) => {
    expect(await isSealedQuery(forge(await sealedQuery({ contact: 'invalid', field: 'user_email' }, now)), now)).toBe(
      false,
    );
  });

  it('lasts a while after its redirect, and is not valid before it was made', async () => {
    const params = paramsOf(await sealedQuery({ result: 'confirmed' }, now));
    expect(await isSealedQuery(params, now + STATUS_LIFETIME_MS - 1)).toBe(true);
    expect(await isSealedQuery(params, now + STATUS_LIFETIME_MS)).toBe(false);
    expect(await isSealedQuery(params, now - 1)).toBe(false);
  });

  it("is read by another server process that shares the site's secret, and by no other", async () => {
    const query = await sealedQuery({ contact: 'ok' }, now);
    // A fresh module registry is a process of its own: nothing in memory is shared, only the data folder's secret.
    const otherServer = async (env: Record<string, string>) => {
      const saved = { ...process.env };
      Object.assign(process.env, env);
      try {
        let seals: typeof import('@/lib/http/status-seal.server') | undefined;
        await jest.isolateModulesAsync(async () => {
          seals = await import('@/lib/http/status-seal.server');
        });
        return await seals!.isSealedQuery(paramsOf(query), now);
      } finally {
        process.env = saved;
      }
    };
    expect(await otherServer({})).toBe(true);
    expect(await otherServer({ MAILING_LIST_SECRET: 'another site entirely, with its own secret of 32+' })).toBe(false);
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { createTempDataDir, post } from '../../api/helpers';
import { signLinkToken } from '@/lib/mailing-list/tokens.server';

// Set before the page and the handlers load the configuration (imported below, not hoisted like imports).
const dataDir = createTempDataDir();
let ListLinkPage: typeof import('@/components/mailing-list/list-link-page').ListLinkPage;
beforeAll(async () => ({ ListLinkPage } = await import('@/components/mailing-list/list-link-page')));
afterAll(async () => {
  // A sign-up's confirmation mail goes after the answer: let it finish before the store closes.
  await (await import('@/lib/forms/signup.server')).confirmationsSettled();
  await (await import('@/lib/store/store.server')).closeStore();
});

type SearchParams = Record<string, string | string[] | undefined>;
const render = async (purpose: 'confirm' | 'unsubscribe', searchParams: SearchParams) =>
  renderToStaticMarkup(await ListLinkPage({ purpose, searchParams }));

describe('the page a list link opens', () => {
  it.each([
    ['confirm', 'confirmed', 'Your address is confirmed'],
    ['confirm', 'already-confirmed', 'already confirmed'],
    ['confirm', 'unknown', 'not on our list'],
    ['unsubscribe', 'unsubscribed', 'You are unsubscribed'],
  ] as const)(
    'on /mailing-list/%s?result=%s alone says nothing of it: no such thing happened',
    async (purpose, result, claim) => {
      const html = await render(purpose, { result });
      expect(html).not.toContain(claim);
      expect(html).toContain('This link is not valid');
    },
  );

  it("shows the result of the handler's own redirect", async () => {
    const { POST: signup } = await import('@/app/api/signups/route');
    const { POST: confirm } = await import('@/app/api/mailing-list/confirm/route');
    const email = 'sealed.result@gmail.com';
    expect(
      (
        await signup(
          post('/api/signups', JSON.stringify({ email }), 'application/json', { accept: 'application/json' }),
        )
      ).status,
    ).toBe(200);
    const { loadSiteSecret } = await import('@/lib/site/site-secret.server');
    const token = signLinkToken(await loadSiteSecret(null, dataDir), 'confirm', email, new Date());
    const response = await confirm(
      post('/api/mailing-list/confirm', `t=${token}`, 'application/x-www-form-urlencoded'),
    );
    const location = new URL(response.headers.get('location') ?? '', 'http://localhost');
    expect(location.pathname).toBe('/mailing-list/confirm');
    const params = Object.fromEntries(location.searchParams);
    expect(await render('confirm', params)).toContain('Your address is confirmed');
    expect(await render('confirm', { ...params, result: 'unknown' })).not.toContain('not on our list');
  });
});

import { refusal } from '@/lib/http/refusal';
import { createTempDataDir } from '../../api/helpers';

// Set before the store and the seals load the configuration (imported below, not hoisted like imports).
createTempDataDir();
let noticeQuery: typeof import('@/lib/forms/notice.server').noticeQuery;
let pageNotice: typeof import('@/lib/forms/page-notice.server').pageNotice;
let sealedQuery: typeof import('@/lib/http/status-seal.server').sealedQuery;
let submitSignup: typeof import('@/lib/forms/signup.server').submitSignup;
beforeAll(async () => {
  ({ noticeQuery } = await import('@/lib/forms/notice.server'));
  ({ pageNotice } = await import('@/lib/forms/page-notice.server'));
  ({ sealedQuery } = await import('@/lib/http/status-seal.server'));
  ({ submitSignup } = await import('@/lib/forms/signup.server'));
});
afterAll(async () => {
  // A sign-up's confirmation mail goes after the answer: let it finish before the store closes.
  await (await import('@/lib/forms/signup.server')).confirmationsSettled();
  await (await import('@/lib/store/store.server')).closeStore();
});

const paramsOf = (query: string) => Object.fromEntries(new URLSearchParams(query));

describe('the no-JavaScript sign-up thank-you', () => {
  it('echoes the address the server itself redirected with', async () => {
    const outcome = await submitSignup({ email: 'sealed.fan@gmail.com' });
    expect(await pageNotice('signup', paramsOf(await noticeQuery('signup', outcome)))).toEqual({
      ok: true,
      text: 'Thank you for signing up, sealed.fan@gmail.com! If this address is new to the list, a link to confirm it is on its way (one a day at most): open it to join.',
    });
  });

  it('shows nothing for an address only the link says was signed up, or a seal moved to another address', async () => {
    expect(await pageNotice('signup', { signup: 'ok', email: 'spoofed@gmail.com' })).toBeNull();
    const outcome = await submitSignup({ email: 'real.fan@gmail.com' });
    const params = paramsOf(await noticeQuery('signup', outcome));
    expect(await pageNotice('signup', { ...params, email: 'other@gmail.com' })).toBeNull();
    expect(await pageNotice('signup', { ...params, seal: 'x' })).toBeNull();
  });
});

describe('a page notice', () => {
  it("shows an outcome only from the server's own sealed redirect", async () => {
    expect(await pageNotice('contact', { contact: 'ok' })).toBeNull();
    expect(await pageNotice('contact', { contact: 'failed' })).toBeNull();
    expect(await pageNotice('contact', { contact: 'invalid', field: 'constructor' })).toBeNull();
    const sealed = paramsOf(await noticeQuery('contact', { ok: true, message: 'x' }));
    expect(await pageNotice('contact', sealed)).toEqual({ ok: true, text: 'Message sent successfully!' });
    const invalid = paramsOf(await noticeQuery('contact', refusal('invalid', 'x', { field: 'user_email' })));
    expect((await pageNotice('contact', invalid))?.text).toBe('Please check the Email field and send again.');
    expect(await pageNotice('contact', { ...invalid, contact: 'ok' })).toBeNull();
    expect(await pageNotice('contact', { ...invalid, field: '__proto__' })).toBeNull();
  });

  it('shows nothing for a seal made long ago', async () => {
    const old = paramsOf(await sealedQuery({ contact: 'ok' }, Date.now() - 60 * 60_000));
    expect(await pageNotice('contact', old)).toBeNull();
  });
});

import { createTempDataDir } from '../../api/helpers';
import { noticeQuery } from '@/lib/forms/notice.server';
import { pageNotice } from '@/lib/forms/page-notice.server';
import { sealedQuery } from '@/lib/forms/status-seal.server';
import { submitSignup } from '@/lib/forms/signup.server';

createTempDataDir();
afterAll(async () => {
  // A sign-up's confirmation mail goes after the answer: let it finish before the store closes.
  await (await import('@/lib/mailing-list/confirmation-queue.server')).confirmationsSettled();
  await (await import('@/lib/store/store.server')).closeStore();
});

const paramsOf = (query: string) => Object.fromEntries(new URLSearchParams(query));

describe('the no-JavaScript sign-up thank-you', () => {
  it('echoes the address the server itself redirected with', async () => {
    const outcome = await submitSignup({ email: 'sealed.fan@gmail.com' });
    expect(pageNotice('signup', paramsOf(noticeQuery('signup', outcome)))).toEqual({
      ok: true,
      text: 'Thank you for signing up, sealed.fan@gmail.com! Please confirm with the link we have just e-mailed you.',
    });
  });

  it('shows nothing for an address only the link says was signed up, or a seal moved to another address', async () => {
    expect(pageNotice('signup', { signup: 'ok', email: 'spoofed@gmail.com' })).toBeNull();
    const outcome = await submitSignup({ email: 'real.fan@gmail.com' });
    const params = paramsOf(noticeQuery('signup', outcome));
    expect(pageNotice('signup', { ...params, email: 'other@gmail.com' })).toBeNull();
    expect(pageNotice('signup', { ...params, seal: 'x' })).toBeNull();
  });
});

describe('a page notice', () => {
  it("shows an outcome only from the server's own sealed redirect", () => {
    expect(pageNotice('contact', { contact: 'ok' })).toBeNull();
    expect(pageNotice('contact', { contact: 'failed' })).toBeNull();
    expect(pageNotice('contact', { contact: 'invalid', field: 'constructor' })).toBeNull();
    const sealed = paramsOf(noticeQuery('contact', { status: 200, ok: true, message: 'x' }));
    expect(pageNotice('contact', sealed)).toEqual({ ok: true, text: 'Message sent successfully!' });
    const invalid = paramsOf(noticeQuery('contact', { status: 400, ok: false, error: 'x', field: 'user_email' }));
    expect(pageNotice('contact', invalid)?.text).toBe('Please check the Email field and send again.');
    expect(pageNotice('contact', { ...invalid, contact: 'ok' })).toBeNull();
    expect(pageNotice('contact', { ...invalid, field: '__proto__' })).toBeNull();
  });

  it('shows nothing for a seal made long ago', () => {
    const old = paramsOf(sealedQuery({ contact: 'ok' }, Date.now() - 60 * 60_000));
    expect(pageNotice('contact', old)).toBeNull();
  });
});

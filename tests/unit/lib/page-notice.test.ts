import { createTempDataDir } from '../api/helpers';
import { noticeQuery } from '@/lib/forms/notice';
import { pageNotice } from '@/lib/forms/page-notice';
import { submitSignup } from '@/lib/forms/signup';

createTempDataDir();
afterAll(async () => (await import('@/lib/store')).closeStore());

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

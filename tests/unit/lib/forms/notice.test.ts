import { createTempDataDir } from '../../api/helpers';
import { readNotice } from '@/lib/forms/notice.server';

// Set before the seal loads the configuration (imported below, not hoisted like imports).
createTempDataDir();
let noticeQuery: typeof import('@/lib/forms/notice.server').noticeQuery;
beforeAll(async () => ({ noticeQuery } = await import('@/lib/forms/notice.server')));

const anyGmail = (email: string) => email.endsWith('@gmail.com');

describe('form notices for browsers without JavaScript', () => {
  it('round-trips a successful sign-up with its echoed address', async () => {
    const query = await noticeQuery('signup', { ok: true, message: 'x', echo: { email: 'a@gmail.com' } });
    const params = Object.fromEntries(new URLSearchParams(query));
    expect(readNotice('signup', params, anyGmail)).toEqual({
      ok: true,
      text: 'Thank you for signing up, a@gmail.com! If this address is new to the list, a link to confirm it is on its way (one a day at most): open it to join.',
    });
  });

  it('never echoes text it did not validate', () => {
    expect(readNotice('signup', { signup: 'ok', email: 'visit evil.example' }, anyGmail)).toBeNull();
    expect(readNotice('contact', { contact: '<script>' }, anyGmail)).toBeNull();
  });

  it('maps failures to the texts a visitor reads', () => {
    expect(readNotice('contact', { contact: 'failed' }, anyGmail)?.text).toBe(
      'Failed to send the message. Please try again.',
    );
    expect(readNotice('signup', { signup: 'invalid' }, anyGmail)?.text).toBe('Please enter a valid Gmail address.');
    expect(readNotice('contact', { contact: 'invalid', field: 'user_email' }, anyGmail)?.text).toContain('Email');
    expect(readNotice('signup', { signup: 'limited' }, anyGmail)?.text).toContain('Too Many Requests');
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'names no field for the inherited key %p',
    (field) => {
      expect(readNotice('contact', { contact: 'invalid', field }, anyGmail)?.text).toBe(
        'Please check the form field and send again.',
      );
    },
  );
});

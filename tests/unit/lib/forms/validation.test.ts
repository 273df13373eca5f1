import { mailboxKey } from '@/lib/mail/mailbox';
import { contactSchema, hasVisibleCharacter, signupSchema } from '@/lib/forms/validation';

const signup = signupSchema(['gmail.com', 'googlemail.com', 'google.com']);

describe('signupSchema', () => {
  it('accepts a trimmed address in an allowed domain', () => {
    expect(signup.parse({ email: '  Player.One@Gmail.com ' }).email).toBe('Player.One@Gmail.com');
    expect(signup.safeParse({ email: 'a@googlemail.com' }).success).toBe(true);
  });

  it.each([
    ['another domain', 'a@yahoo.com'],
    ['a look-alike domain', 'a@notgmail.com'],
    ['a domain suffix trick', 'a@gmail.com.evil.org'],
    ['no at sign', 'gmail.com'],
    ['spaces inside', 'a b@gmail.com'],
    ['over 254 characters', `${'a'.repeat(250)}@gmail.com`],
    ['a line break', 'a@gmail.com\r\nBcc: x@y.z'],
    ['only a dot before the @', '.@gmail.com'],
    ['a dot ending the local part', 'x.@gmail.com'],
    ['a dot starting the local part', '.x@gmail.com'],
    ['two dots in a row', 'a..b@gmail.com'],
    ['a local part over 64 characters', `${'a'.repeat(65)}@gmail.com`],
    ['no mailbox before the +tag', '+tag@gmail.com'],
  ])('refuses %s with the Gmail-only message', (_case, email) => {
    const result = signup.safeParse({ email });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please enter a valid Gmail address.');
  });

  it('refuses wrong types, extra fields and __proto__ keys', () => {
    expect(signup.safeParse({ email: 42 }).success).toBe(false);
    expect(signup.safeParse({ email: 'a@gmail.com', admin: true }).success).toBe(false);
    expect(signup.safeParse(JSON.parse('{"email":"a@gmail.com","__proto__":{"admin":true}}')).success).toBe(false);
    expect(signup.safeParse(null).success).toBe(false);
  });
});

describe('contactSchema', () => {
  const valid = { user_name: 'Ada', user_email: 'ada@example.org', message: 'Hello!' };

  it('accepts a complete message', () => {
    expect(contactSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    ['an empty name', { user_name: '  ' }],
    ['a name over 100 characters', { user_name: 'n'.repeat(101) }],
    ['a name with a line break', { user_name: 'Ada\r\nBcc: victim@example.org' }],
    ['a name with a control character', { user_name: 'Ada\u0000' }],
    ['an invalid address', { user_email: 'ada@' }],
    ['an address with a line break', { user_email: 'ada@example.org\nBcc: x@y.z' }],
    ['an empty message', { message: '' }],
    ['a message over 5,000 characters', { message: 'm'.repeat(5001) }],
    ['a name of only zero-width characters', { user_name: '\u200b\u200c\u200d' }],
    ['a name of Hangul fillers', { user_name: '\u3164\u3164' }],
    ['a message of only NUL characters', { message: '\u0000\u0000' }],
    ['a message with a NUL inside', { message: 'Hello\u0000world' }],
    ['a message of only invisible characters', { message: '\u2060\ufeff \u00ad\u2800\u034f' }],
  ])('refuses %s', (_case, change) => {
    expect(contactSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });

  it('allows line breaks in the message itself', () => {
    expect(contactSchema.safeParse({ ...valid, message: 'line one\nline two' }).success).toBe(true);
  });
});

describe('hasVisibleCharacter', () => {
  it('finds letters, digits, punctuation, symbols and emoji in any script', () => {
    for (const text of ['a', '7', '?', '€', '🎮', 'ж', '中', '\u200bx']) expect(hasVisibleCharacter(text)).toBe(true);
  });

  it('finds none in space, control, format or combining characters alone', () => {
    for (const text of ['', ' \t\n', '\u0000', '\u200b\u200e\u2066', '\u0301', '\u3164\u115f\uffa0', '\u2800'])
      expect(hasVisibleCharacter(text)).toBe(false);
  });
});

describe('mailboxKey', () => {
  it('folds Gmail dots, +tags, case and googlemail.com into one mailbox', () => {
    for (const email of [
      'a.da@gmail.com',
      'ADA@gmail.com',
      'ada+x.y@gmail.com',
      'a.d.a+@googlemail.com',
      ' Ada@GoogleMail.COM ',
    ]) {
      expect(mailboxKey(email)).toBe('ada@gmail.com');
    }
  });

  it('folds only the case of other domains', () => {
    expect(mailboxKey('A.Da+x@Google.com')).toBe('a.da+x@google.com');
  });

  it('finds no mailbox without a local part', () => {
    expect(mailboxKey('+x@gmail.com')).toBeNull();
    expect(mailboxKey('...@googlemail.com')).toBeNull();
    expect(mailboxKey('@gmail.com')).toBeNull();
    expect(mailboxKey('gmail.com')).toBeNull();
  });
});

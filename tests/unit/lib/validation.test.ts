import { contactSchema, signupSchema } from '@/lib/validation';

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
  ])('refuses %s with the spec message', (_case, email) => {
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
  ])('refuses %s', (_case, change) => {
    expect(contactSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });

  it('allows line breaks in the message itself', () => {
    expect(contactSchema.safeParse({ ...valid, message: 'line one\nline two' }).success).toBe(true);
  });
});

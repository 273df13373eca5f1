import { readConfig } from '@/lib/site/config.server';

describe('readConfig', () => {
  it('has working defaults', () => {
    const config = readConfig({});
    expect(config.site.url).toBe('http://localhost:3000');
    expect(config.store.engine).toBe('sqlite');
    expect(config.signupDomains).toEqual(['gmail.com', 'googlemail.com', 'google.com']);
    expect(config.ads).toBeNull();
    expect(config.isTrustedProxy('127.0.0.1')).toBe(false);
  });

  it('reads overrides', () => {
    const config = readConfig({
      SITE_URL: 'https://example.org/',
      SIGNUP_EMAIL_DOMAINS: 'Gmail.com, example.org',
      TRUST_PROXY: '1',
    });
    expect(config.site.url).toBe('https://example.org');
    expect(config.signupDomains).toEqual(['gmail.com', 'example.org']);
    // `1` is loopback: a proxy on this machine, never a stranger.
    expect(config.isTrustedProxy('127.0.0.1')).toBe(true);
    expect(config.isTrustedProxy('203.0.113.9')).toBe(false);
    const listed = readConfig({ TRUST_PROXY: '10.0.0.0/8, 2001:db8::1' });
    expect(['10.1.2.3', '2001:db8::1', '127.0.0.1', '11.0.0.1'].map(listed.isTrustedProxy)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('stops with a message naming the bad variable', () => {
    expect(() => readConfig({ SITE_URL: 'not a url' })).toThrow(/SITE_URL/);
    expect(() => readConfig({ STORE: 'mongo' })).toThrow(/STORE/);
    expect(() => readConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(() => readConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    expect(() => readConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => readConfig({ TRUST_PROXY: '2' })).toThrow(/TRUST_PROXY/);
    expect(() => readConfig({ STORE: 'firestore' })).toThrow(/FIREBASE_PROJECT_ID/);
  });
});

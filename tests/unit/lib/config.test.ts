import { readConfig } from '@/lib/config';

describe('readConfig', () => {
  it('has working defaults', () => {
    const config = readConfig({});
    expect(config.site.url).toBe('http://localhost:3000');
    expect(config.store.engine).toBe('sqlite');
    expect(config.signupDomains).toEqual(['gmail.com', 'googlemail.com', 'google.com']);
    expect(config.ads).toBeNull();
    expect(config.trustProxy).toBe(false);
  });

  it('reads overrides', () => {
    const config = readConfig({ SITE_URL: 'https://example.org/', SIGNUP_EMAIL_DOMAINS: 'Gmail.com, example.org', TRUST_PROXY: '1' });
    expect(config.site.url).toBe('https://example.org');
    expect(config.signupDomains).toEqual(['gmail.com', 'example.org']);
    expect(config.trustProxy).toBe(true);
  });

  it('stops with a message naming the bad variable', () => {
    expect(() => readConfig({ SITE_URL: 'not a url' })).toThrow(/SITE_URL/);
    expect(() => readConfig({ STORE: 'mongo' })).toThrow(/STORE/);
    expect(() => readConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(() => readConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    expect(() => readConfig({ STORE: 'firestore' })).toThrow(/FIREBASE_PROJECT_ID/);
  });
});

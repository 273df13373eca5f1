import { resolveClient, trustedProxies, UNREADABLE } from '@/lib/server/trusted-proxies.mjs';

describe('trustedProxies', () => {
  it('trusts nobody for 0 or nothing, and loopback only for 1', () => {
    for (const setting of [undefined, '', '0'])
      expect(['127.0.0.1', '::1', '10.0.0.1'].map(trustedProxies(setting))).toEqual([false, false, false]);
    expect(
      ['127.0.0.1', '127.9.9.9', '::1', '::ffff:127.0.0.1', '[::1]:80', '10.0.0.1', '203.0.113.9'].map(
        trustedProxies('1'),
      ),
    ).toEqual([true, true, true, true, true, false, false]);
  });

  it('reads addresses, CIDR ranges and named ranges', () => {
    const trusted = trustedProxies('192.0.2.10, 10.0.0.0/8, 2001:db8:1::/48, uniquelocal');
    const cases = {
      '192.0.2.10': true,
      '192.0.2.11': false,
      '10.200.0.1': true,
      '2001:db8:1:ffff::1': true,
      '2001:db8:2::1': false,
      '192.168.1.1': true,
    };
    for (const [address, expected] of Object.entries(cases))
      expect([address, trusted(address)]).toEqual([address, expected]);
    expect(trusted('not an address')).toBe(false);
  });

  it('refuses what it cannot read', () => {
    for (const setting of ['yes', 'true', '2', '10.0.0.0/33', '::/129', '10.0.0.0/8/1', 'localhost'])
      expect(() => trustedProxies(setting)).toThrow(/TRUST_PROXY/);
  });
});

describe('resolveClient', () => {
  const proxies = trustedProxies('10.0.0.0/8');

  it('believes X-Forwarded-For only hop by hop from trusted proxies', () => {
    expect(resolveClient('203.0.113.9', '6.6.6.6', proxies)).toBe('203.0.113.9');
    expect(resolveClient('10.0.0.1', '6.6.6.6, 198.51.100.2', proxies)).toBe('198.51.100.2');
    expect(resolveClient('10.0.0.1', '6.6.6.6, 198.51.100.2, 10.0.0.2', proxies)).toBe('198.51.100.2');
    expect(resolveClient('10.0.0.1', '10.0.0.3, 10.0.0.2', proxies)).toBe('10.0.0.3');
    expect(resolveClient('10.0.0.1', undefined, proxies)).toBe('10.0.0.1');
    expect(resolveClient('::ffff:203.0.113.9', 'x', proxies)).toBe('203.0.113.9');
  });

  it('folds junk into one shared key', () => {
    expect(resolveClient('10.0.0.1', '6.6.6.6, junk', proxies)).toBe(UNREADABLE);
    expect(resolveClient(undefined, undefined, proxies)).toBe(UNREADABLE);
  });
});

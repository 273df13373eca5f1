import { clientAddress, clientKey, UNREADABLE_ADDRESS } from '@/lib/http/client-address.server';

describe('clientKey', () => {
  it('folds every spelling of one address into one key', () => {
    expect(
      new Set(
        [
          '2001:DB8::1',
          '2001:db8:0:0:0:0:0:1',
          '2001:0db8::0001',
          '[2001:db8::1]',
          '[2001:db8::1]:443',
          '2001:db8::1%eth0',
        ].map(clientKey),
      ),
    ).toEqual(new Set(['2001:db8:0:0::/64']));
    expect(
      new Set(
        ['1.2.3.4', '1.2.3.4:1234', '::ffff:1.2.3.4', '::FFFF:102:304', '[::ffff:1.2.3.4]:80', ' 1.2.3.4 '].map(
          clientKey,
        ),
      ),
    ).toEqual(new Set(['1.2.3.4']));
    expect(new Set(['::1', '[::1]', '0:0:0:0:0:0:0:1', '[::1]:3000'].map(clientKey))).toEqual(
      new Set(['0:0:0:0::/64']),
    );
  });

  it('keys IPv6 by its /64, the block one subscriber gets', () => {
    expect(clientKey('2001:db8:aa:bb:1:2:3:4')).toBe(clientKey('2001:db8:aa:bb:ffff:ffff:ffff:ffff'));
    expect(clientKey('2001:db8:aa:bb::1')).not.toBe(clientKey('2001:db8:aa:bc::1'));
  });

  it('gives everything that is not an address one shared key, whatever its size', () => {
    for (const junk of [
      '',
      'unknown',
      'x'.repeat(16_384),
      '1.2.3.4.5',
      '01.2.3.4',
      '2001:db8::1::2',
      '[1.2.3.4]x',
      'localhost',
    ]) {
      expect(clientKey(junk)).toBe(UNREADABLE_ADDRESS);
    }
  });
});

describe('clientAddress', () => {
  const none = () => false;
  const proxies = (address: string) => address === '10.0.0.5' || address === '10.0.0.6';

  it('takes the last entry, the one the nearest proxy appended (server.mjs leaves only the resolved client)', () => {
    const forwarded = new Request('http://x/', { headers: { 'x-forwarded-for': '203.0.113.9, [2001:DB8::7]:5555' } });
    expect(clientAddress(forwarded, none)).toBe('2001:db8:0:0::/64');
    expect(clientAddress(new Request('http://x/', { headers: { 'x-forwarded-for': '198.51.100.4' } }), none)).toBe(
      '198.51.100.4',
    );
    expect(clientAddress(new Request('http://x/'), none)).toBe(UNREADABLE_ADDRESS);
  });

  it('walks back past trusted proxies only, and stops at junk', () => {
    const request = (header: string) => new Request('http://x/', { headers: { 'x-forwarded-for': header } });
    expect(clientAddress(request('6.6.6.6, 203.0.113.9, 10.0.0.6, 10.0.0.5'), proxies)).toBe('203.0.113.9');
    expect(clientAddress(request('6.6.6.6, 10.0.0.6'), none)).toBe('10.0.0.6');
    expect(clientAddress(request('6.6.6.6, garbage, 10.0.0.5'), proxies)).toBe(UNREADABLE_ADDRESS);
  });
});

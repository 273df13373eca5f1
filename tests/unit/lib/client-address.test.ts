import { clientAddress, clientKey, UNREADABLE_ADDRESS } from '@/lib/http/client-address';

describe('clientKey', () => {
  it('folds every spelling of one address into one key', () => {
    expect(
      new Set(['2001:DB8::1', '2001:db8:0:0:0:0:0:1', '2001:0db8::0001', '[2001:db8::1]', '[2001:db8::1]:443', '2001:db8::1%eth0'].map(clientKey)),
    ).toEqual(new Set(['2001:db8:0:0::/64']));
    expect(new Set(['1.2.3.4', '1.2.3.4:1234', '::ffff:1.2.3.4', '::FFFF:102:304', '[::ffff:1.2.3.4]:80', ' 1.2.3.4 '].map(clientKey))).toEqual(
      new Set(['1.2.3.4']),
    );
    expect(new Set(['::1', '[::1]', '0:0:0:0:0:0:0:1', '[::1]:3000'].map(clientKey))).toEqual(new Set(['0:0:0:0::/64']));
  });

  it('keys IPv6 by its /64, the block one subscriber gets', () => {
    expect(clientKey('2001:db8:aa:bb:1:2:3:4')).toBe(clientKey('2001:db8:aa:bb:ffff:ffff:ffff:ffff'));
    expect(clientKey('2001:db8:aa:bb::1')).not.toBe(clientKey('2001:db8:aa:bc::1'));
  });

  it('gives everything that is not an address one shared key, whatever its size', () => {
    for (const junk of ['', 'unknown', 'x'.repeat(16_384), '1.2.3.4.5', '01.2.3.4', '2001:db8::1::2', '[1.2.3.4]x', 'localhost']) {
      expect(clientKey(junk)).toBe(UNREADABLE_ADDRESS);
    }
  });
});

describe('clientAddress', () => {
  it('takes the socket address Next put first, or the proxy-appended last entry when trusted', () => {
    const forwarded = new Request('http://x/', { headers: { 'x-forwarded-for': '203.0.113.9, [2001:DB8::7]:5555' } });
    expect(clientAddress(forwarded, false)).toBe('203.0.113.9');
    expect(clientAddress(forwarded, true)).toBe('2001:db8:0:0::/64');
    expect(clientAddress(new Request('http://x/'), false)).toBe(UNREADABLE_ADDRESS);
  });
});

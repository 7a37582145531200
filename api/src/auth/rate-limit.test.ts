import { clientKey } from './rate-limit.js';

describe('clientKey', () => {
  it('keeps IPv4 addresses, also IPv4-mapped ones', () => {
    expect(clientKey('192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
  });

  it('keys IPv6 addresses by their /64 prefix, however they are written', () => {
    const key = '2001:db8:0:1::/64';
    expect(clientKey('2001:db8:0:1::1')).toBe(key);
    expect(clientKey('2001:0db8:0000:0001:ffff:eeee:dddd:cccc')).toBe(key);
    expect(clientKey('2001:DB8:0:1:0:0:0:2')).toBe(key);
    expect(clientKey('2001:db8:0:1:5:6:1.2.3.4')).toBe(key);
    expect(clientKey('2001:db8::1:2:3:1.2.3.4')).toBe('2001:db8:0:1::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('2001:db8:0:2::1')).not.toBe(key);
  });
});

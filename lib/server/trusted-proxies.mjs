// @ts-check
// Which connections may speak for a client through X-Forwarded-For, as Express's `trust proxy` decides it: the
// header is believed hop by hop, from the socket backwards, only while each hop is a configured proxy.
import net from 'node:net';

/** The key every address that can't be read shares (lib/http/client-address.server.ts keys rate limits by it too). */
export const UNREADABLE = 'unreadable';

/** Named ranges, as Express names them. */
const NAMED = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * One address as a socket or a header gives it, bare: brackets, a port and a zone dropped, an IPv4-mapped IPv6
 * address as its IPv4 address. Null when it is not an IP address.
 * @param {string} raw
 * @returns {string | null}
 */
export function bareAddress(raw) {
  let address = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  const ipv4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(address);
  if (ipv4WithPort?.[1]) address = ipv4WithPort[1];
  address = address.replace(/%[\w.-]+$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) address = mapped[1];
  return net.isIP(address) === 0 ? null : address;
}

/**
 * The proxies TRUST_PROXY names: `0` (or nothing) none; `1` the loopback ranges, a proxy on this machine (the only
 * reading of the old on/off switch that a stranger can't use: nobody else can connect from 127.0.0.1 or ::1); or a
 * comma-separated list of addresses, CIDR ranges and the names loopback, linklocal and uniquelocal. Throws on
 * anything else.
 * @param {string | undefined} setting
 * @returns {(address: string) => boolean}
 */
export function trustedProxies(setting) {
  const value = (setting ?? '').trim();
  if (value === '' || value === '0') return () => false;
  const entries =
    value === '1'
      ? ['loopback']
      : value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean);
  const list = new net.BlockList();
  for (const entry of entries) {
    for (const range of NAMED[/** @type {keyof typeof NAMED} */ (entry.toLowerCase())] ?? [entry]) {
      const [address = '', prefix, extra] = range.split('/');
      const family = net.isIP(address);
      const bits = prefix === undefined ? (family === 4 ? 32 : 128) : Number(prefix);
      if (family === 0 || extra !== undefined || !/^\d{1,3}$/.test(String(bits)) || bits > (family === 4 ? 32 : 128)) {
        throw new Error(`TRUST_PROXY: "${entry}" is not an address, a CIDR range, loopback, linklocal or uniquelocal`);
      }
      list.addSubnet(address, bits, family === 4 ? 'ipv4' : 'ipv6');
    }
  }
  return (address) => {
    const bare = bareAddress(address);
    return bare !== null && list.check(bare, net.isIP(bare) === 4 ? 'ipv4' : 'ipv6');
  };
}

/**
 * The client's address: the socket's, unless the socket is a trusted proxy, in which case the header's last entry
 * (what that proxy appended), and so on backwards while each hop is trusted. An entry that is not an address ends
 * the walk as UNREADABLE, so junk in the header never makes a key of its own.
 * @param {string | undefined} socketAddress
 * @param {string | string[] | undefined} forwardedFor
 * @param {(address: string) => boolean} isTrusted
 * @returns {string}
 */
export function resolveClient(socketAddress, forwardedFor, isTrusted) {
  const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  let client = bareAddress(socketAddress ?? '');
  while (client !== null && isTrusted(client) && entries.length > 0) client = bareAddress(entries.pop() ?? '');
  return client ?? UNREADABLE;
}

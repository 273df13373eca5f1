import 'server-only';
import net from 'node:net';
import { bareAddress, UNREADABLE } from '@/lib/server/trusted-proxies.mjs';

/** The key of every client whose address can't be read: they share one limit rather than each getting their own. */
export const UNREADABLE_ADDRESS = UNREADABLE;

/** The eight 16-bit groups of a valid IPv6 address (embedded IPv4 included), as numbers. */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The rate-limit key of a client address as a header or socket gives it: one spelling per client whatever the
 * form (IPv6 case and zero compression, brackets, a port, a zone, IPv4-mapped IPv6 all fold together), and one key
 * per IPv6 /64, the block a single subscriber is given. Anything that is not an IP address gets UNREADABLE_ADDRESS.
 */
export function clientKey(raw: string): string {
  const address = bareAddress(raw);
  if (address === null) return UNREADABLE_ADDRESS;
  if (net.isIP(address) === 4) return address;
  const groups = ipv6Groups(address);
  // bareAddress unwraps the dotted spelling (::ffff:1.2.3.4); the hexadecimal ones (::ffff:102:304) fold here.
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * The client's rate-limit key. server.mjs hands over X-Forwarded-For as the one client address it resolved from the
 * socket (believing the header only from trusted proxies). Where another server fills the header (a host's own
 * front end appending the address it saw), the last entry is the client unless it is itself a trusted proxy, in
 * which case the walk goes on backwards; an unreadable entry ends it as UNREADABLE_ADDRESS.
 */
export function clientAddress(request: Request, isTrustedProxy: (address: string) => boolean): string {
  const entries = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  let address = entries.pop();
  while (
    address !== undefined &&
    entries.length > 0 &&
    clientKey(address) !== UNREADABLE_ADDRESS &&
    isTrustedProxy(address)
  )
    address = entries.pop();
  return address === undefined ? UNREADABLE_ADDRESS : clientKey(address);
}

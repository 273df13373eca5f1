/** The key every address that can't be read shares. */
export const UNREADABLE: string;
/** One address bare (no brackets, port or zone; IPv4-mapped IPv6 as IPv4), or null when it is not an IP address. */
export function bareAddress(raw: string): string | null;
/** The TRUST_PROXY setting as a test of a connection's address; throws on a setting it can't read. */
export function trustedProxies(setting: string | undefined): (address: string) => boolean;
/** The client's address from the socket and X-Forwarded-For, believing the header only from trusted proxies. */
export function resolveClient(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  isTrusted: (address: string) => boolean,
): string;

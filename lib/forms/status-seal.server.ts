import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Outcomes a handler's redirect carries to a page (`/contact?contact=ok`, `/mailing-list/confirm?result=confirmed`)
 * are sealed, so that a page shows only what this server did: a link someone typed or was sent shows nothing.
 * One key per server process, shared by the route handler and the page (Next may load them as separate module
 * instances): a seal only has to outlive the redirect that carries it.
 */
const holder = globalThis as typeof globalThis & { __pageStatusKey?: Buffer };
const key = (holder.__pageStatusKey ??= randomBytes(32));

/** The query parameter that carries the seal. */
export const SEAL_PARAM = 'sig';
/** How long after its redirect a status still shows (a reload a while later shows the bare page). */
export const STATUS_LIFETIME_MS = 15 * 60_000;

type SearchParams = Record<string, string | string[] | undefined>;

function mac(issued: string, params: [string, string][]): string {
  const sorted = [...params].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHmac('sha256', key)
    .update(`page status\n${issued}\n${new URLSearchParams(sorted).toString()}`, 'utf8')
    .digest('base64url');
}

/** The query string for a redirect: `params`, then the seal over them and the time. */
export function sealedQuery(params: Record<string, string>, now = Date.now()): string {
  const entries = Object.entries(params);
  const issued = now.toString(36);
  return new URLSearchParams([...entries, [SEAL_PARAM, `${issued}.${mac(issued, entries)}`]]).toString();
}

/**
 * True when a page's search params are exactly what sealedQuery made, within its lifetime: no parameter added,
 * changed or left out.
 */
export function isSealedQuery(params: SearchParams, now = Date.now()): boolean {
  const seal = params[SEAL_PARAM];
  if (typeof seal !== 'string') return false;
  const [issued = '', given = ''] = seal.split('.', 2);
  const issuedAt = Number.parseInt(issued, 36);
  if (!/^[0-9a-z]{1,11}$/.test(issued) || !(issuedAt <= now && now - issuedAt < STATUS_LIFETIME_MS)) return false;
  const entries: [string, string][] = [];
  for (const [name, value] of Object.entries(params)) {
    if (name === SEAL_PARAM || value === undefined) continue;
    if (typeof value !== 'string') return false;
    entries.push([name, value]);
  }
  const expected = Buffer.from(mac(issued, entries));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { derivedKey } from '@/lib/site/site-secret.server';

/**
 * Outcomes a handler's redirect carries to a page (`/contact?contact=ok`, `/mailing-list/confirm?result=confirmed`)
 * are sealed, so that a page shows only what this server did: a link someone typed or was sent shows nothing.
 * The key is derived from the site's secret: a redirect from one server process shows on a page served by another
 * (several servers behind a balancer, a serverless host, a restart in between).
 */

/** The query parameter that carries the seal. */
export const SEAL_PARAM = 'sig';
/** How long after its redirect a status still shows (a reload a while later shows the bare page). */
export const STATUS_LIFETIME_MS = 15 * 60_000;

type SearchParams = Record<string, string | string[] | undefined>;

async function mac(issued: string, params: [string, string][]): Promise<string> {
  const sorted = [...params].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHmac('sha256', await derivedKey('page status seal'))
    .update(`page status\n${issued}\n${new URLSearchParams(sorted).toString()}`, 'utf8')
    .digest('base64url');
}

/** The query string for a redirect: `params`, then the seal over them and the time. */
export async function sealedQuery(params: Record<string, string>, now = Date.now()): Promise<string> {
  const entries = Object.entries(params);
  const issued = now.toString(36);
  return new URLSearchParams([...entries, [SEAL_PARAM, `${issued}.${await mac(issued, entries)}`]]).toString();
}

/**
 * True when a page's search params are exactly what sealedQuery made, within its lifetime: no parameter added,
 * changed or left out.
 */
export async function isSealedQuery(params: SearchParams, now = Date.now()): Promise<boolean> {
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
  const expected = Buffer.from(await mac(issued, entries));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

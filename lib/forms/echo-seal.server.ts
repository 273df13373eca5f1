import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { derivedKey } from '@/lib/site/site-secret.server';

// Derived from the site's secret, so a seal made by one server process is read by any other that shares it.
const key = () => derivedKey('form echo seal');

/** A seal proving the server itself put `text` in a redirect's query string. */
export async function sealEcho(text: string): Promise<string> {
  return createHmac('sha256', await key())
    .update(text, 'utf8')
    .digest('base64url');
}

/** True when `seal` is the server's seal of `text`. */
export async function isSealedEcho(text: string, seal: string | undefined): Promise<boolean> {
  if (!seal) return false;
  const expected = Buffer.from(await sealEcho(text));
  const given = Buffer.from(seal);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

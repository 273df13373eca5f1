import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// One key per server process, shared by the route handler and the page (Next may load them as separate module
// instances): a seal only has to outlive the redirect that carries it. Another process's seal simply shows no echo.
const holder = globalThis as typeof globalThis & { __formEchoKey?: Buffer };
const key = (holder.__formEchoKey ??= randomBytes(32));

/** A seal proving the server itself put `text` in a redirect's query string. */
export function sealEcho(text: string): string {
  return createHmac('sha256', key).update(text, 'utf8').digest('base64url');
}

/** True when `seal` is the server's seal of `text`. */
export function isSealedEcho(text: string, seal: string | undefined): boolean {
  if (!seal) return false;
  const expected = Buffer.from(sealEcho(text));
  const given = Buffer.from(seal);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** How long a confirmation link works. Unsubscribe links never expire: a list mail must stay unsubscribable. */
export const CONFIRM_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type LinkPurpose = 'confirm' | 'unsubscribe';

const payloadSchema = z
  .object({ p: z.enum(['confirm', 'unsubscribe']), e: z.email().max(254), t: z.number().int().nonnegative() })
  .strict();

export type LinkCheck = { ok: true; email: string; issuedAt: Date } | { ok: false; reason: 'invalid' | 'expired' };

function mac(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

/** A link token: the purpose, address and issue time, base64url JSON, then its HMAC-SHA256 under the server secret. */
export function signLinkToken(secret: string, purpose: LinkPurpose, email: string, issuedAt: Date): string {
  const payload = Buffer.from(JSON.stringify({ p: purpose, e: email, t: issuedAt.getTime() })).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

/**
 * Whether `text` is base64url in the one spelling Buffer writes: the URL-safe alphabet only, no padding, and no
 * bits set beyond the last whole byte (otherwise 'QQ' and 'QR' would both decode to 'A', and a token would verify
 * in several spellings).
 */
function isCanonicalBase64url(text: string): boolean {
  return (
    /^[A-Za-z0-9_-]+$/.test(text) &&
    text.length % 4 !== 1 &&
    Buffer.from(text, 'base64url').toString('base64url') === text
  );
}

/** Checks a token's signature and purpose, then (for confirmations) its age; never throws on hostile input. */
export function verifyLinkToken(secret: string, purpose: LinkPurpose, token: unknown, now = new Date()): LinkCheck {
  if (typeof token !== 'string' || token.length > 1024) return { ok: false, reason: 'invalid' };
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
  if (!isCanonicalBase64url(payload) || !isCanonicalBase64url(signature)) return { ok: false, reason: 'invalid' };
  const expected = mac(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  let parsed;
  try {
    parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!parsed.success || parsed.data.p !== purpose) return { ok: false, reason: 'invalid' };
  const issuedAt = new Date(parsed.data.t);
  // A minute of leeway for clocks; a token from further in the future was not issued by this server's clock.
  if (issuedAt.getTime() > now.getTime() + 60_000) return { ok: false, reason: 'invalid' };
  if (purpose === 'confirm' && now.getTime() - issuedAt.getTime() > CONFIRM_LINK_TTL_MS)
    return { ok: false, reason: 'expired' };
  return { ok: true, email: parsed.data.e, issuedAt };
}

// Which mailbox an address reaches, so that one person signs up once however they spell their address.

// Gmail ignores dots and everything from '+' in the local part, and googlemail.com is the same service
// (https://support.google.com/mail/answer/7436150, /10313). Other domains may treat them as distinct, so
// only their case is folded.
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The canonical form of an address's mailbox: lowercased; for Gmail, without dots or a +tag and at gmail.com.
 * Null when no mailbox is left (no '@', or a Gmail local part that is only dots and a tag).
 */
export function mailboxKey(email: string): string | null {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1 || at === address.length - 1) return null;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (!GMAIL_DOMAINS.has(domain)) return address;
  const user = (local.split('+')[0] ?? '').replaceAll('.', '');
  return user ? `${user}@gmail.com` : null;
}

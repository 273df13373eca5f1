import 'server-only';
import { config } from '@/lib/config';
import { getMailer } from '@/lib/mail';
import { messages } from '@/lib/messages';
import { confirmSignup, recordSignupConsent, unsubscribe } from '@/lib/store/mailing-list';
import { loadListSecret } from './secret';
import { CONFIRM_LINK_TTL_MS, signLinkToken, verifyLinkToken, type LinkCheck, type LinkPurpose } from './tokens';

let secret: Promise<string> | undefined;

function listSecret(): Promise<string> {
  secret ??= loadListSecret(config.mailingListSecret, config.dataDir);
  return secret;
}

/** The page a list link opens (or with `api`, the endpoint that acts on POST), with its signed token. */
export async function listLink(purpose: LinkPurpose, email: string, { api = false, issuedAt = new Date() } = {}): Promise<string> {
  const token = signLinkToken(await listSecret(), purpose, email, issuedAt);
  return `${config.site.url}${api ? '/api' : ''}/mailing-list/${purpose}?t=${token}`;
}

/** Checks a link's token without changing anything (for the page a link opens). */
export async function checkListLink(purpose: LinkPurpose, token: unknown): Promise<LinkCheck> {
  return verifyLinkToken(await listSecret(), purpose, token);
}

/**
 * Records a sign-up's consent and, unless the address is already confirmed, mails it a confirmation link. The
 * answer to the visitor is the same either way, so the form tells no one whether an address is on the list.
 */
export async function requestConfirmation(email: string, page: string): Promise<void> {
  const state = await recordSignupConsent(email, { page, wording: messages.signupConsent });
  if (state === 'confirmed') return;
  const days = CONFIRM_LINK_TTL_MS / (24 * 60 * 60 * 1000);
  const issuedAt = new Date();
  await getMailer().sendListMail({
    kind: 'confirm',
    issuedAt,
    to: email,
    subject: `Please confirm your sign-up to ${config.site.name}`,
    text: [
      'Hello,',
      '',
      `Someone, hopefully you, asked to join ${config.site.name}'s mailing list with this address. ${messages.signupConsent}`,
      '',
      'To confirm, open this link:',
      await listLink('confirm', email, { issuedAt }),
      '',
      `The link works for ${days} days. If you did not sign up, ignore this mail: without a confirmation we will not write again.`,
    ].join('\n'),
    unsubscribeUrl: await listLink('unsubscribe', email, { issuedAt }),
    oneClickUrl: await listLink('unsubscribe', email, { api: true, issuedAt }),
  });
}

export type LinkOutcome = 'confirmed' | 'already-confirmed' | 'unsubscribed' | 'refused' | 'expired' | 'unknown';

/** Confirms the address a confirmation token names, when the token is genuine, fresh and newer than any unsubscription. */
export async function confirmFromToken(token: unknown): Promise<LinkOutcome> {
  const check = await checkListLink('confirm', token);
  if (!check.ok) return check.reason === 'expired' ? 'expired' : 'refused';
  const result = await confirmSignup(check.email, check.issuedAt);
  return result === 'unsubscribed-since' ? 'refused' : result;
}

/** Unsubscribes the address an unsubscribe token names, for good. */
export async function unsubscribeFromToken(token: unknown): Promise<LinkOutcome> {
  const check = await checkListLink('unsubscribe', token);
  if (!check.ok) return 'refused';
  return (await unsubscribe(check.email)) ? 'unsubscribed' : 'unknown';
}

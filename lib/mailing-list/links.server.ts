import 'server-only';
import { config } from '@/lib/site/config.server';
import { siteSecret } from '@/lib/site/site-secret.server';
import { signLinkToken, verifyLinkToken, type LinkCheck, type LinkPurpose } from './tokens.server';
import { store } from '@/lib/store/store.server';

/** The page a list link opens (or with `api`, the endpoint that acts on POST), with its signed token. */
export async function listLink(
  purpose: LinkPurpose,
  email: string,
  { api = false, issuedAt = new Date() } = {},
): Promise<string> {
  const token = signLinkToken(await siteSecret(), purpose, email, issuedAt);
  return `${config.site.url}${api ? '/api' : ''}/mailing-list/${purpose}?t=${token}`;
}

/** Checks a link's token without changing anything (for the page a link opens). */
export async function checkListLink(purpose: LinkPurpose, token: unknown): Promise<LinkCheck> {
  return verifyLinkToken(await siteSecret(), purpose, token);
}

export type LinkOutcome = 'confirmed' | 'already-confirmed' | 'unsubscribed' | 'refused' | 'expired' | 'unknown';

/** Confirms the address a confirmation token names, when the token is genuine, fresh and newer than any unsubscription. */
export async function confirmFromToken(token: unknown): Promise<LinkOutcome> {
  const check = await checkListLink('confirm', token);
  if (!check.ok) return check.reason === 'expired' ? 'expired' : 'refused';
  const result = await (await store()).confirmSignup(check.email, check.issuedAt);
  return result === 'unsubscribed-since' ? 'refused' : result;
}

/** Unsubscribes the address an unsubscribe token names, for good. */
export async function unsubscribeFromToken(token: unknown): Promise<LinkOutcome> {
  const check = await checkListLink('unsubscribe', token);
  if (!check.ok) return 'refused';
  return (await (await store()).unsubscribe(check.email)) ? 'unsubscribed' : 'unknown';
}

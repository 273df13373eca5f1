import 'server-only';
import { config } from '@/lib/site/config.server';
import { getMailer } from '@/lib/mail/mailer.server';
import { messages } from '@/lib/site/messages';
import type { ConfirmationClaim } from '@/lib/store/store.server';
import { siteSecret } from '@/lib/site/site-secret.server';
import { CONFIRM_LINK_TTL_MS, signLinkToken, verifyLinkToken, type LinkCheck, type LinkPurpose } from './tokens.server';
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

export type ConfirmationDelivery = { sent: true; location: string } | { sent: false; error: string };

/**
 * Sends a confirmation mail its caller has claimed and records the outcome under that claim. The mail's links and
 * Message-ID come from the time it was queued, so every attempt at one mail is the same mail. A failure is a result,
 * not a rejection: the mail stays queued as failed, for `npm run contact:retry`.
 */
export async function deliverConfirmation({ mail, token }: ConfirmationClaim): Promise<ConfirmationDelivery> {
  const days = CONFIRM_LINK_TTL_MS / (24 * 60 * 60 * 1000);
  const { to, issuedAt } = mail;
  let location: string;
  try {
    ({ location } = await getMailer().sendListMail({
      kind: 'confirm',
      issuedAt,
      to,
      subject: `Please confirm your sign-up to ${config.site.name}`,
      text: [
        'Hello,',
        '',
        `Someone, hopefully you, asked to join ${config.site.name}'s mailing list with this address. ${messages.signupConsent}`,
        '',
        'To confirm, open this link:',
        await listLink('confirm', to, { issuedAt }),
        '',
        `The link works for ${days} days. If you did not sign up, ignore this mail: without a confirmation we will not write again.`,
      ].join('\n'),
      unsubscribeUrl: await listLink('unsubscribe', to, { issuedAt }),
      oneClickUrl: await listLink('unsubscribe', to, { api: true, issuedAt }),
    }));
  } catch (sendError) {
    const error = sendError instanceof Error ? sendError.message : String(sendError);
    await (
      await store()
    )
      .markConfirmationMail(mail.mailbox, token, { status: 'failed', error })
      .catch((markError: unknown) =>
        console.error('A confirmation mail failed to send and could not be marked failed', markError),
      );
    return { sent: false, error };
  }
  // Sent: a failure to record it leaves the mail 'sending' for a retry, which sends it again under the same Message-ID.
  await (
    await store()
  )
    .markConfirmationMail(mail.mailbox, token, { status: 'sent' })
    .catch((error: unknown) => console.error('A confirmation mail was sent but could not be marked sent', error));
  return { sent: true, location };
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

// Input normalisation and rules both engines share, so they store the same values and agree on claims.
import { mailboxKey } from '@/lib/mail/mailbox';
import type { ContactMessage } from './types';

const MAX_ERROR_LENGTH = 2000;
// Firestore document ids can't contain '/'; SQLite ids are UUIDs. Anything else is no message's id.
const MESSAGE_ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * How long a claim on a contact message holds before another sender may take the message over. Longer than a
 * whole send may last (the mailer's 10 s deadline) plus the store's round trips, so a live sender never loses
 * its claim; short enough that a message whose sender was killed is retried soon.
 */
export const CONTACT_CLAIM_LEASE_MS = 20_000;

/** At most one confirmation mail to one mailbox in this long, however many sign-ups name it and from wherever. */
export const CONFIRMATION_MAIL_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** A sign-up as stored: the address as typed (trimmed) and the mailbox key it is unique by. */
export function signupKeys(email: string): { email: string; mailbox: string } {
  const mailbox = mailboxKey(email);
  if (!mailbox) throw new Error('A sign-up needs an e-mail address');
  return { email: email.trim(), mailbox };
}

/** Whether `id` could be a contact message's id (checked before it reaches a query or a document path). */
export function isMessageId(id: string): boolean {
  return MESSAGE_ID.test(id);
}

/** A send error as kept on the message: bounded, since SMTP errors can carry a whole transcript. */
export function clipError(error: string): string {
  return error.length > MAX_ERROR_LENGTH ? `${error.slice(0, MAX_ERROR_LENGTH - 1)}…` : error;
}

/** Whether a message may be claimed at `now`: failed ones at once; pending or sending ones once their lease ran out. */
export function isClaimable(message: Pick<ContactMessage, 'status' | 'createdAt' | 'claimedAt'>, now: number): boolean {
  switch (message.status) {
    case 'failed':
      return true;
    case 'pending':
      return message.createdAt.getTime() <= now - CONTACT_CLAIM_LEASE_MS;
    case 'sending':
      return (message.claimedAt?.getTime() ?? 0) <= now - CONTACT_CLAIM_LEASE_MS;
    case 'sent':
      return false;
  }
}

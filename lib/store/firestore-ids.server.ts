import 'server-only';
import { createHash } from 'node:crypto';

/** A mailbox's Firestore document id (sign-up, list state, campaign recipient): its hash, since ids can't hold '/'. */
export function mailboxDocId(mailbox: string): string {
  return createHash('sha256').update(mailbox).digest('hex');
}

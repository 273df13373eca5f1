import 'server-only';
import { store } from './store.server';
import type {
  ConfirmationClaim,
  ConfirmationMail,
  ConfirmResult,
  ConsentEvent,
  ForgetResult,
  ListMember,
  SignUpResult,
} from './mailing-list-store';

/** One sign-up: its record, its consent, and the confirmation mail it queues when one is due (claimed for the caller). */
export async function signUp(email: string, consent: { page: string; wording: string }): Promise<SignUpResult> {
  return (await store()).signUp(email, consent);
}

/** Claims a mailbox's unsent confirmation mail for one more attempt; null when another sender has it or none is due. */
export async function claimConfirmationMail(mailbox: string): Promise<ConfirmationClaim | null> {
  return (await store()).claimConfirmationMail(mailbox);
}

/** Records a claimed confirmation mail's outcome; false when another sender's claim replaced this one. */
export async function markConfirmationMail(
  mailbox: string,
  token: string,
  outcome: { status: 'sent' } | { status: 'failed'; error: string },
): Promise<boolean> {
  return (await store()).markConfirmationMail(mailbox, token, outcome);
}

/** Confirmation mails not sent yet, oldest first. */
export async function listUnsentConfirmationMails(): Promise<ConfirmationMail[]> {
  return (await store()).listUnsentConfirmationMails();
}

/** Confirms an address from a link issued at `issuedAt`; links older than an unsubscription are refused. */
export async function confirmSignup(email: string, issuedAt: Date): Promise<ConfirmResult> {
  return (await store()).confirmSignup(email, issuedAt);
}

/** Takes an address off the list for good; false when it never signed up. */
export async function unsubscribe(email: string): Promise<boolean> {
  return (await store()).unsubscribe(email);
}

/** Every sign-up with its double opt-in state, oldest first. */
export async function listMembers(): Promise<ListMember[]> {
  return (await store()).listMembers();
}

/** One address's consent record, oldest first. */
export async function listConsentEvents(email: string): Promise<ConsentEvent[]> {
  return (await store()).listConsentEvents(email);
}

/** Deletes everything stored about one address. */
export async function forgetEmail(email: string): Promise<ForgetResult> {
  return (await store()).forgetEmail(email);
}

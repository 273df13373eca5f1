import 'server-only';
import { store } from './index';
import type { ConfirmResult, ConsentEvent, ForgetResult, ListMember, ListState } from './mailing-list-types';

/** Records a sign-up's consent (now, page, wording); answers the address's list state afterwards. */
export async function recordSignupConsent(email: string, consent: { page: string; wording: string }): Promise<ListState> {
  return (await store()).recordSignupConsent(email, consent);
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

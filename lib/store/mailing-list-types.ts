/** Where an address stands on the mailing list. */
export type ListState = 'unconfirmed' | 'confirmed' | 'unsubscribed';

/** One entry of an address's consent record: what happened, when, and for a sign-up, on which page and under which words. */
export interface ConsentEvent {
  kind: 'signup' | 'confirm' | 'unsubscribe';
  at: Date;
  /** The page the sign-up form was on; null for confirmations and unsubscriptions. */
  page: string | null;
  /** The consent wording the form showed; null for confirmations and unsubscriptions. */
  wording: string | null;
}

/** A sign-up with its double opt-in state. */
export interface ListMember {
  email: string;
  signedUpAt: Date;
  state: ListState;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
}

/** What confirming with a link did. */
export type ConfirmResult = 'confirmed' | 'already-confirmed' | 'unsubscribed-since' | 'unknown';

/** How many records forgetting one address removed, by kind. */
export interface ForgetResult {
  signups: number;
  consentEvents: number;
  contactMessages: number;
}

/**
 * The double opt-in mailing list over the sign-ups. Addresses are keyed by mailbox (mailboxKey), as sign-ups are,
 * so a member joins its sign-up record.
 */
export interface MailingListStore {
  /** Records a sign-up's consent (now, page, wording) and answers the address's state afterwards. */
  recordSignupConsent(email: string, consent: { page: string; wording: string }): Promise<ListState>;
  /**
   * Confirms an address from a link issued at `issuedAt`. A link older than the address's unsubscription is refused
   * ('unsubscribed-since'): unsubscribing is final for every link sent before it.
   */
  confirmSignup(email: string, issuedAt: Date): Promise<ConfirmResult>;
  /** Takes an address off the list for good (idempotent); false when the address never signed up. */
  unsubscribe(email: string): Promise<boolean>;
  /** Every sign-up with its state, oldest first; sign-ups with no consent record count as unconfirmed. */
  listMembers(): Promise<ListMember[]>;
  /** The consent record of one address, oldest first. */
  listConsentEvents(email: string): Promise<ConsentEvent[]>;
  /** Deletes everything stored about one address: sign-up, list state, consent record and contact messages from it. */
  forgetEmail(email: string): Promise<ForgetResult>;
}

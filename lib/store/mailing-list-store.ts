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

/** A confirmation mail waiting in the mailing list's outbox: one per mailbox at most, the latest one due. */
export interface ConfirmationMail {
  mailbox: string;
  /** The address as the sign-up that queued it was typed. */
  to: string;
  /** When it was queued: its links' issue time, hence its Message-ID, the same on every attempt. */
  issuedAt: Date;
  /** Send attempts started (each claim is one; 0 while it waits for its first). */
  attempts: number;
}

/** A sender's exclusive hold on one send attempt of a confirmation mail, as for contact messages. */
export interface ConfirmationClaim {
  mail: ConfirmationMail;
  token: string;
}

/** What one sign-up did. */
export interface SignUpResult {
  /** Whether the mailbox had no sign-up before. */
  created: boolean;
  /** Where the address stands afterwards. */
  state: ListState;
  /** The confirmation mail this sign-up queued ('pending', claimed by nobody yet); null when none is due. */
  mail: ConfirmationMail | null;
}

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
  /**
   * One sign-up, in one transaction: the sign-up record if the mailbox has none (one row per mailbox), its consent
   * (page, wording, time; a repeated sign-up updates the latest sign-up event in place rather than adding one), and a
   * confirmation mail queued ('pending') when the address is unconfirmed and none was queued for it in the last
   * CONFIRMATION_MAIL_INTERVAL_MS. Confirmed and unsubscribed addresses are never mailed from here.
   */
  signUp(email: string, consent: { page: string; wording: string }, now?: number): Promise<SignUpResult>;
  /**
   * Claims a mailbox's queued confirmation mail for one more attempt, atomically: one of any number of callers gets
   * it. Claimable: pending or failed, or sending with a claim older than the lease (its sender died); never once the
   * address is confirmed or unsubscribed. Null otherwise.
   */
  claimConfirmationMail(mailbox: string, now?: number): Promise<ConfirmationClaim | null>;
  /** Records a claimed attempt's outcome and releases the claim; false when another claim has replaced it. */
  markConfirmationMail(
    mailbox: string,
    token: string,
    outcome: { status: 'sent' } | { status: 'failed'; error: string },
  ): Promise<boolean>;
  /** Confirmation mails not yet sent (pending, failed or sending) to addresses still unconfirmed and subscribed, oldest first. */
  listUnsentConfirmationMails(): Promise<ConfirmationMail[]>;
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

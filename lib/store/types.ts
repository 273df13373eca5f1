import type { MailingListStore } from './mailing-list-store';
import type { MeasurementStore } from './measurement-store';
import type { NewsletterStore } from './newsletter-store';
import type { QuizAnswerStore } from './quiz-answers-store';
import type { ScoreBoardStore } from './scores-store';

/** One mailing-list / beta-tester sign-up. */
export interface Signup {
  /** The address as the visitor typed it (trimmed), for display and export. */
  email: string;
  /** The mailbox it reaches, in canonical form: the record's key, so each mailbox signs up once. */
  mailbox: string;
  timestamp: Date;
}

/**
 * The life of a contact message: 'sending' while one sender holds the claim on it, then 'sent' or 'failed'.
 * 'pending' is what older versions stored before the first attempt; messages they left so are retried.
 * Every engine, the schema check and the operator scripts read this one list.
 */
export const CONTACT_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;

export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** A contact-form message as stored, with the outcome of its send attempts. */
export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  message: string;
  createdAt: Date;
  status: ContactStatus;
  /** Send attempts started (each claim is one). */
  attempts: number;
  /** The last failed attempt's error; kept after a later success, as history. */
  lastError: string | null;
  sentAt: Date | null;
  /** When the latest claim was taken; a 'sending' message whose claim is older than the lease may be claimed again. */
  claimedAt: Date | null;
}

/** A sender's exclusive hold on one send attempt of a message; the token proves it when recording the outcome. */
export interface ContactClaim {
  message: ContactMessage;
  token: string;
}

export type ContactOutcome = { status: 'sent' } | { status: 'failed'; error: string };

/** What the site keeps: sign-ups, contact messages, the visit count and quiz answer counters, the mailing list and its newsletter campaigns, measurement counts and the leaderboards, whichever engine holds them. */
export interface Store extends QuizAnswerStore, MailingListStore, MeasurementStore, NewsletterStore, ScoreBoardStore {
  /** Adds a sign-up unless its mailbox (see mailboxKey) already has one; keeps the address as typed. Returns whether it was new. */
  addSignup(email: string): Promise<{ created: boolean }>;
  /** Every sign-up, oldest first. */
  listSignups(): Promise<Signup[]>;
  /** Saves a contact message already claimed by the caller for its first attempt ('sending', attempts 1), in one write. */
  saveContactMessage(input: { name: string; email: string; message: string }): Promise<ContactClaim>;
  /**
   * Claims a message for one more send attempt, atomically: of any number of concurrent callers, at most one gets
   * the claim. Claimable: 'failed', and 'pending' or 'sending' left longer than the lease (the sender died).
   * Null when the message is sent, held by a live claim, or unknown. `now` is for tests of the lease.
   */
  claimContactMessage(id: string, now?: number): Promise<ContactClaim | null>;
  /**
   * Records the outcome of a claimed attempt: 'sent' (sentAt now) or 'failed' (lastError kept), and releases the
   * claim. Rejects with ContactMessageNotFoundError for an unknown id, ContactClaimLostError when another claim replaced it.
   */
  markContactMessage(id: string, token: string, outcome: ContactOutcome): Promise<void>;
  /** Contact messages, oldest first, optionally only those with one status. */
  listContactMessages(filter?: { status?: ContactStatus }): Promise<ContactMessage[]>;
  /** One contact message, or null when there is none with this id. */
  getContactMessage(id: string): Promise<ContactMessage | null>;
  /** Atomically increments the visit count by one and returns the new total. */
  incrementVisits(): Promise<number>;
  /** The visit count. */
  getVisitCount(): Promise<number>;
  /** Cheap reachability check for /api/health; never rejects. */
  ping(): Promise<boolean>;
  /** Releases the connection; the store is unusable afterwards. */
  close(): Promise<void>;
}

/** markContactMessage was given an id no message has. */
export class ContactMessageNotFoundError extends Error {
  constructor(readonly id: string) {
    super(`No contact message with id ${JSON.stringify(id)}`);
    this.name = 'ContactMessageNotFoundError';
  }
}

/** markContactMessage was given a claim that is no longer the message's current one (its lease ran out and another sender took it). */
export class ContactClaimLostError extends Error {
  constructor(readonly id: string) {
    super(`The claim on contact message ${JSON.stringify(id)} was taken over by another sender`);
    this.name = 'ContactClaimLostError';
  }
}

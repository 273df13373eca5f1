import type { QuizAnswerStore } from './quiz-answers-shared';

/** One mailing-list / beta-tester sign-up. */
export interface Signup {
  email: string;
  timestamp: Date;
}

export type ContactStatus = 'pending' | 'sent' | 'failed';

export const CONTACT_STATUSES: readonly ContactStatus[] = ['pending', 'sent', 'failed'];

/** A contact-form message as stored, with the outcome of its send attempts. */
export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  message: string;
  createdAt: Date;
  status: ContactStatus;
  attempts: number;
  /** The last failed attempt's error; kept after a later success, as history. */
  lastError: string | null;
  sentAt: Date | null;
}

export type ContactOutcome = { status: 'sent' } | { status: 'failed'; error: string };

/** What the site keeps: sign-ups, contact messages, the visit count and quiz answer counters, whichever engine holds them. */
export interface Store extends QuizAnswerStore {
  /** Adds a sign-up; the same address (case-insensitively, trimmed, stored lowercased) twice is one record. Returns whether it was new. */
  addSignup(email: string): Promise<{ created: boolean }>;
  /** Every sign-up, oldest first. */
  listSignups(): Promise<Signup[]>;
  /** Saves a contact message as 'pending' before any send attempt; returns it with its id. */
  saveContactMessage(input: { name: string; email: string; message: string }): Promise<ContactMessage>;
  /**
   * Records a send attempt's outcome: status 'sent' (sentAt now) or 'failed' (lastError kept; attempts incremented
   * either way). Rejects with ContactMessageNotFoundError for an unknown id.
   */
  markContactMessage(id: string, outcome: ContactOutcome): Promise<void>;
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

import 'server-only';
import { config, type SiteConfig } from '@/lib/site/config.server';
import type { OptionCount, QuizAnswersInput, ScoreCount } from './quiz-answers-store';
import type { ScoreEntry, ScoreOrder } from './scores-store';
import type { ContactClaim, ContactMessage, ContactOutcome, ContactStatus, Signup, Store } from './types';

export type { ContactClaim, ContactMessage, ContactOutcome, ContactStatus, Signup, Store } from './types';
export { ContactClaimLostError, ContactMessageNotFoundError, CONTACT_STATUSES } from './types';
export { CONTACT_CLAIM_LEASE_MS } from './values';
export type { OptionCount, QuizAnswersInput, QuizChoice, ScoreCount } from './quiz-answers-store';
export type { ScoreEntry, ScoreOrder } from './scores-store';
export { BOARD_KEEP } from './scores-store';
export type {
  ConfirmationClaim,
  ConfirmationMail,
  ConfirmResult,
  ConsentEvent,
  ForgetResult,
  ListMember,
  ListState,
  SignUpResult,
} from './mailing-list-store';
export { CONFIRMATION_MAIL_INTERVAL_MS } from './values';

/**
 * Opens a store on the configured engine. Each engine is imported only when chosen, so a SQLite deployment
 * never loads firebase-admin and a Firestore one never loads the native SQLite module.
 */
export async function createStore(storeConfig: SiteConfig['store'], dataDir: string): Promise<Store> {
  if (storeConfig.engine === 'firestore') {
    const { openFirestoreStore } = await import('./firestore.server');
    return openFirestoreStore(storeConfig);
  }
  const { openSqliteStore } = await import('./sqlite.server');
  return openSqliteStore(dataDir);
}

let current: Promise<Store> | undefined;

/** This process's store, opened on first use; a failed opening is retried on the next call. */
export function store(): Promise<Store> {
  if (!current) {
    const opening = createStore(config.store, config.dataDir);
    current = opening;
    opening.catch(() => {
      if (current === opening) current = undefined;
    });
  }
  return current;
}

/** Adds a sign-up (as typed, trimmed) unless its mailbox already has one; returns whether it was new. */
export async function addSignup(email: string): Promise<{ created: boolean }> {
  return (await store()).addSignup(email);
}

/** Every sign-up, oldest first. */
export async function listSignups(): Promise<Signup[]> {
  return (await store()).listSignups();
}

/** Saves a contact message before any send attempt, claimed by the caller for its first attempt; returns it with the claim. */
export async function saveContactMessage(input: {
  name: string;
  email: string;
  message: string;
}): Promise<ContactClaim> {
  return (await store()).saveContactMessage(input);
}

/** Claims a failed message, or one whose sender's lease ran out, for one more attempt; null when another sender has it or it is sent. */
export async function claimContactMessage(id: string): Promise<ContactClaim | null> {
  return (await store()).claimContactMessage(id);
}

/** Records a claimed attempt's outcome and releases the claim; ContactClaimLostError when another sender took it over. */
export async function markContactMessage(id: string, token: string, outcome: ContactOutcome): Promise<void> {
  return (await store()).markContactMessage(id, token, outcome);
}

/** Contact messages, oldest first, optionally only those with one status. */
export async function listContactMessages(filter?: { status?: ContactStatus }): Promise<ContactMessage[]> {
  return (await store()).listContactMessages(filter);
}

/** Counts one visit atomically and returns the new total. */
export async function incrementVisits(): Promise<number> {
  return (await store()).incrementVisits();
}

/** The visit count. */
export async function getVisitCount(): Promise<number> {
  return (await store()).getVisitCount();
}

/** Counts a finished quiz's chosen options and score, all or nothing; no player identifier is stored. */
export async function addQuizAnswers(input: QuizAnswersInput): Promise<void> {
  return (await store()).addQuizAnswers(input);
}

/** A quiz's option counters, by question then option. */
export async function getQuizOptionCounts(quizPath: string): Promise<OptionCount[]> {
  return (await store()).getQuizOptionCounts(quizPath);
}

/** A score histogram's counters, by score. */
export async function getQuizScoreCounts(scoreKey: string): Promise<ScoreCount[]> {
  return (await store()).getQuizScoreCounts(scoreKey);
}

/** Puts a verified run on its boards, all or none; its rank on each, or null where it is not on the board (ScoreBoardStore). */
export async function addScore(
  boards: readonly string[],
  order: ScoreOrder,
  entry: ScoreEntry,
): Promise<(number | null)[]> {
  return (await store()).addScore(boards, order, entry);
}

/** A board's best `limit` entries, best first. */
export async function getScoreBoard(board: string, limit: number): Promise<ScoreEntry[]> {
  return (await store()).getScoreBoard(board, limit);
}

/** Removes the entries of `initials` (of one UTC day, or all) from a game's or level's boards; how many went. */
export async function removeScores(prefix: string, initials: string, day?: string): Promise<number> {
  return (await store()).removeScores(prefix, initials, day);
}

/** Deletes the boards past their retention; how many went. */
export async function pruneScoreBoards(expired: (board: string) => boolean): Promise<number> {
  return (await store()).pruneScoreBoards(expired);
}

/** Whether the store answers (for /api/health); rejects, with the reason, when it can't even be opened. */
export async function ping(): Promise<boolean> {
  return (await store()).ping();
}

/** Closes this process's store, if open (for scripts, so the process can exit). */
export async function closeStore(): Promise<void> {
  const opening = current;
  current = undefined;
  if (opening) await (await opening.catch(() => null))?.close();
}

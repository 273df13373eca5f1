import 'server-only';
import { config, type SiteConfig } from '@/lib/site/config.server';
import type { Store } from './types';

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
export type {
  Campaign,
  CampaignCounts,
  CampaignMailClaim,
  CampaignMailOutcome,
  CampaignStart,
} from './newsletter-store';

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

/** Closes this process's store, if open (for scripts, so the process can exit). */
export async function closeStore(): Promise<void> {
  const opening = current;
  current = undefined;
  if (opening) await (await opening.catch(() => null))?.close();
}

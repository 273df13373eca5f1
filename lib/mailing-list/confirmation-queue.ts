import 'server-only';
import { after } from 'next/server';
import { claimConfirmationMail } from '@/lib/store/mailing-list';
import { deliverConfirmation } from './index';

/** Confirmation mails this process sends at once: a trickle beside the requests, whatever the burst of sign-ups. */
const SENDERS = 2;
/** Mailboxes waiting here at most; past it a mail waits in the store for `npm run contact:retry`. */
const MAX_WAITING = 1_000;

const waiting: string[] = [];
const running = new Set<Promise<void>>();

async function sendWaiting(): Promise<void> {
  for (let mailbox = waiting.shift(); mailbox !== undefined; mailbox = waiting.shift()) {
    try {
      // Claimed only now: a retry that got to it first sends it instead, and nobody sends it twice.
      const claim = await claimConfirmationMail(mailbox);
      if (!claim) continue;
      const result = await deliverConfirmation(claim);
      if (!result.sent) console.error(`A confirmation mail failed; it is kept for npm run contact:retry: ${result.error}`);
    } catch (error) {
      console.error('Sending a confirmation mail failed; it is kept for npm run contact:retry', error);
    }
  }
}

function startSenders(): void {
  while (running.size < SENDERS && waiting.length > 0) {
    const sender = sendWaiting().finally(() => running.delete(sender));
    running.add(sender);
  }
}

/** Resolves once every confirmation mail waiting in this process is sent or has failed (for tests and after()). */
export async function confirmationsSettled(): Promise<void> {
  while (running.size > 0) await Promise.all(running);
}

/**
 * Sends a mailbox's queued ('pending') confirmation mail after the answer: Next's after() where there is a request
 * (a host that freezes the function after answering waits for it), else at once. At most two go at a time, so a
 * burst of sign-ups is answered at the pace of the store and mailed at the pace of the mail server; a crash, or a
 * queue already holding 1,000, leaves the mail pending in the store for `npm run contact:retry`.
 */
export function sendConfirmationAfterAnswer(mailbox: string): void {
  if (waiting.length >= MAX_WAITING) return;
  waiting.push(mailbox);
  try {
    after(() => {
      startSenders();
      return confirmationsSettled();
    });
  } catch {
    startSenders();
  }
}

import 'server-only';
import { after } from 'next/server';
import { deliverConfirmation } from './links.server';
import { store } from '@/lib/store/store.server';

/** Confirmation mails this process sends at once: a trickle beside the requests, whatever the burst of sign-ups. */
const SENDERS = 2;
/** Mailboxes waiting here at most; past it a mail waits in the store, and is fetched from there once these are sent. */
const MAX_WAITING = 1_000;

const waiting: string[] = [];
const running = new Set<Promise<void>>();
let leftInStore = false;
/** What each waiting mailbox's request waits for after its answer: its own mail sent or failed, not the whole queue's. */
const handled = new Map<string, () => void>();

/** Takes up the mails a full queue left pending in the store (a burst of more than 1,000), once the queue has room. */
async function refill(): Promise<void> {
  if (!leftInStore || waiting.length > 0) return;
  leftInStore = false;
  const pending = await (await store()).listUnsentConfirmationMails();
  if (pending.length > MAX_WAITING) leftInStore = true;
  waiting.push(...pending.slice(0, MAX_WAITING).map((mail) => mail.mailbox));
}

async function sendWaiting(): Promise<void> {
  for (;;) {
    if (waiting.length === 0)
      await refill().catch((error: unknown) =>
        console.error('Reading the confirmation mails left in the store failed', error),
      );
    const mailbox = waiting.shift();
    if (mailbox === undefined) return;
    try {
      // Claimed only now: a retry that got to it first sends it instead, and nobody sends it twice.
      const claim = await (await store()).claimConfirmationMail(mailbox);
      const result = claim && (await deliverConfirmation(claim));
      if (result && !result.sent)
        console.error(`A confirmation mail failed; it is kept for npm run contact:retry: ${result.error}`);
    } catch (error) {
      console.error('Sending a confirmation mail failed; it is kept for npm run contact:retry', error);
    } finally {
      handled.get(mailbox)?.();
      handled.delete(mailbox);
    }
  }
}

function startSenders(): void {
  while (running.size < SENDERS && (waiting.length > 0 || leftInStore)) {
    const sender = sendWaiting().finally(() => running.delete(sender));
    running.add(sender);
  }
}

/** Resolves once every confirmation mail waiting in this process is sent or has failed (for tests and after()). */
export async function confirmationsSettled(): Promise<void> {
  while (running.size > 0) await Promise.all(running);
}

/** Queues a mailbox and resolves once its mail is sent or has failed (at once when it waits in the store instead). */
function queue(mailbox: string): Promise<void> {
  if (waiting.length >= MAX_WAITING) {
    leftInStore = true;
    return Promise.resolve();
  }
  if (!handled.has(mailbox)) waiting.push(mailbox);
  const before = handled.get(mailbox);
  return new Promise((resolve) => {
    handled.set(mailbox, () => {
      before?.();
      resolve();
    });
  });
}

/**
 * Sends a mailbox's queued ('pending') confirmation mail after the answer: Next's after() where there is a request
 * (a host that freezes the function after answering waits for this mail, and only this one: a request of a burst
 * is not held until the whole burst is mailed), else at once. Every sign-up calls it, with null when no mail is due,
 * so the request does the same work before its answer whatever the address holds. At most two mails go at a time.
 * Past 1,000 waiting, mails wait in the store and are read from there once the queue is empty; a crash leaves them
 * pending for `npm run contact:retry`.
 */
export function sendConfirmationAfterAnswer(mailbox: string | null): void {
  const send = () => {
    if (mailbox === null) return undefined;
    const sent = queue(mailbox);
    startSenders();
    return sent;
  };
  try {
    after(send);
  } catch {
    void send();
  }
}

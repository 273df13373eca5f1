import 'server-only';
import { config } from '@/lib/site/config.server';
import type { FormOutcome } from '@/lib/http/form-handler.server';
import { refusal } from '@/lib/http/refusal';
import { after } from 'next/server';
import { getMailer } from '@/lib/mail/mailer.server';
import { sendThenMark, type DeliveryResult } from '@/lib/mail/send-then-mark';
import { listLink } from '@/lib/mailing-list/links.server';
import { CONFIRM_LINK_TTL_MS } from '@/lib/mailing-list/tokens.server';
import { sealEcho } from './echo-seal.server';
import { messages } from '@/lib/site/messages';
import { signupSchema } from '@/lib/forms/validation';
import { type ConfirmationClaim, store } from '@/lib/store/store.server';

let configuredSchema: ReturnType<typeof signupSchema> | null = null;

/** The sign-up schema for the configured domains, built once: building a zod schema costs more than using it. */
export function signupSchemaForConfig(): ReturnType<typeof signupSchema> {
  configuredSchema ??= signupSchema(config.signupDomains);
  return configuredSchema;
}

/**
 * Validates and stores a mailing-list / beta sign-up, with its confirmation mail queued when one is due; the mail
 * goes after the answer, which is the same for every address whatever it holds (new, pending, confirmed,
 * unsubscribed, or mailed in the last day). A filled honeypot is answered as a success and stores nothing.
 */
export async function submitSignup(body: unknown): Promise<FormOutcome> {
  const parsed = signupSchemaForConfig().safeParse(body);
  if (!parsed.success) return refusal('invalid', messages.signupInvalid, { field: 'email' });
  const { email, website, page } = parsed.data;
  const thanks = {
    ok: true,
    message: `${messages.signupThanks(email)} ${messages.signupConfirmHint}`,
    echo: { email, seal: await sealEcho(email) },
  } as const;
  if (website) return thanks;
  try {
    const { mail } = await (
      await store()
    ).signUp(email, { page: page ?? '(not given)', wording: messages.signupConsent });
    sendConfirmationAfterAnswer(mail?.mailbox ?? null);
  } catch (error) {
    console.error('Saving a sign-up failed', error);
    return refusal('unavailable', messages.signupFailed);
  }
  return thanks;
}

/**
 * Sends a confirmation mail its caller has claimed and records the outcome under that claim (see sendThenMark). The
 * mail's links and Message-ID come from the time it was queued, so every attempt at one mail is the same mail.
 */
export async function deliverConfirmation({ mail, token }: ConfirmationClaim): Promise<DeliveryResult> {
  const days = CONFIRM_LINK_TTL_MS / (24 * 60 * 60 * 1000);
  const { to, issuedAt } = mail;
  const listMail = {
    kind: 'confirm' as const,
    issuedAt,
    to,
    subject: `Please confirm your sign-up to ${config.site.name}`,
    text: [
      'Hello,',
      '',
      `Someone, hopefully you, asked to join ${config.site.name}'s mailing list with this address. ${messages.signupConsent}`,
      '',
      'To confirm, open this link:',
      await listLink('confirm', to, { issuedAt }),
      '',
      `The link works for ${days} days. If you did not sign up, ignore this mail: without a confirmation we will not write again.`,
    ].join('\n'),
    unsubscribeUrl: await listLink('unsubscribe', to, { issuedAt }),
    oneClickUrl: await listLink('unsubscribe', to, { api: true, issuedAt }),
  };
  return sendThenMark(
    'A confirmation mail',
    () => getMailer().sendListMail(listMail),
    async (outcome) => (await store()).markConfirmationMail(mail.mailbox, token, outcome),
  );
}

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

import 'server-only';
import { config } from '@/lib/config';
import type { FormOutcome } from '@/lib/http/form-handler';
import { after } from 'next/server';
import { deliverConfirmation } from '@/lib/mailing-list';
import type { ConfirmationClaim } from '@/lib/store';
import { signUp } from '@/lib/store/mailing-list';
import { sealEcho } from './echo-seal';
import { messages } from '@/lib/messages';
import { signupSchema } from '@/lib/validation';

let configuredSchema: ReturnType<typeof signupSchema> | null = null;

/** The sign-up schema for the configured domains, built once: building a zod schema costs more than using it. */
export function signupSchemaForConfig(): ReturnType<typeof signupSchema> {
  configuredSchema ??= signupSchema(config.signupDomains);
  return configuredSchema;
}

const sending = new Set<Promise<unknown>>();

/** Resolves once every confirmation mail this process has started sending is sent or failed (for tests and scripts). */
export async function confirmationsSettled(): Promise<void> {
  while (sending.size > 0) await Promise.all(sending);
}

/**
 * Sends a queued confirmation mail once the answer has gone: Next's after() where there is a request (a host that
 * freezes the function after the answer waits for it), else at once. A crash before it ends leaves the mail queued
 * for `npm run contact:retry`.
 */
function sendAfterAnswer(claim: ConfirmationClaim): void {
  const send = () => {
    const delivery = deliverConfirmation(claim).then(
      (result) => !result.sent && console.error(`A confirmation mail failed; it is kept for npm run contact:retry: ${result.error}`),
      (error: unknown) => console.error('Sending a confirmation mail failed', error),
    );
    sending.add(delivery);
    return delivery.finally(() => sending.delete(delivery));
  };
  try {
    after(send);
  } catch {
    void send();
  }
}

/**
 * Validates and stores a mailing-list / beta sign-up, with its confirmation mail queued when one is due; the mail
 * goes after the answer, which is the same for every address whatever it holds (new, pending, confirmed,
 * unsubscribed, or mailed in the last day). A filled honeypot is answered as a success and stores nothing.
 */
export async function submitSignup(body: unknown): Promise<FormOutcome> {
  const parsed = signupSchemaForConfig().safeParse(body);
  if (!parsed.success) return { status: 400, ok: false, error: messages.signupInvalid, field: 'email' };
  const { email, website, page } = parsed.data;
  const thanks = {
    status: 200,
    ok: true,
    message: `${messages.signupThanks(email)} ${messages.signupConfirmHint}`,
    echo: { email, seal: sealEcho(email) },
  } as const;
  if (website) return thanks;
  try {
    const { claim } = await signUp(email, { page: page ?? '(not given)', wording: messages.signupConsent });
    if (claim) sendAfterAnswer(claim);
  } catch (error) {
    console.error('Saving a sign-up failed', error);
    return { status: 503, ok: false, error: messages.signupFailed };
  }
  return thanks;
}

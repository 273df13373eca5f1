import 'server-only';
import { config } from '@/lib/site/config.server';
import type { FormOutcome } from '@/lib/http/form-handler.server';
import { refusal } from '@/lib/http/refusal';
import { sendConfirmationAfterAnswer } from '@/lib/mailing-list/confirmation-queue.server';
import { sealEcho } from './echo-seal.server';
import { messages } from '@/lib/site/messages';
import { signupSchema } from '@/lib/forms/validation';
import { store } from '@/lib/store/store.server';

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

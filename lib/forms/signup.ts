import 'server-only';
import { config } from '@/lib/config';
import type { FormOutcome } from '@/lib/http/form-handler';
import { requestConfirmation } from '@/lib/mailing-list';
import { addSignup } from '@/lib/store';
import { sealEcho } from './echo-seal';
import { messages } from '@/lib/messages';
import { signupSchema } from '@/lib/validation';

let configuredSchema: ReturnType<typeof signupSchema> | null = null;

/** The sign-up schema for the configured domains, built once: building a zod schema costs more than using it. */
export function signupSchemaForConfig(): ReturnType<typeof signupSchema> {
  configuredSchema ??= signupSchema(config.signupDomains);
  return configuredSchema;
}

/** Validates and stores a mailing-list / beta sign-up; a filled honeypot is answered as a success and stores nothing. */
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
    await addSignup(email);
    await requestConfirmation(email, page ?? '(not given)');
  } catch (error) {
    console.error('Saving a sign-up failed', error);
    return { status: 503, ok: false, error: messages.signupFailed };
  }
  return thanks;
}

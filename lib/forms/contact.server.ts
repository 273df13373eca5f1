import 'server-only';
import type { FormOutcome } from '@/lib/http/form-handler.server';
import { refusal } from '@/lib/http/refusal';
import { messages } from '@/lib/site/messages';
import { contactSchema, firstIssue } from '@/lib/forms/validation';
import { getMailer } from '@/lib/mail/mailer.server';
import { sendThenMark, type DeliveryResult } from '@/lib/mail/send-then-mark';
import { type ContactClaim, store } from '@/lib/store/store.server';

/**
 * Stores a contact message first, claimed for this request's send attempt, then sends it within the mailer's
 * deadline. A send failure is answered as a failure but the message stays stored as failed, for
 * `npm run contact:retry`; a filled honeypot is answered as a success and stores nothing.
 */
export async function submitContact(body: unknown): Promise<FormOutcome> {
  const parsed = contactSchema.safeParse(body);
  if (!parsed.success) {
    const issue = firstIssue(parsed.error);
    return refusal('invalid', issue.message, { field: issue.field });
  }
  const { user_name: name, user_email: email, message, website } = parsed.data;
  if (website) return { ok: true, message: messages.contactSent };

  let claim;
  try {
    claim = await (await store()).saveContactMessage({ name, email, message });
  } catch (error) {
    console.error('Saving a contact message failed', error);
    return refusal('unavailable', messages.contactFailed);
  }
  const result = await deliverClaimed(claim);
  if (!result.sent) {
    console.error(
      `Sending contact message ${claim.message.id} failed; it is kept for npm run contact:retry: ${result.error}`,
    );
    return refusal('unavailable', messages.contactFailed);
  }
  return { ok: true, message: messages.contactSent };
}

/** Sends a message its caller has claimed and records the outcome under that claim (see sendThenMark). */
export async function deliverClaimed({ message, token }: ContactClaim): Promise<DeliveryResult> {
  return sendThenMark(
    `Contact message ${message.id}`,
    () => getMailer().sendContact(message),
    async (outcome) => (await store()).markContactMessage(message.id, token, outcome),
  );
}

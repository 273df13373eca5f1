import 'server-only';
import { getMailer } from '@/lib/mail';
import type { FormOutcome } from '@/lib/http/form-handler';
import { markContactMessage, saveContactMessage } from '@/lib/store';
import { messages } from '@/lib/messages';
import { contactSchema, firstIssue } from '@/lib/validation';

/**
 * Stores a contact message first, then sends it. A send failure is answered as a failure but the message stays
 * stored as failed, for `npm run contact:retry`; a filled honeypot is answered as a success and stores nothing.
 */
export async function submitContact(body: unknown): Promise<FormOutcome> {
  const parsed = contactSchema.safeParse(body);
  if (!parsed.success) {
    const issue = firstIssue(parsed.error);
    return { status: 400, ok: false, error: issue.message, field: issue.field };
  }
  const { user_name: name, user_email: email, message, website } = parsed.data;
  if (website) return { status: 200, ok: true, message: messages.contactSent };

  let saved;
  try {
    saved = await saveContactMessage({ name, email, message });
  } catch (error) {
    console.error('Saving a contact message failed', error);
    return { status: 503, ok: false, error: messages.contactFailed };
  }
  try {
    await getMailer().sendContact(saved);
  } catch (error) {
    console.error(`Sending contact message ${saved.id} failed; it is kept for npm run contact:retry`, error);
    await markContactMessage(saved.id, { status: 'failed', error: error instanceof Error ? error.message : String(error) }).catch((markError: unknown) =>
      console.error(`Marking contact message ${saved.id} failed`, markError),
    );
    return { status: 503, ok: false, error: messages.contactFailed };
  }
  await markContactMessage(saved.id, { status: 'sent' }).catch((error: unknown) =>
    console.error(`Contact message ${saved.id} was sent but could not be marked sent`, error),
  );
  return { status: 200, ok: true, message: messages.contactSent };
}

import 'server-only';
import { getMailer } from '@/lib/mail/mailer.server';
import { type ContactClaim, store } from '@/lib/store/store.server';

export type DeliveryResult = { sent: true; location: string } | { sent: false; error: string };

/**
 * Sends a message its caller has claimed and records the outcome under that claim. A send failure is a result,
 * not a rejection: the message stays stored as failed, for `npm run contact:retry`.
 */
export async function deliverClaimed({ message, token }: ContactClaim): Promise<DeliveryResult> {
  let location: string;
  try {
    ({ location } = await getMailer().sendContact(message));
  } catch (sendError) {
    const error = sendError instanceof Error ? sendError.message : String(sendError);
    await (
      await store()
    )
      .markContactMessage(message.id, token, { status: 'failed', error })
      .catch((markError: unknown) =>
        console.error(`Contact message ${message.id} failed to send and could not be marked failed`, markError),
      );
    return { sent: false, error };
  }
  // Sent: a failure to record it leaves the message 'sending' for a retry, which sends it again under the same Message-ID.
  await (
    await store()
  )
    .markContactMessage(message.id, token, { status: 'sent' })
    .catch((error: unknown) =>
      console.error(`Contact message ${message.id} was sent but could not be marked sent`, error),
    );
  return { sent: true, location };
}

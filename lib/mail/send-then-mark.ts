import type { Delivery } from './mailer.server';

export type DeliveryResult = { sent: true; location: string } | { sent: false; error: string };

export type SendOutcome = { status: 'sent' } | { status: 'failed'; error: string };

/**
 * Sends one claimed mail and records the outcome under that claim. A send failure is a result, not a rejection: the
 * mail stays stored as failed, for a retry. Sent but not recorded (the store failed) leaves it held by the claim,
 * and a retry after the lease sends it again under the same Message-ID. `what` names the mail in the log.
 */
export async function sendThenMark(
  what: string,
  send: () => Promise<Delivery>,
  mark: (outcome: SendOutcome) => Promise<unknown>,
): Promise<DeliveryResult> {
  let location: string;
  try {
    ({ location } = await send());
  } catch (sendError) {
    const error = sendError instanceof Error ? sendError.message : String(sendError);
    await mark({ status: 'failed', error }).catch((markError: unknown) =>
      console.error(`${what} failed to send and could not be marked failed`, markError),
    );
    return { sent: false, error };
  }
  await mark({ status: 'sent' }).catch((error: unknown) =>
    console.error(`${what} was sent but could not be marked sent`, error),
  );
  return { sent: true, location };
}

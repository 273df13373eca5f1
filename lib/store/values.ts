// Input normalisation both engines share, so they store the same values.

const MAX_ERROR_LENGTH = 2000;
// Firestore document ids can't contain '/'; SQLite ids are UUIDs. Anything else is no message's id.
const MESSAGE_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** The stored form of a sign-up address: trimmed and lowercased, so one address is one record. */
export function normalizeEmail(email: string): string {
  const normalized = email.trim().toLowerCase();
  if (!normalized) throw new Error('A sign-up needs an e-mail address');
  return normalized;
}

/** Whether `id` could be a contact message's id (checked before it reaches a query or a document path). */
export function isMessageId(id: string): boolean {
  return MESSAGE_ID.test(id);
}

/** A send error as kept on the message: bounded, since SMTP errors can carry a whole transcript. */
export function clipError(error: string): string {
  return error.length > MAX_ERROR_LENGTH ? `${error.slice(0, MAX_ERROR_LENGTH - 1)}…` : error;
}

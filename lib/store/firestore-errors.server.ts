import 'server-only';

/** The gRPC status code the Firestore client reports in `error.code` when a create() finds its document there already. */
const ALREADY_EXISTS = 6;

/** True when a Firestore call failed because the document it was to create exists already. */
export function alreadyExists(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === ALREADY_EXISTS;
}

/** The gRPC status code of a transaction that lost a conflict and gave up (the client retries a few times first). */
const ABORTED = 10;

/** True when a Firestore transaction failed on a conflict with another writer, and may be run again. */
export function aborted(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === ABORTED;
}

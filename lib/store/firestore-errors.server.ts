import 'server-only';

/** The gRPC status code the Firestore client reports in `error.code` when a create() finds its document there already. */
const ALREADY_EXISTS = 6;

/** True when a Firestore call failed because the document it was to create exists already. */
export function alreadyExists(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === ALREADY_EXISTS;
}

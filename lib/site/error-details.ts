/** What the error screens show of a thrown value: its message, and the digest Next attaches in production. */
export function errorDetails(error: unknown): { message: string; digest: string | null } {
  const message = error instanceof Error ? error.message : String(error);
  const digest = error instanceof Error && 'digest' in error ? String(error.digest) : null;
  return { message, digest };
}

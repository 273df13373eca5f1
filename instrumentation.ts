/** Validates the environment when the server starts, so a bad variable stops it with a message naming it. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./lib/config');
}

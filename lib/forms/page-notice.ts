import 'server-only';
import { isSealedEcho } from './echo-seal';
import { readNotice, type Notice } from './notice';
import { signupSchemaForConfig } from './signup';

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The notice a no-JavaScript form post left in a page's query string. An echoed address is shown only when it is valid
 * and sealed by this server, so a link cannot make the page thank an address nobody signed up.
 */
export function pageNotice(form: 'signup' | 'contact', params: SearchParams): Notice | null {
  const seal = Array.isArray(params.seal) ? params.seal[0] : params.seal;
  return readNotice(form, params, (email) => isSealedEcho(email, seal) && signupSchemaForConfig().safeParse({ email }).success);
}

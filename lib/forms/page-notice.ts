import 'server-only';
import { readNotice, type Notice } from './notice';
import { signupSchemaForConfig } from './signup';

type SearchParams = Record<string, string | string[] | undefined>;

/** The notice a no-JavaScript form post left in a page's query string, with an echoed address checked first. */
export function pageNotice(form: 'signup' | 'contact', params: SearchParams): Notice | null {
  return readNotice(form, params, (email) => signupSchemaForConfig().safeParse({ email }).success);
}

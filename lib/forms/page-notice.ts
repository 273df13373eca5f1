import 'server-only';
import { config } from '@/lib/config';
import { signupSchema } from '@/lib/validation';
import { readNotice, type Notice } from './notice';

type SearchParams = Record<string, string | string[] | undefined>;

/** The notice a no-JavaScript form post left in a page's query string, with an echoed address checked first. */
export function pageNotice(form: 'signup' | 'contact', params: SearchParams): Notice | null {
  return readNotice(form, params, (email) => signupSchema(config.signupDomains).safeParse({ email }).success);
}

import 'server-only';
import { isSealedEcho } from './echo-seal.server';
import { readNotice, type Notice } from './notice.server';
import { signupSchemaForConfig } from './signup.server';
import { isSealedQuery } from '@/lib/http/status-seal.server';
import type { SearchParams } from '@/lib/site/page-props';

/**
 * The notice a no-JavaScript form post left in a page's query string. It shows only when this server's redirect
 * sealed the whole query, so a link cannot make the page say a message was sent or thank an address nobody signed
 * up; an echoed address must also be valid and carry its own seal.
 */
export async function pageNotice(form: 'signup' | 'contact', params: SearchParams): Promise<Notice | null> {
  if (!(await isSealedQuery(params))) return null;
  const seal = Array.isArray(params.seal) ? params.seal[0] : params.seal;
  const echo = Array.isArray(params.email) ? params.email[0] : params.email;
  const echoSealed = echo !== undefined && (await isSealedEcho(echo, seal));
  return readNotice(
    form,
    params,
    (email) => echoSealed && email === echo && signupSchemaForConfig().safeParse({ email }).success,
  );
}

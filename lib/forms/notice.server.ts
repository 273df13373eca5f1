import 'server-only';
import { messages } from '@/lib/site/messages';
import type { FormOutcome } from '@/lib/http/form-handler.server';
import { sealedQuery } from '@/lib/http/status-seal.server';

/**
 * The outcome of a no-JavaScript form post, carried in the redirect's query string as a code, never as free text,
 * and sealed by the server (status-seal.server.ts): a page shows it only with the seal.
 */
export interface Notice {
  ok: boolean;
  text: string;
}

const FIELD_LABELS: Record<string, string> = {
  user_name: 'Name',
  user_email: 'Email',
  message: 'Message',
  email: 'Email',
};

function code(outcome: FormOutcome): string {
  if (outcome.ok) return 'ok';
  if (outcome.reason === 'invalid') return 'invalid';
  if (outcome.reason === 'too-many') return 'limited';
  return 'failed';
}

/** The query string a form's redirect carries, sealed. */
export function noticeQuery(form: 'signup' | 'contact', outcome: FormOutcome): Promise<string> {
  const params: Record<string, string> = { [form]: code(outcome), ...(outcome.ok ? outcome.echo : {}) };
  if (!outcome.ok && outcome.field) params.field = outcome.field;
  return sealedQuery(params);
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Reads a notice back from a page's search params; unknown codes show nothing. `isValidEmail` guards the echo. The
 * caller checks the seal (page-notice.server.ts).
 */
export function readNotice(
  form: 'signup' | 'contact',
  params: Record<string, string | string[] | undefined>,
  isValidEmail: (email: string) => boolean,
): Notice | null {
  const value = single(params[form]);
  const fieldName = single(params.field) ?? '';
  // Own keys only: 'constructor' or '__proto__' would read Object's.
  const field = Object.hasOwn(FIELD_LABELS, fieldName) ? FIELD_LABELS[fieldName] : undefined;
  const failed = form === 'signup' ? messages.signupFailed : messages.contactFailed;
  switch (value) {
    case 'ok': {
      if (form === 'contact') return { ok: true, text: messages.contactSent };
      const email = single(params.email) ?? '';
      return isValidEmail(email)
        ? { ok: true, text: `${messages.signupThanks(email)} ${messages.signupConfirmHint}` }
        : null;
    }
    case 'invalid':
      return {
        ok: false,
        text: form === 'signup' ? messages.signupInvalid : `Please check the ${field ?? 'form'} field and send again.`,
      };
    case 'limited':
      return { ok: false, text: `${messages.tooMany}: please wait a few minutes and try again.` };
    case 'failed':
      return { ok: false, text: failed };
    default:
      return null;
  }
}

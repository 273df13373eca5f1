import { z } from 'zod';
import { mailboxKey } from '@/lib/mail/mailbox';
import { messages } from '@/lib/site/messages';

// An address is a dot-atom local part (RFC 5322 3.2.3: atoms joined by single dots, none at either end) of at most
// 64 characters, '@', and a domain of LDH labels.
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const EMAIL_PATTERN = new RegExp(`^(?=[^@]{1,64}@)${ATOM}(?:\\.${ATOM})*@${LABEL}(?:\\.${LABEL})+$`);
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// In a message, line breaks and tabs are text; other control characters (NUL, escapes) are not.
const MESSAGE_CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// Letters, digits, punctuation and symbols draw something, except these letters and symbol that are blank by design
// (Hangul fillers, the blank Braille pattern). Spaces, format characters (zero-width, direction marks) and lone
// combining marks draw nothing.
const DRAWN = /[\p{L}\p{N}\p{P}\p{S}]/u;
const BLANK_LETTERS = /[\u115f\u1160\u3164\uffa0\u2800]/gu;

/** Whether text holds at least one character a reader would see. */
export function hasVisibleCharacter(text: string): boolean {
  return DRAWN.test(text.replace(BLANK_LETTERS, ''));
}

function emailField(message: string) {
  return z.string().trim().max(254, message).regex(EMAIL_PATTERN, message);
}
const honeypot = z.string().max(1000).optional();

/** A required text field, trimmed: at most `max` characters, none of `forbidden`, and something a reader would see. */
function textField(label: string, max: number, forbidden: { pattern: RegExp; message: string }) {
  return z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`)
    .refine((text) => !forbidden.pattern.test(text), forbidden.message)
    .refine(hasVisibleCharacter, `${label} is required`);
}

/** The sign-up form and API body; the allowed domains come from configuration. */
export function signupSchema(allowedDomains: readonly string[]) {
  return z
    .object({
      email: emailField(messages.signupInvalid)
        .refine(
          (address) => allowedDomains.some((domain) => address.toLowerCase().endsWith(`@${domain}`)),
          messages.signupInvalid,
        )
        // A Gmail address that is only dots and a +tag before the '@' names no mailbox.
        .refine((address) => mailboxKey(address) !== null, messages.signupInvalid),
      website: honeypot,
      /** The page the form was on, for the consent record. */
      page: z
        .string()
        .regex(/^\/[\w\-/]{0,100}$/)
        .optional(),
    })
    .strict();
}

/** The contact form and API body; fields named as the public API names them (user_name, user_email, message). */
export const contactSchema = z
  .object({
    user_name: textField('Name', 100, { pattern: CONTROL_CHARACTERS, message: 'Name must be on one line' }),
    user_email: emailField('Enter a valid e-mail address'),
    message: textField('Message', 5000, {
      pattern: MESSAGE_CONTROL_CHARACTERS,
      message: 'Message contains characters that cannot be sent',
    }),
    website: honeypot,
  })
  .strict();

/** The first problem of a failed parse, as { field, message } for the visitor. */
export function firstIssue(error: z.ZodError): { field: string; message: string } {
  const issue = error.issues[0];
  return { field: issue?.path.join('.') || 'body', message: issue?.message ?? 'Invalid request' };
}

import { z } from 'zod';
import { messages } from './messages';

const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

function emailField(message: string) {
  return z.string().trim().max(254, message).regex(EMAIL_PATTERN, message);
}
const honeypot = z.string().max(1000).optional();

/** The sign-up form and API body; the allowed domains come from configuration. */
export function signupSchema(allowedDomains: readonly string[]) {
  return z
    .object({
      email: emailField(messages.signupInvalid).refine(
        (address) => allowedDomains.some((domain) => address.toLowerCase().endsWith(`@${domain}`)),
        messages.signupInvalid,
      ),
      website: honeypot,
    })
    .strict();
}

/** The contact form and API body; fields named as in the spec (user_name, user_email, message). */
export const contactSchema = z
  .object({
    user_name: z
      .string()
      .trim()
      .min(1, 'Name is required')
      .max(100, 'Name must be at most 100 characters')
      .refine((name) => !CONTROL_CHARACTERS.test(name), 'Name must be on one line'),
    user_email: emailField('Enter a valid e-mail address'),
    message: z.string().trim().min(1, 'Message is required').max(5000, 'Message must be at most 5,000 characters'),
    website: honeypot,
  })
  .strict();

export type ContactInput = z.infer<typeof contactSchema>;

/** The first problem of a failed parse, as { field, message } for the visitor. */
export function firstIssue(error: z.ZodError): { field: string; message: string } {
  const issue = error.issues[0];
  return { field: issue?.path.join('.') || 'body', message: issue?.message ?? 'Invalid request' };
}

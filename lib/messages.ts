/** Texts the visitor sees, from the spec's error catalogue; free of dependencies so client components can use them. */
export const messages = {
  signupInvalid: 'Please enter a valid Gmail address.',
  signupFailed: 'There was an error submitting your email. Please try again.',
  signupThanks: (email: string) => `Thank you for signing up, ${email}!`,
  contactSent: 'Message sent successfully!',
  contactFailed: 'Failed to send the message. Please try again.',
  tooMany: 'Too Many Requests',
} as const;

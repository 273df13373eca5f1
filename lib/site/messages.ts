/** Texts the visitor sees, from the spec's error catalogue; free of dependencies so client components can use them. */
export const messages = {
  signupInvalid: 'Please enter a valid Gmail address.',
  signupFailed: 'There was an error submitting your email. Please try again.',
  signupThanks: (email: string) => `Thank you for signing up, ${email}!`,
  signupConfirmHint: 'Please confirm with the link we have just e-mailed you.',
  /** Shown under the sign-up button and kept in each address's consent record: change it and new records say so. */
  signupConsent: 'We will e-mail you invitations to test our games on Google Play and, now and then, studio news. Every mail has a link to unsubscribe.',
  contactSent: 'Message sent successfully!',
  contactFailed: 'Failed to send the message. Please try again.',
  tooMany: 'Too Many Requests',
} as const;

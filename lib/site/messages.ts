/** Texts the visitor sees, word for word as the product defines them; free of dependencies so client components can use them. */
export const messages = {
  signupInvalid: 'Please enter a valid Gmail address.',
  signupFailed: 'There was an error submitting your email. Please try again.',
  signupThanks: (email: string) => `Thank you for signing up, ${email}!`,
  /** Read the same for every address (no one learns whether an address is on the list), and true for each. */
  signupConfirmHint:
    'If this address is new to the list, a link to confirm it is on its way (one a day at most): open it to join.',
  /** Shown under the sign-up button and kept in each address's consent record: change it and new records say so. */
  signupConsent:
    'We will e-mail you invitations to test our games on Google Play and, now and then, studio news. Every mail has a link to unsubscribe.',
  contactSent: 'Message sent successfully!',
  contactFailed: 'Failed to send the message. Please try again.',
  tooMany: 'Too Many Requests',
} as const;

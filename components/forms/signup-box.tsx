'use client';

import { IntentLink } from '@/components/intent-link';
import { useState } from 'react';
import { SignupForm } from './signup-form';
import styles from './forms.module.css';

/** The home page's dismissible mailing-list box: the X hides it. */
export function SignupBox() {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <section className={`card ${styles.box}`} aria-labelledby="signup-heading">
      <button type="button" className={styles.close} aria-label="Close the sign-up box" onClick={() => setOpen(false)}>
        ×
      </button>
      <h2 id="signup-heading">Join our mailing list</h2>
      <p>
        Get news of our next games and invitations to <IntentLink href="/betester">test them on Google Play</IntentLink>{' '}
        before anyone else.
      </p>
      <SignupForm idPrefix="home-signup" />
    </section>
  );
}

'use client';

import { useState } from 'react';
import { currentAdConsent, setAdConsent } from './ad-consent';
import { storeAdChoice } from './store-choice';
import styles from './consent-banner.module.css';

/** Accept and Reject: the same size, the same single step. */
export function ConsentButtons() {
  const [saving, setSaving] = useState(false);

  async function choose(choice: 'accepted' | 'rejected') {
    const before = currentAdConsent();
    setSaving(true);
    try {
      await storeAdChoice(choice);
    } catch (error) {
      // The choice still holds for this page; it is asked again on the next one.
      console.error('Storing the ad choice failed', error);
    }
    setSaving(false);
    // An ad library that already ran can't be unloaded: withdrawing consent reloads the page without it.
    if (before === 'accepted' && choice === 'rejected') window.location.reload();
    else setAdConsent(choice);
  }

  return (
    <div className={styles.buttons}>
      <button type="button" className="button button--primary" disabled={saving} onClick={() => choose('accepted')}>
        Accept
      </button>
      <button type="button" className="button button--primary" disabled={saving} onClick={() => choose('rejected')}>
        Reject
      </button>
    </div>
  );
}

'use client';

import { setAdConsent } from './ad-consent';

/** The footer's way back to the ad choice: shows the consent banner again. */
export function AdChoicesButton({ className }: { className?: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        setAdConsent('unset');
        document.querySelector<HTMLElement>('[data-consent-banner] button')?.focus();
      }}
    >
      Ad choices
    </button>
  );
}

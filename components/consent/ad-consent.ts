// The visitor's ad choice as the page knows it: the `data-ad-consent` attribute on <html>, set before the first paint
// by public/consent-gate.js and changed by the consent banner. Ads load only once it says 'accepted'.

export type AdConsent = 'accepted' | 'rejected' | 'unset';

const EVENT = 'ad-consent-change';

/** The current choice; 'unset' when none was made (or no gate ran). */
export function currentAdConsent(): AdConsent {
  const value = document.documentElement.dataset.adConsent;
  return value === 'accepted' || value === 'rejected' ? value : 'unset';
}

/** Records the page's choice and tells the ad slots. */
export function setAdConsent(consent: AdConsent): void {
  document.documentElement.dataset.adConsent = consent;
  window.dispatchEvent(new CustomEvent(EVENT));
}

/** Calls `allowed` once ads are accepted: now if they already are, else when the visitor accepts. Returns a canceller. */
export function whenAdsAccepted(allowed: () => void): () => void {
  if (currentAdConsent() === 'accepted') {
    allowed();
    return () => {};
  }
  const listener = () => {
    if (currentAdConsent() !== 'accepted') return;
    window.removeEventListener(EVENT, listener);
    allowed();
  };
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}

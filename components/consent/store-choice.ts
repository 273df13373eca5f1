import type { AdConsent } from './ad-consent';
import { CONSENT_COOKIE, CONSENT_DAYS, CONSENT_REVISION } from './consent-cookie';

/**
 * Stores the visitor's choice with vanilla-cookieconsent, loaded on the first click so pages that never see one never
 * download it: a first-party cookie kept six months, which the gate reads on every page.
 *
 * The package's main build, not its smaller "core" build: in 3.1.0 the core build's run() always throws ("Cannot set
 * properties of undefined (setting 'le')"), because its state object has no DOM holder (`ie`) while the shared set-up
 * code still stores `document` in it. The main build's own modal stays unused: autoShow off and HTML generated lazily,
 * i.e. never, since show() is never called; the server-rendered banner is the UI.
 */
export async function storeAdChoice(choice: Exclude<AdConsent, 'unset'>): Promise<void> {
  const CookieConsent = await import('vanilla-cookieconsent');
  // A second run() in one page is a no-op (the library guards it), so changing the choice later only re-accepts.
  await CookieConsent.run({
    revision: CONSENT_REVISION,
    autoShow: false,
    lazyHtmlGeneration: true,
    // The library skips everything for automated browsers by default; a choice is a choice whoever makes it.
    hideFromBots: false,
    // The site loads no script by data-category attributes; the ad slots wait for the choice themselves.
    manageScriptTags: false,
    cookie: { name: CONSENT_COOKIE, expiresAfterDays: CONSENT_DAYS, sameSite: 'Lax' },
    categories: { necessary: { enabled: true, readOnly: true }, ads: {} },
    // run() refuses to start without the default language's texts, though its modal is never shown.
    language: { default: 'en', translations: { en: { consentModal: {}, preferencesModal: { sections: [] } } } },
  });
  CookieConsent.acceptCategory(choice === 'accepted' ? ['ads'] : []);
}

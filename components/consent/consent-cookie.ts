/** The first-party cookie vanilla-cookieconsent keeps the ad choice in, read before the first paint by the gate. */
export const CONSENT_COOKIE = 'cc_cookie';

/** Raising it asks everyone again (a choice stored under another revision counts as none). */
export const CONSENT_REVISION = 0;

/** How long a choice is kept: six months, then the banner asks again. */
export const CONSENT_DAYS = 182;

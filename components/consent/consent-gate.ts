import { CONSENT_COOKIE, CONSENT_REVISION } from './consent-cookie';

/**
 * Run inline in <head>, only on sites with an ad library: before the first paint it marks <html> with the visitor's
 * stored ad choice (from vanilla-cookieconsent's first-party cookie), so the server-rendered banner shows only to
 * visitors who have not chosen, with no flash of it for those who have. An unreadable or expired cookie is no choice.
 */
export const CONSENT_GATE = `(function(){var s='unset';try{var m=document.cookie.match(/(?:^|; )${CONSENT_COOKIE}=([^;]*)/);if(m){var v=JSON.parse(decodeURIComponent(m[1]));if(v&&v.revision===${CONSENT_REVISION}&&Array.isArray(v.categories)&&v.expirationTime>Date.now())s=v.categories.indexOf('ads')>=0?'accepted':'rejected';}}catch(e){}document.documentElement.setAttribute('data-ad-consent',s);})();`;

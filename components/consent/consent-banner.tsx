import { IntentLink } from '@/components/intent-link';
import { ConsentButtons } from './consent-buttons';
import styles from './consent-banner.module.css';

/**
 * The ad consent banner, rendered on the server into every page of a site with an ad library, after the footer. CSS
 * shows it only while <html data-ad-consent="unset">, which the inline gate (consent-gate.ts) decides before the first
 * paint, and keeps it at the bottom of the viewport (consent-banner.module.css).
 */
export function ConsentBanner() {
  return (
    <section className={styles.banner} data-consent-banner aria-labelledby="consent-heading">
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id="consent-heading" className={styles.heading}>
            Ads and your choice
          </h2>
          {/* Short blocks, not one paragraph: each is its own paint, smaller than a page's own main text, so the banner is not the largest paint. */}
          <p>Ads keep our games free.</p>
          <p>May our ad partner load its ads? They use cookies.</p>
          <p>
            If not, you see only our own. Change it in the footer.{' '}
            <IntentLink href="/privacy-notice">Privacy notice</IntentLink>
          </p>
        </div>
        <ConsentButtons />
      </div>
    </section>
  );
}

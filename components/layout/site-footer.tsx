import { IntentLink } from '@/components/intent-link';
import { AdChoicesButton } from '@/components/consent/ad-choices-button';
import { config } from '@/lib/site/config.server';
import { VisitCounter } from './visit-counter';
import styles from './site-footer.module.css';

export interface SiteFooterProps {
  siteName: string;
  contactEmail: string;
}

/** The footer: © notice and the small print links. */
export function SiteFooter({ siteName, contactEmail }: SiteFooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p>© 2024 {siteName}. All rights reserved.</p>
        <VisitCounter className={styles.visits} />
        <ul className={styles.links}>
          <li>
            <IntentLink href="/privacy-notice">Privacy</IntentLink>
          </li>
          {config.ads ? (
            <li>
              <AdChoicesButton className={styles.linkButton} />
            </li>
          ) : null}
          <li>
            <IntentLink href="/contact">Contact</IntentLink>
          </li>
          <li>
            <IntentLink href="/betester">Join the beta</IntentLink>
          </li>
          <li>
            <IntentLink href="/press">Press kit</IntentLink>
          </li>
          <li>
            <a href="/blog-updates/feed.xml">RSS</a>
          </li>
          <li>
            <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
          </li>
        </ul>
      </div>
    </footer>
  );
}

import { IntentLink } from '@/components/intent-link';
import { BurgerMenu } from './burger-menu';
import styles from './site-header.module.css';

export interface SiteHeaderProps {
  siteName: string;
}

/** The top bar: the studio's logo linking home, and the burger menu. */
export function SiteHeader({ siteName }: SiteHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <IntentLink href="/" className={styles.logo}>
          {/* Low priority, so React does not preload it ahead of the page's largest paint. */}
          {/* eslint-disable-next-line @next/next/no-img-element -- a 2 KB SVG needs no optimiser */}
          <img src="/images/logo.svg" alt={`${siteName} home`} width={176} height={38} fetchPriority="low" />
        </IntentLink>
        <BurgerMenu />
      </div>
    </header>
  );
}

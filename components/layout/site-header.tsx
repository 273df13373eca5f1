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
          {/* Drawn inline (public/images/logo.svg, 0.5 KB): as an image it was the largest paint of pages whose content is a
              game frame, one request after the HTML; inline it paints with the first frame and is no paint candidate. */}
          <svg role="img" aria-label={`${siteName} home`} viewBox="0 0 220 48" width={176} height={38}>
            <circle cx="24" cy="24" r="16" fill="none" stroke="#7cf9ff" strokeWidth="3" />
            <path d="M24 12a12 12 0 0 0 0 24a8 12 0 0 1 0-24Z" fill="#e8ecf8" />
            <path d="M37 4l2 6 6 2-6 2-2 6-2-6-6-2 6-2Z" fill="#ffd166" />
            <text
              x="52"
              y="33"
              fill="#e8ecf8"
              fontFamily="system-ui, sans-serif"
              fontSize="24"
              fontWeight="700"
              textLength="160"
              lengthAdjust="spacing"
            >
              VOIDLIGHT
            </text>
          </svg>
        </IntentLink>
        <BurgerMenu />
      </div>
    </header>
  );
}

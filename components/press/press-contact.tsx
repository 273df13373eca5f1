import { IntentLink } from '@/components/intent-link';
import { config } from '@/lib/site/config.server';
import styles from './press.module.css';

/** Who to write to, and where the news is: the last section of every press page. */
export function PressContact() {
  return (
    <section className={styles.section} aria-labelledby="contact">
      <h2 id="contact" className={styles.heading}>
        Contact
      </h2>
      <p>
        Press, streamers and festivals: write to{' '}
        <a href={`mailto:${config.site.pressEmail}`}>{config.site.pressEmail}</a> or use the{' '}
        <IntentLink href="/contact">contact form</IntentLink>. No keys are needed: every game is free to play.
      </p>
      <p>
        News comes first on the <IntentLink href="/blog-updates">blog</IntentLink> and its{' '}
        <a href="/blog-updates/feed.xml">RSS feed</a>.
      </p>
    </section>
  );
}

'use client';

import { FacebookIcon, FacebookShareButton, LinkedinIcon, LinkedinShareButton, RedditIcon, RedditShareButton, XIcon, XShareButton } from 'react-share';
import { CopyLinkButton } from './copy-link-button';
import styles from './share-buttons.module.css';

export interface ShareButtonsProps {
  url: string;
  title: string;
}

/** Facebook, X, Reddit and LinkedIn share buttons, each with an accessible name, plus a copy-link button. */
export function ShareButtons({ url, title }: ShareButtonsProps) {
  return (
    <section className={styles.share} aria-labelledby="share-heading">
      <h2 id="share-heading" className={styles.heading}>
        Share this post
      </h2>
      <div className={styles.buttons}>
        <FacebookShareButton url={url} aria-label="Share on Facebook">
          <FacebookIcon size={44} round aria-hidden="true" />
        </FacebookShareButton>
        <XShareButton url={url} title={title} aria-label="Share on X (Twitter)">
          <XIcon size={44} round aria-hidden="true" />
        </XShareButton>
        <RedditShareButton url={url} title={title} aria-label="Share on Reddit">
          <RedditIcon size={44} round aria-hidden="true" />
        </RedditShareButton>
        <LinkedinShareButton url={url} title={title} aria-label="Share on LinkedIn">
          <LinkedinIcon size={44} round aria-hidden="true" />
        </LinkedinShareButton>
        <CopyLinkButton url={url} />
      </div>
    </section>
  );
}

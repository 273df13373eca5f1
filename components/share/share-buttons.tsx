'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { CopyLinkButton } from './copy-link-button';
import styles from './share-buttons.module.css';

export interface ShareButtonsProps {
  url: string;
  title: string;
}

const NETWORKS = 4;

/** Four round spaces the size of the network buttons, so that nothing moves when they arrive. */
function NetworkButtonSpaces() {
  return (
    <>
      {Array.from({ length: NETWORKS }, (_, index) => (
        <span key={index} className={styles.space} aria-hidden="true" />
      ))}
    </>
  );
}

// react-share is one module of every network's button and icon (9 KB gzipped): it loads when the reader nears the
// end of the post, not with the page.
const NetworkShareButtons = dynamic(
  () => import('./network-share-buttons').then((module) => module.NetworkShareButtons),
  {
    ssr: false,
    loading: NetworkButtonSpaces,
  },
);

/** Facebook, X, Reddit and LinkedIn share buttons, loaded as they near the screen, plus a copy-link button. */
export function ShareButtons({ url, title }: ShareButtonsProps) {
  const section = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = section.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <section ref={section} className={styles.share} aria-labelledby="share-heading">
      <h2 id="share-heading" className={styles.heading}>
        Share this post
      </h2>
      <div className={styles.buttons}>
        {near ? <NetworkShareButtons url={url} title={title} /> : <NetworkButtonSpaces />}
        <CopyLinkButton url={url} />
      </div>
    </section>
  );
}

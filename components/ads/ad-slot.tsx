'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { whenAdsAccepted } from '@/components/consent/ad-consent';
import { loadAdLibrary, RANDOM_AD_ZONES } from './ad-library';
import styles from './ad-slot.module.css';

export interface AdSlotProps {
  /** The ad network's library URL, or null when no ad network is configured. */
  libraryUrl: string | null;
  /** A fixed zone id, or 'random' to pick one of the three rotating zones after hydration. */
  zone: string | 'random';
  /** The slot's accessible name, its own on the page (landmarks of one kind need different names). */
  name: string;
  /** The house ad shown until (and unless) a network banner renders. */
  children: ReactNode;
}

/** One banner slot of a fixed size: a house ad, replaced by the ad network's banner when one is configured and loads. */
export function AdSlot({ libraryUrl, zone, name, children }: AdSlotProps) {
  const bannerRef = useRef<HTMLDivElement>(null);
  const [networkBanner, setNetworkBanner] = useState(false);

  useEffect(() => {
    if (!libraryUrl) return;
    let cancelled = false;
    const zoneId = zone === 'random' ? RANDOM_AD_ZONES[Math.floor(Math.random() * RANDOM_AD_ZONES.length)] : zone;
    // No ad script before the visitor accepts; until then (and after a Reject) the house ad stays.
    const stopWaiting = whenAdsAccepted(() => {
      loadAdLibrary(libraryUrl)
        .then((library) => {
          if (cancelled || !bannerRef.current || !zoneId) return;
          library.runBanner({ zoneId });
          setNetworkBanner(true);
        })
        .catch(() => {
          /* already logged by loadAdLibrary; the house ad stays */
        });
    });
    return () => {
      cancelled = true;
      stopWaiting();
    };
  }, [libraryUrl, zone]);

  return (
    <aside className={styles.slot} aria-label={name}>
      <div ref={bannerRef} className={styles.banner} hidden={!networkBanner} />
      {!networkBanner && children}
    </aside>
  );
}

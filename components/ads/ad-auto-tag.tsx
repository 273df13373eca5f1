'use client';

import { useEffect } from 'react';
import { whenAdsAccepted } from '@/components/consent/ad-consent';
import { loadAdLibrary } from './ad-library';

export interface AdAutoTagProps {
  libraryUrl: string;
  zoneId: string;
}

/** Runs the ad network's auto-tag zone once for the whole app, once the visitor has accepted ads. */
export function AdAutoTag({ libraryUrl, zoneId }: AdAutoTagProps) {
  useEffect(
    () =>
      whenAdsAccepted(() => {
        loadAdLibrary(libraryUrl)
          .then((library) => library.runAutoTag({ zoneId }))
          .catch(() => {
            /* already logged by loadAdLibrary */
          });
      }),
    [libraryUrl, zoneId],
  );
  return null;
}

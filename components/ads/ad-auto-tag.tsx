'use client';

import { useEffect } from 'react';
import { loadAdLibrary } from './ad-library';

export interface AdAutoTagProps {
  libraryUrl: string;
  zoneId: string;
}

/** Runs the ad network's auto-tag zone once for the whole app, after hydration. */
export function AdAutoTag({ libraryUrl, zoneId }: AdAutoTagProps) {
  useEffect(() => {
    loadAdLibrary(libraryUrl)
      .then((library) => library.runAutoTag({ zoneId }))
      .catch(() => {
        /* already logged by loadAdLibrary */
      });
  }, [libraryUrl, zoneId]);
  return null;
}

'use client';

import { useEffect, useState } from 'react';
import { crowdQuery, fetchCrowd, type Crowd, type CrowdSubject } from '@/lib/quiz/crowd-view';

export type CrowdState = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; crowd: Crowd };

/**
 * Everyone's answers to the quiz just played: from the request that counted this player's answers when there is
 * one (fresh, including them), otherwise from the cached route (a result seen again after a reload).
 */
export function useCrowd(subject: CrowdSubject, counted: Promise<Crowd> | null): CrowdState {
  const [state, setState] = useState<CrowdState>({ state: 'loading' });
  const query = crowdQuery(subject);

  useEffect(() => {
    let cancelled = false;
    const request = counted ?? fetchCrowd(query);
    request.then(
      (crowd) => {
        if (!cancelled) setState({ state: 'ready', crowd });
      },
      (error: unknown) => {
        console.warn('Could not load how everyone else answered', error);
        if (!cancelled) setState({ state: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [query, counted]);

  return state;
}

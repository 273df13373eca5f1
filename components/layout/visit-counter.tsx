'use client';

import { useEffect, useState } from 'react';
import { groupDigits } from '@/games/kit/format-score';

const COUNTED_KEY = 'visit-counted';

function alreadyCounted(): boolean {
  try {
    return sessionStorage.getItem(COUNTED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberCounted(): void {
  try {
    sessionStorage.setItem(COUNTED_KEY, '1');
  } catch {
    /* without session storage each page load counts; nothing else to do */
  }
}

export interface VisitCounterProps {
  className?: string;
}

/** Counts the visit once per browser session and shows the total; a failure is logged and shows nothing. */
export function VisitCounter({ className }: VisitCounterProps) {
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    const counted = alreadyCounted();
    const request = (method: 'GET' | 'POST') =>
      fetch('/api/visits', { method, headers: { Accept: 'application/json' } });
    request(counted ? 'GET' : 'POST')
      // Past the server's limit for this address the visit isn't counted, but the total can still be shown. The 429's
      // own answer is read first: left unread, its request never ends and the page never goes network-idle.
      .then(async (response) => {
        if (response.status !== 429) return response;
        await response.arrayBuffer();
        return request('GET');
      })
      .then(async (response) => {
        const answer: unknown = await response.json();
        if (
          !response.ok ||
          !answer ||
          typeof answer !== 'object' ||
          !('count' in answer) ||
          typeof answer.count !== 'number'
        ) {
          throw new Error(`Visit counter answered ${response.status}`);
        }
        if (!counted) rememberCounted();
        setCount(answer.count);
      })
      .catch((error: unknown) => console.error('Visit counter failed', error));
  }, []);

  return (
    <p className={className} aria-live="off" data-testid="visit-count">
      Visits: <span>{count === null ? '…' : groupDigits(count)}</span>
    </p>
  );
}

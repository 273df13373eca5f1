'use client';

import { useSyncExternalStore } from 'react';
import { localDateKey } from '@/lib/quiz/daily';

const noSubscription = () => () => {};

/** The player's local calendar date (YYYY-MM-DD); null on the server and while hydrating, so static HTML stays the same for everyone. */
export function useLocalDate(): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => localDateKey(new Date()),
    () => null,
  );
}

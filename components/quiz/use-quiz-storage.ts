'use client';

import { useMemo, useSyncExternalStore } from 'react';
import type { QuizProgress } from '@/lib/quiz/flow';
import {
  bestScoreFrom,
  dailyHistoryFrom,
  parseProgress,
  readBestScoresRaw,
  readDailyHistoryRaw,
  readProgressRaw,
  subscribeQuizStorage,
  type BestScore,
} from '@/lib/quiz/storage';
import type { DailyHistory } from '@/lib/quiz/streak';

const onServer = () => undefined;

/** The stored progress of a quiz; undefined while rendering on the server and hydrating, null when none. */
export function useQuizProgress(quizPath: string): QuizProgress | null | undefined {
  const raw = useSyncExternalStore(subscribeQuizStorage, () => readProgressRaw(quizPath), onServer);
  return useMemo(() => (raw === undefined ? undefined : parseProgress(raw)), [raw]);
}

/** The visitor's best score for a quiz; undefined until hydrated, null when they have none. */
export function useBestScore(quizPath: string): BestScore | null | undefined {
  const raw = useSyncExternalStore(subscribeQuizStorage, readBestScoresRaw, onServer);
  return useMemo(() => (raw === undefined ? undefined : bestScoreFrom(raw, quizPath)), [raw, quizPath]);
}

/** The daily quizzes this browser played; undefined until hydrated. */
export function useDailyHistory(): DailyHistory | undefined {
  const raw = useSyncExternalStore(subscribeQuizStorage, readDailyHistoryRaw, onServer);
  return useMemo(() => (raw === undefined ? undefined : dailyHistoryFrom(raw)), [raw]);
}

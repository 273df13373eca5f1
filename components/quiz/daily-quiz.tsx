'use client';

import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { dailyScoreKey } from '@/lib/quiz/daily';
import { dailyShareText, fetchDailyDays, type DailyDays } from '@/lib/quiz/daily-pool';
import type { Crowd } from '@/lib/quiz/crowd-view';
import { beginAt, recordAnswer, scoreOf, shuffledOrder } from '@/lib/quiz/flow';
import { dailyHistoryFrom, readDailyHistoryRaw, recordDailyResult, saveProgress } from '@/lib/quiz/storage';
import { DailyStreak } from './daily-streak';
import { QuestionForm } from './question-form';
import { QuizProgressBar } from './quiz-progress-bar';
import styles from './quiz.module.css';
import { useLocalDate } from './use-local-date';
import { useQuizProgress } from './use-quiz-storage';

const loadResult = () => import('./quiz-result');
const QuizResult = lazy(() => loadResult().then((module) => ({ default: module.QuizResult })));

export interface DailyQuizProps {
  siteName: string;
  /** The absolute link to /quiz/daily that a shared result carries. */
  shareUrl: string;
  midSlot?: ReactNode;
}

type DaysState = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; days: DailyDays['days'] };

/**
 * Today's ten questions, taken in the browser by the player's local date from the days being played (so the page
 * itself is static), run with
 * the same flow, result, review and share as every quiz. The first finished play of a day counts for the streak
 * and for everyone's figures; replays are for fun.
 */
export function DailyQuiz({ siteName, shareUrl, midSlot }: DailyQuizProps) {
  const today = useLocalDate();
  const [loaded, setLoaded] = useState<DaysState>({ state: 'loading' });
  const [counted, setCounted] = useState<Promise<Crowd> | null>(null);
  const [finishedHere, setFinishedHere] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const answeredHere = useRef(false);
  const storageKey = dailyScoreKey(today ?? 'pending');
  const progress = useQuizProgress(storageKey);
  const picks = useMemo(
    () => (today && loaded.state === 'ready' ? (loaded.days[today] ?? null) : null),
    [today, loaded],
  );

  useEffect(() => {
    let cancelled = false;
    fetchDailyDays().then(
      ({ days }) => !cancelled && setLoaded({ state: 'ready', days }),
      (error: unknown) => {
        console.warn('Could not load the daily quiz', error);
        if (!cancelled) setLoaded({ state: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  const fresh = progress === null || (progress !== undefined && progress.total !== picks?.length);
  const optionCount = picks?.[0]?.options.length ?? 4;
  useEffect(() => {
    if (picks && fresh) saveProgress(storageKey, beginAt(null, 0, picks.length, shuffledOrder(optionCount)));
  }, [picks, fresh, storageKey, optionCount]);

  const current = progress && !progress.completed ? progress.current : null;
  useEffect(() => {
    if (current !== null && answeredHere.current) headingRef.current?.focus();
    if (current !== null && picks && current === picks.length - 1) void loadResult();
  }, [current, picks]);

  if (loaded.state === 'failed') {
    return <p className="status status--error">Today’s quiz could not be loaded. Reload the page to try again.</p>;
  }
  if (loaded.state === 'ready' && today && !picks) {
    return (
      <p className="status status--error">
        No quiz is being played for {today}, the date your device shows. Check its date and time zone, then reload the
        page.
      </p>
    );
  }
  if (!today || !picks || !progress || fresh) return <p className="muted">Picking today’s ten questions…</p>;

  const streak = <DailyStreak today={today} className={styles.streak} />;
  if (progress.completed) {
    const correct = progress.answers.map((answer) => answer?.correct ?? false);
    return (
      <Suspense fallback={<p className="muted">Loading your result…</p>}>
        <QuizResult
          quizPath="daily"
          quizTitle="Daily Gaming Quiz"
          quizHeader={`Daily Gaming Quiz, ${today}`}
          score={scoreOf(progress)}
          total={progress.total}
          answers={progress.answers}
          shareUrl={shareUrl}
          siteName={siteName}
          focusHeading={finishedHere}
          midSlot={midSlot}
          crowdSubject={{ daily: today }}
          counted={counted}
          reviewSource={{ review: { quizPath: 'daily', questions: picks } }}
          extra={streak}
          shareOverride={{
            text: dailyShareText(siteName, today, correct),
            message: dailyShareText(siteName, today, correct),
          }}
          retake={
            <button
              type="button"
              className="button"
              onClick={() => {
                setFinishedHere(false);
                setCounted(null);
                saveProgress(storageKey, beginAt(null, 0, picks.length, shuffledOrder(optionCount)));
              }}
            >
              Play again for fun
            </button>
          }
        />
      </Suspense>
    );
  }

  const index = progress.current;
  const question = picks[index];
  if (!question) return null;

  function answer(choice: string) {
    if (!progress || !today || !picks || !question) return;
    const next = recordAnswer(progress, index, choice, question.correctAnswer, shuffledOrder(optionCount));
    answeredHere.current = true;
    if (next.completed) {
      setFinishedHere(true);
      const firstToday = !Object.hasOwn(dailyHistoryFrom(readDailyHistoryRaw()), today);
      recordDailyResult(today, scoreOf(next));
      const choices = next.answers.map((each) => each?.choice ?? null);
      // Only the play that counts for the streak counts for everyone's figures too.
      setCounted(
        firstToday
          ? import('@/lib/quiz/crowd-view').then(({ postAnswers }) => postAnswers({ daily: today }, choices))
          : null,
      );
    }
    saveProgress(storageKey, next);
  }

  return (
    <div>
      {streak}
      <QuizProgressBar number={index + 1} total={progress.total} />
      <p className={styles.from}>From the {question.quizTitle} quiz</p>
      <QuestionForm
        key={index}
        number={index + 1}
        text={question.question}
        options={question.options}
        order={progress.order}
        busy={false}
        onAnswer={answer}
        headingRef={headingRef}
      />
      {midSlot}
    </div>
  );
}

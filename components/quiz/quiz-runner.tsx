'use client';

import { useRouter } from 'next/navigation';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { beginAt, questionPath, recordAnswer, resolveVisit, scoreOf, shuffledOrder } from '@/lib/quiz/flow';
import { recordBestScore, saveProgress } from '@/lib/quiz/storage';
import { QuestionForm } from './question-form';
import { QuizProgressBar } from './quiz-progress-bar';
import type { Crowd } from '@/lib/quiz/crowd-view';
import { useQuizProgress } from './use-quiz-storage';

// The result screen, its share and review load only when a quiz is finished.
const loadResult = () => import('./quiz-result');
const QuizResult = lazy(() => loadResult().then((module) => ({ default: module.QuizResult })));

/** Set when Next leads to another question page, so that page's heading takes the focus. */
const arrival = { focusQuestion: false };

export interface QuizQuestionView {
  question: string;
  options: string[];
  correctAnswer: string;
}

export interface QuizRunnerProps {
  quizPath: string;
  quizTitle: string;
  quizHeader: string;
  index: number;
  total: number;
  question: QuizQuestionView;
  /** The absolute link a shared result points to. */
  shareUrl: string;
  siteName: string;
  /** Shown below the question's Next button, and between the result and the review. */
  midSlot?: ReactNode;
}

/** Runs one question page of a quiz: the question, or the result once the quiz is finished. */
export function QuizRunner({
  quizPath,
  quizTitle,
  quizHeader,
  index,
  total,
  question,
  shareUrl,
  siteName,
  midSlot,
}: QuizRunnerProps) {
  const router = useRouter();
  const progress = useQuizProgress(quizPath);
  const optionCount = question.options.length;
  const [leavingWith, setLeavingWith] = useState<number[] | null>(null);
  const [finishedHere, setFinishedHere] = useState(false);
  const [counted, setCounted] = useState<Promise<Crowd> | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const visit = useMemo(
    () => (progress === undefined ? null : resolveVisit(progress, index, total, optionCount)),
    [progress, index, total, optionCount],
  );

  useEffect(() => {
    if (visit?.kind === 'begin') saveProgress(quizPath, beginAt(visit.from, index, total, shuffledOrder(optionCount)));
    else if (visit?.kind === 'redirect' && !leavingWith) router.replace(questionPath(quizPath, visit.index));
  }, [visit, leavingWith, quizPath, index, total, optionCount, router]);

  const asking = visit?.kind === 'question';
  useEffect(() => {
    if (!asking) return;
    if (arrival.focusQuestion) headingRef.current?.focus();
    arrival.focusQuestion = false;
  }, [asking]);

  // What Next leads to loads once the player picks an option, not with the page: taking in the next question's
  // prefetched route costs a slow phone's main thread a long task of its own while the page is still starting up.
  const prepareNext = useCallback(() => {
    if (index + 1 < total) router.prefetch(questionPath(quizPath, index + 1));
    else void loadResult();
  }, [index, total, quizPath, router]);

  if (visit?.kind === 'result' && progress) {
    return (
      <Suspense fallback={<p className="muted">Loading your result…</p>}>
        <QuizResult
          quizPath={quizPath}
          quizTitle={quizTitle}
          quizHeader={quizHeader}
          score={scoreOf(progress)}
          total={total}
          answers={progress.answers}
          shareUrl={shareUrl}
          siteName={siteName}
          focusHeading={finishedHere}
          midSlot={midSlot}
          counted={counted}
        />
      </Suspense>
    );
  }

  function answer(choice: string) {
    if (!progress || visit?.kind !== 'question' || leavingWith) return;
    const next = recordAnswer(progress, index, choice, question.correctAnswer, shuffledOrder(optionCount));
    if (next.completed) {
      recordBestScore(quizPath, scoreOf(next), total);
      setFinishedHere(true);
      // Counted once, here, when the quiz is finished (not on a reload of the result); loaded with the result screen.
      const choices = next.answers.map((each) => each?.choice ?? null);
      setCounted(import('@/lib/quiz/crowd-view').then(({ postAnswers }) => postAnswers({ quizPath }, choices)));
    } else {
      setLeavingWith(visit.order);
      arrival.focusQuestion = true;
      router.push(questionPath(quizPath, index + 1));
    }
    saveProgress(quizPath, next);
  }

  return (
    <div>
      <QuizProgressBar number={index + 1} total={total} />
      <QuestionForm
        number={index + 1}
        text={question.question}
        options={question.options}
        order={leavingWith ?? (visit?.kind === 'question' ? visit.order : null)}
        busy={leavingWith !== null}
        onAnswer={answer}
        onPick={prepareNext}
        headingRef={headingRef}
      />
      {midSlot}
    </div>
  );
}

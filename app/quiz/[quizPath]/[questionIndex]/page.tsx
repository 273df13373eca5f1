import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { AdBanner, adSlotName } from '@/components/ads/ad-banner';
import { InvalidQuestionIndex } from '@/components/quiz/invalid-question-index';
import { QuizHeader } from '@/components/quiz/quiz-header';
import { QuizRunner } from '@/components/quiz/quiz-runner';
import { config } from '@/lib/site/config.server';
import { pageMetadata } from '@/lib/site/metadata.server';
import { INVALID_QUESTION_SEGMENT } from '@/lib/quiz/flow';
import { quizStartPath } from '@/lib/quiz/share';
import { getAllQuizzes, getQuizByPath, type Quiz } from '@/lib/quiz/quizzes.server';

const paramsSchema = z.object({ quizPath: z.string(), questionIndex: z.string() });

interface QuestionPageProps {
  params: Promise<{ quizPath: string; questionIndex: string }>;
}

// Every question of every quiz, plus one invalid-index page per quiz, is prerendered; proxy.ts sends every other
// spelling of an index to one of them, and anything else is the static 404, so no URL is rendered and cached on demand.
export const dynamicParams = false;

export function generateStaticParams() {
  return getAllQuizzes().flatMap((quiz) =>
    [...quiz.data.map((_, index) => String(index)), INVALID_QUESTION_SEGMENT].map((questionIndex) => ({
      quizPath: quiz.quizPath,
      questionIndex,
    })),
  );
}

async function resolvePage(
  params: QuestionPageProps['params'],
): Promise<{ quiz: Quiz; index: number; inRange: boolean }> {
  const parsed = paramsSchema.safeParse(await params);
  const quiz = parsed.success ? getQuizByPath(parsed.data.quizPath) : null;
  if (!parsed.success || !quiz) notFound();
  const inRange = parsed.data.questionIndex !== INVALID_QUESTION_SEGMENT;
  return { quiz, index: inRange ? Number(parsed.data.questionIndex) : 0, inRange };
}

export async function generateMetadata({ params }: QuestionPageProps): Promise<Metadata> {
  const { quiz, index, inRange } = await resolvePage(params);
  const metadata = pageMetadata({
    title: inRange && index > 0 ? `${quiz.quizHeader}: Question ${index + 1} of ${quiz.data.length}` : quiz.quizHeader,
    description: quiz.description,
    path: quizStartPath(quiz.quizPath),
    image: {
      url: `/quiz/${quiz.quizPath}/opengraph-image`,
      alt: `${quiz.quizTitle}: a gaming quiz from ${config.site.name}, its title and artwork`,
    },
  });
  return inRange ? metadata : { ...metadata, robots: { index: false, follow: true } };
}

export default async function QuestionPage({ params }: QuestionPageProps) {
  const { quiz, index, inRange } = await resolvePage(params);
  const question = inRange ? quiz.data[index] : undefined;
  return (
    <>
      <QuizHeader header={quiz.quizHeader} image={quiz.image} />
      <AdBanner position={0} name={adSlotName(0, 3)} />
      {question ? (
        <QuizRunner
          quizPath={quiz.quizPath}
          quizTitle={quiz.quizTitle}
          quizHeader={quiz.quizHeader}
          index={index}
          total={quiz.data.length}
          question={{ question: question.question, options: question.options, correctAnswer: question.correctAnswer }}
          shareUrl={`${config.site.url}${quizStartPath(quiz.quizPath)}`}
          siteName={config.site.name}
          midSlot={<AdBanner position={1} name={adSlotName(1, 3)} />}
        />
      ) : (
        <>
          <InvalidQuestionIndex quizPath={quiz.quizPath} />
          <AdBanner position={1} name={adSlotName(1, 3)} />
        </>
      )}
      <AdBanner position={2} name={adSlotName(2, 3)} />
    </>
  );
}

import { OG_SIZE } from '@/components/og/og-card';
import { quizOgCard } from '@/components/quiz/quiz-og-card';
import { config } from '@/lib/site/config.server';
import { getAllQuizzes, getQuizByPath, readQuizArtwork } from '@/lib/quiz/quizzes.server';
import { cardOnce } from '@/lib/previews/drawn-cards.server';

// The card shows the deployment's settings: drawn on first request (lib/previews/drawn-cards.server.ts).
export const dynamic = 'force-dynamic';

// One card per quiz; any other path is a 404, never rendered and cached on demand.
export const dynamicParams = false;

export const alt = 'A gaming quiz: its title and artwork';
export const size = OG_SIZE;
export const contentType = 'image/png';

export function generateStaticParams() {
  return getAllQuizzes().map((quiz) => ({ quizPath: quiz.quizPath }));
}

/** One card per quiz, shared by all of its question pages. */
export default async function QuizOpenGraphImage({ params }: { params: Promise<{ quizPath: string }> }) {
  const quiz = getQuizByPath((await params).quizPath);
  if (!quiz) return new Response('No such quiz', { status: 404 });
  return cardOnce(`quiz/${quiz.quizPath}`, () =>
    quizOgCard({
      siteName: config.site.name,
      title: quiz.quizTitle,
      questionCount: quiz.data.length,
      artwork: readQuizArtwork(quiz),
    }),
  );
}

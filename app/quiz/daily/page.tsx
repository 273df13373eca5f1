import { AdBanner, adSlotName } from '@/components/ads/ad-banner';
import { DailyQuiz } from '@/components/quiz/daily-quiz';
import { QuizHeader } from '@/components/quiz/quiz-header';
import { config } from '@/lib/site/config.server';
import { pageMetadata } from '@/lib/site/metadata.server';
import { DAILY_QUIZ_PATH } from '@/lib/quiz/daily';

export const metadata = pageMetadata({
  title: 'Daily Gaming Quiz',
  description:
    'Ten gaming questions a day from all our quizzes, the same for everyone. Win 7 or more to keep your streak going, then share your row.',
  path: DAILY_QUIZ_PATH,
});

/** A static page of its own (not a question of a quiz): the browser picks the day's questions by the player's local date. */
export default function DailyQuizPage() {
  return (
    <>
      <QuizHeader header="Daily Gaming Quiz" image="/images/quizzes/gamingtrivia.svg" />
      <p className="lead">
        Ten questions from all our quizzes, new every day at your midnight and the same for everyone. Get 7 or more
        right to keep your streak.
      </p>
      <AdBanner position={0} name={adSlotName(0, 3)} />
      <DailyQuiz
        siteName={config.site.name}
        shareUrl={`${config.site.url}${DAILY_QUIZ_PATH}`}
        midSlot={<AdBanner position={1} name={adSlotName(1, 3)} />}
      />
      <AdBanner position={2} name={adSlotName(2, 3)} />
    </>
  );
}

import { Fragment } from 'react';
import { AdBanner, adSlotName } from '@/components/ads/ad-banner';
import { JsonLd } from '@/components/json-ld';
import { DailyQuizCard } from '@/components/quiz/daily-quiz-card';
import { QuizCard } from '@/components/quiz/quiz-card';
import { config } from '@/lib/site/config.server';
import { pageMetadata } from '@/lib/site/metadata.server';
import { quizStartPath } from '@/lib/quiz/share';
import { getQuizSummaries } from '@/lib/quiz/quizzes.server';
import styles from './quiz-list.module.css';

export const metadata = pageMetadata({
  title: 'Gaming Quizzes',
  description:
    'Sixteen gaming quizzes, from Silent Hill and Skyrim to gaming history: test your game knowledge, see every answer explained and share your score.',
  path: '/quiz-list',
});

/** After every second quiz comes an ad slot. */
const AD_EVERY = 2;

export default function QuizListPage() {
  const quizzes = getQuizSummaries();
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: 'Gaming quizzes',
          itemListElement: quizzes.map((quiz, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: quiz.quizHeader,
            url: `${config.site.url}${quizStartPath(quiz.quizPath)}`,
          })),
        }}
      />
      <h1>Test Your Game Knowledge With Our Gaming Quizzes</h1>
      <p className="lead">
        {quizzes.length} quizzes on the games we grew up with. Pick one, answer every question, then see what you got
        right, why, and share your score.
      </p>
      <DailyQuizCard />
      <div className={styles.grid}>
        {quizzes.map((quiz, index) => (
          <Fragment key={quiz.quizPath}>
            <QuizCard quiz={quiz} eager={index < 4} />
            {(index + 1) % AD_EVERY === 0 ? (
              <div className={styles.adRow}>
                <AdBanner
                  position={(index + 1) / AD_EVERY - 1}
                  name={adSlotName((index + 1) / AD_EVERY - 1, Math.floor(quizzes.length / AD_EVERY))}
                />
              </div>
            ) : null}
          </Fragment>
        ))}
      </div>
    </>
  );
}

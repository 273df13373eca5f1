import { SignupForm } from '@/components/forms/signup-form';
import { pageNotice } from '@/lib/forms/page-notice.server';
import { pageMetadata } from '@/lib/site/metadata.server';
import type { QueryPageProps } from '@/lib/site/page-props';

export const metadata = pageMetadata({
  title: 'Become a Beta Tester',
  description: 'Join the Google Play test of our next game and play it before anyone else.',
  path: '/betester',
});

export default async function BetaTesterPage({ searchParams }: QueryPageProps) {
  const notice = await pageNotice('signup', await searchParams);
  return (
    <div className="prose">
      <h1>Become a Beta Tester</h1>
      <p className="lead">Play our next game before anyone else and help us make it better.</p>
      <p>
        Tests run through Google Play, which adds testers by their Google account, so sign up with the Gmail address you
        use on your Android phone. You need a Google account to join. We will send you an invitation link when the next
        test opens, along with the occasional studio news.
      </p>
      <section id="signup" className="card" aria-labelledby="beta-signup-heading">
        <h2 id="beta-signup-heading">Sign up for the beta</h2>
        <SignupForm idPrefix="beta-signup" initialNotice={notice} />
      </section>
    </div>
  );
}

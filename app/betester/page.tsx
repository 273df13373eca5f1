import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Become a Beta Tester',
  description: 'Join the Google Play test of our next game and play it before anyone else.',
  path: '/betester',
});

export default function BetaTesterPage() {
  return (
    <div className="prose">
      <h1>Become a Beta Tester</h1>
      <p className="lead">Play our next game before anyone else and help us make it better.</p>
      <p>
        Tests run through Google Play, which adds testers by their Google account, so sign up with the Gmail address you use
        on your Android phone. We will send you an invitation link when the next test opens.
      </p>
    </div>
  );
}

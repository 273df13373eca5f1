import Link from 'next/link';
import { config } from '@/lib/config';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Privacy Notice',
  description: 'What our games and this website collect, and how to ask us to delete it.',
  path: '/privacy-notice',
});

export default function PrivacyNoticePage() {
  const email = config.site.contactEmail;
  return (
    <div className="prose">
      <h1>Privacy Notice</h1>
      <p className="muted">Last Updated: Aug 8, 2024</p>

      <h2>Our mobile games</h2>
      <p>Our mobile games do not collect any data from you. Because we collect no data through them, there is no data to delete.</p>

      <h2>Advertising</h2>
      <p>
        Our games and this website show ads from third-party advertisers. These advertisers may collect non-personal information such as your device type,
        network provider or general location in order to show ads. Their handling of that information is governed by their own privacy policies.
      </p>

      <h2>This website</h2>
      <p>This website stores only what you choose to send us, plus one anonymous number:</p>
      <ul>
        <li>
          <strong>Mailing-list and beta sign-ups:</strong> the e-mail address you enter and when you signed up, so we can invite you to tests and tell you about
          new games.
        </li>
        <li>
          <strong>Contact messages:</strong> your name, e-mail address and message, so we can reply.
        </li>
        <li>
          <strong>A visit count:</strong> a single running total of visits. It holds nothing about who you are.
        </li>
      </ul>
      <p>Quiz scores and game high scores stay in your own browser and never reach us. We do not sell or share what you send us.</p>

      <h2>Deleting your data</h2>
      <p>
        To have your sign-up or your messages deleted, write to <a href={`mailto:${email}`}>{email}</a> or use the <Link href="/contact">contact form</Link>{' '}
        from the same address. We delete them within 30 days and confirm by e-mail.
      </p>

      <h2>Children</h2>
      <p>Our games are not intended for children under 13, and we do not knowingly collect information from them.</p>

      <h2>Changes to this notice</h2>
      <p>We may update this notice from time to time. When we do, we will change the Last Updated date at the top of this page.</p>
    </div>
  );
}

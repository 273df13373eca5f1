import { IntentLink } from '@/components/intent-link';
import { config } from '@/lib/site/config.server';
import { pageMetadata } from '@/lib/site/metadata.server';

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
      <p>
        Our mobile games do not collect any data from you. Because we collect no data through them, there is no data to
        delete.
      </p>

      <h2>Advertising</h2>
      <p>
        Our games and this website show ads from third-party advertisers. These advertisers may collect non-personal
        information such as your device type, network provider or general location in order to show ads. Their handling
        of that information is governed by their own privacy policies.
      </p>

      <h2>This website</h2>
      <p>
        This website stores only what you choose to send us, plus counts that say nothing about who you are. Exactly:
      </p>
      <ul>
        <li>
          <strong>Mailing-list and beta sign-ups:</strong> the e-mail address you enter; when, and on which page, you
          signed up; the words the form showed you; and when you confirmed or unsubscribed. A sign-up stays unconfirmed,
          and gets no mail but the one asking you to confirm, until you use that mail&apos;s link. Once confirmed, you
          get our update posts as newsletters, and we note which newsletter went to you and when. Every mail from the
          list has a link to unsubscribe. Our newsletters carry no tracking pixel and no rewritten links: we do not know
          whether you opened one or what you clicked. We keep your address while you are on the list; after you
          unsubscribe we keep only the address and those dates, as the record that you said no, so that we never write
          to you again, until you ask us to delete it.
        </li>
        <li>
          <strong>Contact messages:</strong> your name, e-mail address and message, and whether our mail to the studio
          went out, kept until you ask us to delete them.
        </li>
        <li>
          <strong>A visit count:</strong> a single running total of visits. So that one browser counts once a session,
          your browser keeps a note in its session storage and a cookie (<code>visit-counted</code>, holding only
          &quot;1&quot;) that it deletes when you close it.
        </li>
        <li>
          <strong>Page speed and plays:</strong> how fast each page loaded and responded for visitors (web vitals), and
          for each game how many people opened its page, started it and played for a minute. These are kept only as
          counts per page (or game) and day, with no cookie, no address and no identifier of any visitor, so they cannot
          be about you; we keep them as long as the site runs, to see trends.
        </li>
        <li>
          <strong>Quiz answers:</strong> when you finish a quiz, which option you chose for each question is added to
          anonymous totals per option and per score, with nothing about you, kept as long as the quiz is on the site.
          Your progress, best scores and daily-quiz streak stay in your own browser.
        </li>
        <li>
          <strong>Leaderboard entries:</strong> when you put a game&apos;s score on its leaderboard, we keep the three
          initials you type, the score, when you played and which build of the game you played, on each board it reaches
          (today&apos;s, the week&apos;s, all time and the daily challenge&apos;s). Nothing identifies you: no address,
          account or identifier is stored with it. Each board keeps its best 100 entries; an entry that falls out of
          them is deleted. The run&apos;s recorded inputs are replayed to check the score and then discarded.
        </li>
        <li>
          <strong>Your ad choice</strong>, where this site shows an ad network&apos;s ads: a cookie in your own browser
          (<code>cc_cookie</code>) for six months. Until you accept, no ad network script loads; if you reject, you see
          only our own ads. Change it any time with Ad choices in the footer.
        </li>
      </ul>
      <p>
        To limit abuse, the server holds your IP address in memory, never on disk, for as long as its limit counts: a
        minute after a sign-up, a beacon, a quiz&apos;s answers or a mail link, ten minutes after a contact message, a
        visit or a score posted to a leaderboard. We do not sell or share what you send us.
      </p>

      <h2>Deleting your data</h2>
      <p>
        To have everything we hold about your e-mail address deleted (sign-up, consent record, contact messages and any
        copy of our mail to it), write to <a href={`mailto:${email}`}>{email}</a> or use the{' '}
        <IntentLink href="/contact">contact form</IntentLink> from that address. We delete it within 30 days and confirm
        by e-mail. To stop mail, use the unsubscribe link in any mail from us: it works at once.
      </p>

      <h2>Children</h2>
      <p>Our games are not intended for children under 13, and we do not knowingly collect information from them.</p>

      <h2>Changes to this notice</h2>
      <p>
        We may update this notice from time to time. When we do, we will change the Last Updated date at the top of this
        page.
      </p>
    </div>
  );
}

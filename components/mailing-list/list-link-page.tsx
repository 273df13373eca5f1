import { IntentLink } from '@/components/intent-link';
import { z } from 'zod';
import { config } from '@/lib/site/config.server';
import { isSealedQuery } from '@/lib/http/status-seal.server';
import { checkListLink, type LinkOutcome } from '@/lib/mailing-list/links.server';
import type { LinkPurpose } from '@/lib/mailing-list/tokens.server';

const resultSchema = z.enum(['confirmed', 'already-confirmed', 'unsubscribed', 'refused', 'expired', 'unknown']);

type SearchParams = Record<string, string | string[] | undefined>;

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function ResultText({ result }: { result: LinkOutcome }) {
  const contact = config.site.contactEmail;
  switch (result) {
    case 'confirmed':
      return <p className="status status--ok">Your address is confirmed. We will write when the next test opens.</p>;
    case 'already-confirmed':
      return <p className="status status--ok">Your address was already confirmed: nothing more to do.</p>;
    case 'unsubscribed':
      return <p className="status status--ok">You are unsubscribed. We will not send this address any more mail.</p>;
    case 'expired':
      return (
        <p className="status status--error">
          This link has expired. <IntentLink href="/betester">Sign up again</IntentLink> and we will send a new one.
        </p>
      );
    case 'unknown':
      return (
        <p className="status status--error">This address is not on our list (its sign-up may have been deleted).</p>
      );
    case 'refused':
      return (
        <p className="status status--error">
          This link is not valid, or was sent before the address unsubscribed. If you need help, write to{' '}
          <a href={`mailto:${contact}`}>{contact}</a>.
        </p>
      );
  }
}

export interface ListLinkPageProps {
  purpose: LinkPurpose;
  searchParams: SearchParams;
}

/**
 * The page a list link opens. It never acts on the GET (mail scanners open links): a genuine link shows one button
 * that posts the token, which works without JavaScript; the handler sends the browser back here with the result,
 * sealed.
 */
export async function ListLinkPage({ purpose, searchParams }: ListLinkPageProps) {
  // A result shows only from the handler's own sealed redirect; a bare ?result= link is a page without one.
  const result = resultSchema.safeParse((await isSealedQuery(searchParams)) ? single(searchParams.result) : undefined);
  const heading = purpose === 'confirm' ? 'Confirm your sign-up' : 'Unsubscribe';
  if (result.success) {
    return (
      <div className="prose">
        <h1>{heading}</h1>
        <ResultText result={result.data} />
      </div>
    );
  }
  const token = single(searchParams.t) ?? '';
  const check = await checkListLink(purpose, token);
  return (
    <div className="prose">
      <h1>{heading}</h1>
      {check.ok ? (
        <form method="post" action={`/api/mailing-list/${purpose}`} className="card">
          <input type="hidden" name="t" value={token} />
          <p>
            {purpose === 'confirm'
              ? `Confirm that ${check.email} may receive ${config.site.name}'s invitations to test our games and, now and then, studio news.`
              : `Take ${check.email} off ${config.site.name}'s mailing list? This is final: we will send it no more mail.`}
          </p>
          <button type="submit" className="button button--primary">
            {purpose === 'confirm' ? 'Confirm my sign-up' : 'Unsubscribe'}
          </button>
        </form>
      ) : (
        <ResultText result={check.reason === 'expired' ? 'expired' : 'refused'} />
      )}
      <p className="muted">
        See our <IntentLink href="/privacy-notice">privacy notice</IntentLink> for what we keep and how to have it
        deleted.
      </p>
    </div>
  );
}

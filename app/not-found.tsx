import { IntentLink } from '@/components/intent-link';

export default function NotFound() {
  return (
    <div className="prose">
      <h1>404: Lost in the void</h1>
      <p className="lead">There is nothing at this address. It may have moved, or the link may be mistyped.</p>
      <div className="button-row">
        <IntentLink className="button button--primary" href="/">
          Back to the home page
        </IntentLink>
        <IntentLink className="button" href="/games">
          Browse our games
        </IntentLink>
      </div>
    </div>
  );
}

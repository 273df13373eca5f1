'use client';

import { IntentLink } from '@/components/intent-link';
import { useEffect } from 'react';
import { errorDetails } from '@/lib/site/error-details';

interface ErrorPageProps {
  error: unknown;
  retry: () => void;
}

/** The 'Unexpected Application Error' screen, with the message Next allows in production and its digest. */
export default function ErrorPage({ error, retry }: ErrorPageProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const { message, digest } = errorDetails(error);
  return (
    <div className="prose" role="alert">
      <h1>Unexpected Application Error</h1>
      <p className="lead">{message}</p>
      {digest ? <p className="muted">Error reference: {digest}</p> : null}
      <div className="button-row">
        <button type="button" className="button" onClick={retry}>
          Try again
        </button>
        <IntentLink className="button button--primary" href="/">
          Back to the home page
        </IntentLink>
      </div>
    </div>
  );
}

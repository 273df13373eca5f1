'use client';

import { IntentLink } from '@/components/intent-link';
import { usePathname } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import type { Notice } from '@/lib/forms/notice.server';
import { messages } from '@/lib/site/messages';
import { FormStatus } from './form-status';
import { Honeypot } from './honeypot';
import { postForm } from './post-form';
import styles from './forms.module.css';

export interface SignupFormProps {
  /** The outcome of a no-JavaScript post, read by the page from its query string. */
  initialNotice?: Notice | null;
  idPrefix: string;
}

/** The mailing-list / beta sign-up form; posts without reloading, and works as a plain form without JavaScript. */
export function SignupForm({ initialNotice = null, idPrefix }: SignupFormProps) {
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<Notice | null>(initialNotice);
  const [sending, setSending] = useState(false);
  // Kept in the consent record: which page's form, under which wording, the address was given.
  const page = usePathname();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const website = new FormData(event.currentTarget).get('website');
    setSending(true);
    const result = await postForm(
      '/api/signups',
      { email, page, website: typeof website === 'string' ? website : '' },
      messages.signupFailed,
    );
    setSending(false);
    setNotice(result);
    if (result.ok) setEmail('');
  }

  return (
    <form action="/api/signups" method="post" onSubmit={submit} className={styles.form} noValidate={false}>
      <label htmlFor={`${idPrefix}-email`}>Your Gmail address</label>
      <div className={styles.inline}>
        <input
          id={`${idPrefix}-email`}
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder="you@gmail.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-describedby={`${idPrefix}-status`}
        />
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? 'Signing up…' : 'Sign up'}
        </button>
      </div>
      <input type="hidden" name="page" value={page} />
      <p className={styles.consent}>
        {messages.signupConsent} <IntentLink href="/privacy-notice">Privacy notice</IntentLink>
      </p>
      <Honeypot />
      <FormStatus id={`${idPrefix}-status`} notice={notice} />
    </form>
  );
}

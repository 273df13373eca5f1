'use client';

import { useState, type FormEvent } from 'react';
import type { Notice } from '@/lib/forms/notice.server';
import { messages } from '@/lib/site/messages';
import { FormStatus } from './form-status';
import { Honeypot } from './honeypot';
import { postForm } from './post-form';
import styles from './forms.module.css';

const EMPTY = { user_name: '', user_email: '', message: '' };

export interface ContactFormProps {
  initialNotice?: Notice | null;
}

/** The contact form: cleared after a success, kept as typed after a failure so nothing is lost. */
export function ContactForm({ initialNotice = null }: ContactFormProps) {
  const [fields, setFields] = useState(EMPTY);
  const [notice, setNotice] = useState<Notice | null>(initialNotice);
  const [sending, setSending] = useState(false);
  const update = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const website = new FormData(event.currentTarget).get('website');
    setSending(true);
    const result = await postForm(
      '/api/contact',
      { ...fields, website: typeof website === 'string' ? website : '' },
      messages.contactFailed,
    );
    setSending(false);
    setNotice(result);
    if (result.ok) setFields(EMPTY);
  }

  return (
    <form id="contact-form" action="/api/contact" method="post" onSubmit={submit} className={styles.form}>
      <div className={styles.field}>
        <label htmlFor="contact-name">Name</label>
        <input
          id="contact-name"
          name="user_name"
          required
          maxLength={100}
          autoComplete="name"
          value={fields.user_name}
          onChange={update('user_name')}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-email">Email</label>
        <input
          id="contact-email"
          name="user_email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          value={fields.user_email}
          onChange={update('user_email')}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-message">Message</label>
        <textarea
          id="contact-message"
          name="message"
          required
          maxLength={5000}
          value={fields.message}
          onChange={update('message')}
        />
      </div>
      <Honeypot />
      <div>
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? 'Sending…' : 'Send'}
        </button>
      </div>
      <FormStatus id="contact-status" notice={notice} />
    </form>
  );
}

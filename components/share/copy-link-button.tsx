'use client';

import { useState } from 'react';

export interface CopyLinkButtonProps {
  url: string;
  label?: string;
}

/** Copies a URL to the clipboard and says so in a live region; reports when the clipboard is unavailable. */
export function CopyLinkButton({ url, label = 'Copy link' }: CopyLinkButtonProps) {
  const [status, setStatus] = useState('');

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setStatus('Link copied to the clipboard.');
    } catch (error) {
      console.warn('Clipboard unavailable', error);
      setStatus(`Copy this link: ${url}`);
    }
  }

  return (
    <>
      <button type="button" className="button" onClick={copy}>
        {label}
      </button>
      <span role="status" className="status status--ok">
        {status}
      </span>
    </>
  );
}

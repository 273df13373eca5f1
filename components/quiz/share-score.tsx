'use client';

import { useEffect, useRef, useState } from 'react';
import { CopyLinkButton } from '@/components/share/copy-link-button';
import { shareData, shareFallbackMessage } from '@/lib/quiz/share';
import styles from './quiz-result.module.css';

export interface ShareScoreProps {
  quizTitle: string;
  quizHeader: string;
  score: number;
  total: number;
  /** The absolute link to the quiz's first question. */
  shareUrl: string;
  siteName: string;
  /** Another share text, and what the page says when it is copied instead (the daily quiz's spoiler-free row). */
  override?: { text: string; message: string };
}

interface Status {
  tone: 'ok' | 'error';
  text: string;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * 'Share Your Score' with the Web Share API (with a score-card PNG where files can be shared),
 * or, without it, the result copied to the clipboard and said on the page; plus 'Copy link'.
 */
export function ShareScore({ quizTitle, quizHeader, score, total, shareUrl, siteName, override }: ShareScoreProps) {
  const [status, setStatus] = useState<Status | null>(null);
  const image = useRef<File | null>(null);
  const [imageReady, setImageReady] = useState(false);

  // The image is drawn before the click: some browsers refuse navigator.share after a slow await.
  useEffect(() => {
    if (typeof navigator.share !== 'function' || typeof navigator.canShare !== 'function') return;
    let cancelled = false;
    import('@/lib/quiz/score-card')
      .then(({ drawScoreCard }) => drawScoreCard({ siteName, quizHeader, score, total }))
      .then((file) => {
        if (cancelled) return;
        image.current = file;
        setImageReady(true);
      })
      .catch((error: unknown) => console.warn('Could not prepare the score image; sharing without it.', error));
    return () => {
      cancelled = true;
    };
  }, [siteName, quizHeader, score, total]);

  async function share() {
    const standard = shareData({ score, total, quizTitle, quizHeader, url: shareUrl });
    const data = override ? { ...standard, text: override.text } : standard;
    if (typeof navigator.share === 'function') {
      const file = image.current;
      const withImage = file && navigator.canShare?.({ ...data, files: [file] }) ? { ...data, files: [file] } : data;
      try {
        await navigator.share(withImage);
        setStatus({ tone: 'ok', text: 'Thanks for sharing your score!' });
        return;
      } catch (error) {
        if (isAbort(error)) return;
        console.warn('Web Share failed; copying the result instead.', error);
      }
    }
    const message = override?.message ?? shareFallbackMessage(score, total, quizHeader);
    try {
      await navigator.clipboard.writeText(`${data.text} ${shareUrl}`);
      setStatus({ tone: 'ok', text: `${message} Your result and the quiz link are copied to your clipboard.` });
    } catch (error) {
      console.warn('Clipboard unavailable', error);
      setStatus({ tone: 'error', text: `${message} Copy this link to share it: ${shareUrl}` });
    }
  }

  return (
    <div className={styles.share}>
      <div className={`button-row ${styles.shareButtons}`}>
        <button
          type="button"
          className="button button--primary"
          onClick={share}
          data-score-card={imageReady ? 'ready' : 'pending'}
        >
          Share Your Score
        </button>
        <CopyLinkButton url={shareUrl} />
      </div>
      <p
        role="status"
        className={`status ${styles.shareStatus} ${status?.tone === 'error' ? 'status--error' : 'status--ok'}`}
      >
        {status?.text}
      </p>
    </div>
  );
}

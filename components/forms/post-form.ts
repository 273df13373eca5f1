import type { Notice } from '@/lib/forms/notice.server';

/** Posts a form's fields as JSON to an API route; resolves with the notice to show, never rejects. */
export async function postForm(url: string, fields: Record<string, string>, fallbackError: string): Promise<Notice> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(fields),
    });
    const answer: unknown = await response.json().catch(() => null);
    if (answer && typeof answer === 'object') {
      if ('message' in answer && typeof answer.message === 'string' && response.ok)
        return { ok: true, text: answer.message };
      if ('error' in answer && typeof answer.error === 'string') return { ok: false, text: answer.error };
    }
    return { ok: false, text: fallbackError };
  } catch (error) {
    console.error(`POST ${url} failed`, error);
    return { ok: false, text: fallbackError };
  }
}

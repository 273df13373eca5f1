import type { Notice } from '@/lib/forms/notice.server';

export interface FormStatusProps {
  notice: Notice | null;
  id: string;
}

/** The live region where a form's outcome is announced. */
export function FormStatus({ notice, id }: FormStatusProps) {
  return (
    <p
      id={id}
      role="status"
      aria-live="polite"
      className={`status ${notice ? (notice.ok ? 'status--ok' : 'status--error') : ''}`}
    >
      {notice?.text}
    </p>
  );
}

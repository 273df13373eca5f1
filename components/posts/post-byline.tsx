import { formatDate } from '@/lib/site/dates';

export interface PostBylineProps {
  author: string;
  date: Date | null;
}

/** "By {author} · {date}", the date in one fixed locale and time zone so server and client agree. */
export function PostByline({ author, date }: PostBylineProps) {
  const when = date ? (
    <time dateTime={date.toISOString().slice(0, 10)}>{formatDate(date)}</time>
  ) : (
    <span>Date not available</span>
  );
  // On one line of JSX, " · " stays one text node: split around the date, a page still arriving painted it in pieces.
  return (
    <p className="muted">
      By {author} · {when}
    </p>
  );
}

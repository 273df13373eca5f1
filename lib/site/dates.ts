const dateFormatter = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

function utcDate(year: number, month: number, day: number): Date | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const isRealDay = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isRealDay ? date : null;
}

/** Parses a dash-separated date in the given field order ('DMY' for posts, 'MDY' for games); null when not a real day. */
export function parseDashedDate(text: string, order: 'DMY' | 'MDY'): Date | null {
  const match = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [first, second, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return order === 'DMY' ? utcDate(year, second, first) : utcDate(year, first, second);
}

/** Formats a date the same way on server and client: English, UTC, e.g. "September 25, 2024". */
export function formatDate(date: Date): string {
  return dateFormatter.format(date);
}

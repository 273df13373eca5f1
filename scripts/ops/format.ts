// Plain-text output for operator scripts: CSV for other programs, aligned tables for people.
import type { ContactMessage } from '@/lib/store/store.server';

// A cell starting with one of these is a formula to a spreadsheet (OWASP "CSV injection"); '=1+2@gmail.com' is a
// valid address, so visitors' text can start so.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, with quotes doubled; a field a
 * spreadsheet would run as a formula is prefixed with an apostrophe, which shows it as text.
 */
export function csvField(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV document: the header, then one CRLF-terminated line a row. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

/**
 * Text from a visitor made safe and short for one table cell: control characters (a terminal escape sequence
 * could rewrite the operator's screen) and line breaks become spaces; invisible format characters, bidirectional
 * overrides and isolates among them (they reorder the rest of the line on screen), are shown as their code point,
 * e.g. <U+202E>; runs of space collapse, long text ends in '…'.
 */
export function oneLine(text: string, max: number): string {
  const flat = text
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(
      /\p{Cf}/gu,
      (character) => `<U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}>`,
    )
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** Rows of cells as left-aligned columns two spaces apart, the first row a header underlined with dashes. */
export function toTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n') + '\n';
}

/** A UTC date and time to the minute, e.g. 2024-11-08 14:03. */
export function utcMinute(date: Date): string {
  return date.toISOString().slice(0, 16).replace('T', ' ');
}

/** The contact-list table: id, date, status, attempts, sender and a one-line excerpt; failures' last error beneath. */
export function contactTable(messages: readonly ContactMessage[]): string {
  const header = ['ID', 'DATE (UTC)', 'STATUS', 'TRIES', 'FROM', 'MESSAGE'];
  const rows = messages.map((message) => [
    message.id,
    utcMinute(message.createdAt),
    message.status,
    String(message.attempts),
    oneLine(`${message.name} <${message.email}>`, 48),
    oneLine(message.message, 60),
  ]);
  const table = toTable(header, rows).split('\n');
  const lines = [table[0] ?? '', table[1] ?? ''];
  messages.forEach((message, index) => {
    lines.push(table[index + 2] ?? '');
    if (message.status !== 'sent' && message.lastError)
      lines.push(`    last error: ${oneLine(message.lastError, 100)}`);
  });
  return lines.join('\n') + '\n';
}

import 'server-only';
import path from 'node:path';

/**
 * The warning a production server prints at start-up when no SMTP_URL is set: contact messages then only land as
 * files in the outbox folder, which nobody reads unless told. Null when mail is configured, or outside production.
 */
export function mailStartupNotice(
  settings: { smtpUrl: string | null; dataDir: string },
  nodeEnv: string | undefined,
): string | null {
  if (settings.smtpUrl || nodeEnv !== 'production') return null;
  const outbox = path.resolve(settings.dataDir, 'outbox');
  const rule = '!'.repeat(78);
  return [
    rule,
    '!! SMTP_URL is not set: contact messages are NOT e-mailed to anyone.',
    `!! They are only written as .eml files into ${outbox}`,
    '!! Set SMTP_URL (smtp:// or smtps://user:pass@host:port) to have them sent.',
    rule,
  ].join('\n');
}

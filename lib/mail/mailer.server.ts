import 'server-only';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { config } from '@/lib/site/config.server';
import { composeContactMail, type ContactMail } from './compose';
import { composeListMail, type ListMail, type ListSender } from './list-mail.server';
import { createSendSlots } from './send-slots';

// One budget for the whole send: nodemailer's own timeouts restart at every line the server sends, so a server
// answering one line every few seconds could hold a visitor's request for minutes.
const SEND_DEADLINE_MS = 10_000;
// SMTP sends in flight at once per process: plenty for a contact form (each takes well under a second), and the
// most messages a crash can catch sent but not yet recorded as sent.
export const MAX_SENDS_IN_FLIGHT = 8;

/** Host, port, TLS and credentials from an smtp:// or smtps:// URL. */
export function smtpOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
  };
}

export interface MailSettings extends ListSender {
  smtpUrl: string | null;
  /** Where contact messages go. */
  to: string;
  outboxDir: string;
  /** The deadline of one whole send (connect, greeting, every command, the data), at most 10 s. */
  timeoutMs?: number;
  /**
   * Keeps up to MAX_SENDS_IN_FLIGHT SMTP connections open and sends each mail on one of them (a newsletter's
   * thousands of mails: a new connection a mail costs most of each send), until close().
   */
  pooled?: boolean;
}

export interface Mailer {
  /** Sends one contact message; resolves with where it went, rejects when the transport fails. */
  sendContact(contact: ContactMail): Promise<Delivery>;
  /** Sends one mailing-list mail (unsubscribe footer and headers added) the same way, under the same deadline. */
  sendListMail(mail: ListMail): Promise<Delivery>;
  /** Closes the connections a pooled mailer keeps open. */
  close(): void;
}

export interface Delivery {
  delivery: 'smtp' | 'outbox';
  location: string;
}

/** A mailer over SMTP when a URL is configured, else one that writes `.eml` files into the outbox folder. */
export function createMailer(settings: MailSettings): Mailer {
  const timeout = Math.min(settings.timeoutMs ?? SEND_DEADLINE_MS, SEND_DEADLINE_MS);
  let smtp: Transporter | undefined;
  const inSlot = createSendSlots(MAX_SENDS_IN_FLIGHT);
  const outbox = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  /** One send on the one path every mail takes: SMTP within the deadline, else a file in the outbox named `fileName`. */
  async function send(mail: SendMailOptions, fileName: string): Promise<Delivery> {
    if (settings.smtpUrl) {
      smtp ??= nodemailer.createTransport({
        ...smtpOptions(settings.smtpUrl),
        connectionTimeout: timeout,
        greetingTimeout: timeout,
        socketTimeout: timeout,
        disableFileAccess: true,
        disableUrlAccess: true,
        ...(settings.pooled ? { pool: true, maxConnections: MAX_SENDS_IN_FLIGHT } : {}),
      });
      const signal = AbortSignal.timeout(timeout);
      // nodemailer 10 honours `signal` (closing the connection); its type package predates it.
      const options: SendMailOptions & { signal: AbortSignal } = { ...mail, signal };
      try {
        const transport = smtp;
        const info = await inSlot(signal, () => transport.sendMail(options));
        return { delivery: 'smtp', location: String(info.messageId) };
      } catch (error) {
        if (signal.aborted)
          throw new Error(`The mail server did not take the message within the ${timeout / 1000} s deadline`, {
            cause: error,
          });
        throw error;
      }
    }
    const info = await outbox.sendMail(mail);
    if (!Buffer.isBuffer(info.message)) throw new Error('Outbox transport returned no message');
    await fs.mkdir(settings.outboxDir, { recursive: true });
    const file = path.join(settings.outboxDir, fileName);
    await fs.writeFile(file, info.message);
    return { delivery: 'outbox', location: file };
  }

  return {
    async sendContact(contact) {
      const result = await send(
        composeContactMail(contact, settings),
        `${contact.createdAt.toISOString().replace(/[:.]/g, '-')}-${contact.id}.eml`,
      );
      if (result.delivery === 'outbox')
        console.info(`Contact message ${contact.id} written to ${result.location} (set SMTP_URL to send mail)`);
      return result;
    },
    async sendListMail(listMail) {
      const result = await send(
        composeListMail(listMail, settings),
        `${listMail.issuedAt.toISOString().replace(/[:.]/g, '-')}-list-${listMail.kind}-${randomUUID()}.eml`,
      );
      if (result.delivery === 'outbox')
        console.info(`Mailing-list mail written to ${result.location} (set SMTP_URL to send mail)`);
      return result;
    },
    close() {
      smtp?.close();
    },
  };
}

let mailer: Mailer | undefined;

/** Who the site's list mail comes from, from configuration. */
export function configuredListSender(): ListSender {
  return {
    from: config.mail.from,
    siteName: config.site.name,
    siteUrl: config.site.url,
    postalAddress: config.site.postalAddress,
  };
}

/** The mail settings of this process, from configuration. */
export function configuredMailSettings(): MailSettings {
  return {
    ...configuredListSender(),
    smtpUrl: config.mail.smtpUrl,
    to: config.mail.to,
    outboxDir: path.join(config.dataDir, 'outbox'),
  };
}

/** The mailer of this process, from configuration. */
export function getMailer(): Mailer {
  mailer ??= createMailer(configuredMailSettings());
  return mailer;
}

import 'server-only';
import { createHash } from 'node:crypto';
import type { SendMailOptions } from 'nodemailer';

/** A mail the mailing list sends to one member. */
export interface ListMail {
  /** What the mail is for; with the address and issue time it makes the Message-ID. */
  kind: 'confirm';
  /** When its links were issued: every attempt to send this one mail carries the same time, hence the same Message-ID. */
  issuedAt: Date;
  to: string;
  subject: string;
  /** The body, without the unsubscribe footer (added here, so no list mail can go without one). */
  text: string;
  /** The page with an unsubscribe button, for the footer. */
  unsubscribeUrl: string;
  /** The URL that unsubscribes on POST (RFC 8058 one-click), for the List-Unsubscribe header. */
  oneClickUrl: string;
}

/**
 * The Message-ID of a list mail: its kind, issue time and a hash of the address (never the address itself, which
 * would show in every relay's logs), so a mail sent again after a crash is recognisably the same one, as contact mail's is.
 */
export function listMessageId(mail: Pick<ListMail, 'kind' | 'issuedAt' | 'to'>, from: string): string {
  const who = createHash('sha256').update(mail.to.trim().toLowerCase()).digest('hex').slice(0, 16);
  return `<list.${mail.kind}.${mail.issuedAt.getTime()}.${who}@${from.slice(from.lastIndexOf('@') + 1)}>`;
}

/**
 * A list mail as sent: from the studio, plain text, an unsubscribe footer, and the List-Unsubscribe and
 * List-Unsubscribe-Post headers mail providers use for their own unsubscribe button (RFC 2369, RFC 8058).
 */
export function composeListMail(mail: ListMail, sender: { from: string; siteName: string }): SendMailOptions {
  return {
    from: { name: sender.siteName, address: sender.from },
    to: mail.to,
    subject: mail.subject,
    messageId: listMessageId(mail, sender.from),
    text: `${mail.text}\n\n-- \nYou get this because this address signed up to ${sender.siteName}'s mailing list.\nUnsubscribe: ${mail.unsubscribeUrl}\n`,
    list: { unsubscribe: { url: mail.oneClickUrl, comment: 'Unsubscribe' } },
    headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

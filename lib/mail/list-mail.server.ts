import 'server-only';
import { createHash } from 'node:crypto';
import type { SendMailOptions } from 'nodemailer';

/** A mail the mailing list sends to one member. */
export interface ListMail {
  /** What the mail is for; with the address and issue time it makes the Message-ID. */
  kind: 'confirm' | 'newsletter';
  /**
   * When its links were issued (a newsletter's: its campaign's start): every attempt to send this one mail carries
   * the same time, hence the same Message-ID.
   */
  issuedAt: Date;
  to: string;
  subject: string;
  /** The body, without the footer (added here, so no list mail can go without one). */
  text: string;
  /** An HTML part, footer included (the newsletter's; its footer comes from listMailFooter too). */
  html?: string;
  /** The page with an unsubscribe button, for the footer. */
  unsubscribeUrl: string;
  /** The URL that unsubscribes on POST (RFC 8058 one-click), for the List-Unsubscribe header. */
  oneClickUrl: string;
}

/** Who sends list mail: the studio's address, name, site and postal contact line. */
export interface ListSender {
  from: string;
  siteName: string;
  siteUrl: string;
  postalAddress: string | null;
}

/** Why a member gets a list mail, as its footer says. */
export function listMailReason(kind: ListMail['kind'], siteName: string): string {
  return kind === 'confirm'
    ? `You get this because this address signed up to ${siteName}'s mailing list.`
    : `You get this because you signed up to the ${siteName} mailing list and confirmed it.`;
}

/** The plain-text footer of every list mail: why it came, the member's unsubscribe link and the postal line. */
export function listMailFooter(mail: Pick<ListMail, 'kind' | 'unsubscribeUrl'>, sender: ListSender): string {
  const lines = [listMailReason(mail.kind, sender.siteName), `Unsubscribe: ${mail.unsubscribeUrl}`];
  return `-- \n${[...lines, ...(sender.postalAddress ? [sender.postalAddress] : [])].join('\n')}\n`;
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
 * A list mail as sent: from the studio, plain text (and the newsletter's HTML), the footer, the List-Id of the
 * site's list, and the List-Unsubscribe and List-Unsubscribe-Post headers mail providers use for their own
 * unsubscribe button (RFC 2369, RFC 2919, RFC 8058).
 */
export function composeListMail(mail: ListMail, sender: ListSender): SendMailOptions {
  return {
    from: { name: sender.siteName, address: sender.from },
    to: mail.to,
    subject: mail.subject,
    messageId: listMessageId(mail, sender.from),
    text: `${mail.text}\n\n${listMailFooter(mail, sender)}`,
    ...(mail.html === undefined ? {} : { html: mail.html }),
    list: {
      id: { url: `list.${new URL(sender.siteUrl).hostname}`, comment: sender.siteName },
      unsubscribe: { url: mail.oneClickUrl, comment: 'Unsubscribe' },
    },
    headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

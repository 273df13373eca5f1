import type { SendMailOptions } from 'nodemailer';

export interface ContactMail {
  id: string;
  name: string;
  email: string;
  message: string;
  createdAt: Date;
}

/**
 * The Message-ID of a contact message's e-mail, derived from its id: every attempt to send one message carries
 * the same ID, so a copy sent again after a crash (sent, but not yet recorded as sent) is recognisably the same mail.
 */
export function contactMessageId(id: string, from: string): string {
  return `<contact.${id}@${from.slice(from.lastIndexOf('@') + 1)}>`;
}

/** The e-mail a contact message becomes: from the studio, to the studio, Reply-To the visitor, plain text. */
export function composeContactMail(contact: ContactMail, addresses: { from: string; to: string; siteName: string }): SendMailOptions {
  return {
    from: { name: `${addresses.siteName} website`, address: addresses.from },
    to: addresses.to,
    replyTo: { name: contact.name, address: contact.email },
    subject: `Website contact from ${contact.name}`,
    messageId: contactMessageId(contact.id, addresses.from),
    text: [
      `${contact.name} <${contact.email}> wrote through the contact form on ${contact.createdAt.toISOString()}:`,
      '',
      contact.message,
      '',
      `-- \nMessage ${contact.id}. Reply to this e-mail to answer ${contact.name}.`,
    ].join('\n'),
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

import type { SendMailOptions } from 'nodemailer';

export interface ContactMail {
  id: string;
  name: string;
  email: string;
  message: string;
  createdAt: Date;
}

/** The e-mail a contact message becomes: from the studio, to the studio, Reply-To the visitor, plain text. */
export function composeContactMail(contact: ContactMail, addresses: { from: string; to: string; siteName: string }): SendMailOptions {
  return {
    from: { name: `${addresses.siteName} website`, address: addresses.from },
    to: addresses.to,
    replyTo: { name: contact.name, address: contact.email },
    subject: `Website contact from ${contact.name}`,
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

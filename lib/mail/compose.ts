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

// The most UTF-8 bytes one encoded-word carries: base64 makes 60 characters of them, 72 with '=?UTF-8?B?' and '?=',
// within RFC 2047's 75.
const WORD_BYTES = 45;

/**
 * Header text a mail client shows as typed. Text holding '=?' could be read as an RFC 2047 encoded-word (a name
 * '=?utf-8?B?…?=' would show as whatever it decodes to), so such text is sent whole as UTF-8 base64 encoded-words,
 * which decode to exactly it; other text goes as it is (the mail library encodes what needs it).
 */
export function literalHeaderText(text: string): string {
  if (!text.includes('=?')) return text;
  const words: string[] = [];
  let word = '';
  for (const character of text) {
    if (Buffer.byteLength(word + character) > WORD_BYTES) {
      words.push(word);
      word = '';
    }
    word += character;
  }
  words.push(word);
  return words.map((each) => `=?UTF-8?B?${Buffer.from(each).toString('base64')}?=`).join(' ');
}

/** The e-mail a contact message becomes: from the studio, to the studio, Reply-To the visitor, plain text. */
export function composeContactMail(
  contact: ContactMail,
  addresses: { from: string; to: string; siteName: string },
): SendMailOptions {
  return {
    from: { name: `${addresses.siteName} website`, address: addresses.from },
    to: addresses.to,
    // The mail library puts an ASCII name in quotes, where clients decode encoded-words all the same; a word joiner
    // (U+2060, invisible) after each '=' of '=?' makes the name non-ASCII, so the library sends it whole as an
    // encoded-word of its own that decodes to the name as typed, with nothing left to decode.
    replyTo: { name: contact.name.replaceAll('=?', '=\u2060?'), address: contact.email },
    subject: literalHeaderText(`Website contact from ${contact.name}`),
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

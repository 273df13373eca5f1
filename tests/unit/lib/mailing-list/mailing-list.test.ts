import { composeListMail, listMessageId } from '@/lib/mail/list-mail.server';
import { countsByDay, longTermTesters, requirementMetSince } from '@/lib/mailing-list/stats';
import { CONFIRM_LINK_TTL_MS, signLinkToken, verifyLinkToken } from '@/lib/mailing-list/tokens.server';
import type { ListMember } from '@/lib/store/mailing-list-store';

const secret = 'a'.repeat(64);
const DAY = 24 * 60 * 60 * 1000;

describe('list link tokens', () => {
  const issuedAt = new Date('2026-01-01T00:00:00Z');
  const token = signLinkToken(secret, 'confirm', 'ada@gmail.com', issuedAt);

  it('verify with the secret that signed them, for their own purpose, until they expire', () => {
    expect(verifyLinkToken(secret, 'confirm', token, new Date(issuedAt.getTime() + DAY))).toEqual({
      ok: true,
      email: 'ada@gmail.com',
      issuedAt,
    });
    expect(verifyLinkToken('b'.repeat(64), 'confirm', token, issuedAt)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyLinkToken(secret, 'unsubscribe', token, issuedAt)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyLinkToken(secret, 'confirm', token, new Date(issuedAt.getTime() + CONFIRM_LINK_TTL_MS + 1))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('never expire for unsubscribing', () => {
    const unsubscribe = signLinkToken(secret, 'unsubscribe', 'ada@gmail.com', issuedAt);
    expect(verifyLinkToken(secret, 'unsubscribe', unsubscribe, new Date(issuedAt.getTime() + 3650 * DAY)).ok).toBe(
      true,
    );
  });

  it('refuse tampering and garbage without throwing', () => {
    const [payload, signature] = token.split('.');
    const otherPayload = Buffer.from(
      JSON.stringify({ p: 'confirm', e: 'eve@gmail.com', t: issuedAt.getTime() }),
    ).toString('base64url');
    for (const bad of [
      `${otherPayload}.${signature}`,
      `${payload}.`,
      payload,
      `${token}.x`,
      '',
      '..',
      'x'.repeat(5000),
      42,
      null,
      { t: token },
    ]) {
      expect(verifyLinkToken(secret, 'confirm', bad, issuedAt)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('verify in exactly one spelling: no padding, no junk, base64url only, no spare bits', () => {
    const [payload = '', signature = ''] = token.split('.');
    const spareBits = (text: string) => {
      // The last character of a 43-character signature carries 2 spare bits; setting one decodes to the same bytes.
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
      const last = alphabet.indexOf(text.at(-1) ?? 'A');
      return `${text.slice(0, -1)}${alphabet[last ^ 1]}`;
    };
    const toStandard = (text: string) => text.replaceAll('-', '+').replaceAll('_', '/');
    const signatureWithDash = signLinkToken(secret, 'confirm', 'ada@gmail.com', issuedAt);
    expect(verifyLinkToken(secret, 'confirm', token, issuedAt).ok).toBe(true);
    const spellings = [
      `${payload}.${signature}=`,
      `${payload}=.${signature}`,
      `${payload}.${signature.slice(0, 10)}!${signature.slice(10)}`,
      `${payload}.${signature.slice(0, 10)} ${signature.slice(10)}`,
      `${payload.slice(0, 5)}*${payload.slice(5)}.${signature}`,
      `${payload}.${spareBits(signature)}`,
      `${payload}.${signature}A`,
    ];
    if (/[-_]/.test(signatureWithDash)) spellings.push(toStandard(signatureWithDash));
    expect(Buffer.from(spareBits(signature), 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
    for (const spelling of spellings)
      expect(verifyLinkToken(secret, 'confirm', spelling, issuedAt)).toEqual({ ok: false, reason: 'invalid' });
    // Whichever characters a token holds, the standard alphabet's spelling of it is refused.
    for (let n = 0; n < 40; n += 1) {
      const each = signLinkToken(secret, 'unsubscribe', `player${n}@gmail.com`, issuedAt);
      expect(verifyLinkToken(secret, 'unsubscribe', each, issuedAt).ok).toBe(true);
      if (/[-_]/.test(each)) expect(verifyLinkToken(secret, 'unsubscribe', toStandard(each), issuedAt).ok).toBe(false);
    }
  });

  it('refuse a correctly signed token that names something other than an address', () => {
    for (const name of ['not-an-address', '../../etc', 'a@b']) {
      expect(
        verifyLinkToken(secret, 'unsubscribe', signLinkToken(secret, 'unsubscribe', name, issuedAt), issuedAt),
      ).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('refuse a genuine-looking token from the future', () => {
    const future = signLinkToken(secret, 'confirm', 'ada@gmail.com', new Date(issuedAt.getTime() + DAY));
    expect(verifyLinkToken(secret, 'confirm', future, issuedAt)).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('a list mail', () => {
  it('always carries the unsubscribe footer and the RFC 8058 headers', () => {
    const mail = composeListMail(
      {
        kind: 'confirm',
        issuedAt: new Date(1_700_000_000_000),
        to: 'ada@gmail.com',
        subject: 'News',
        text: 'Hello',
        unsubscribeUrl: 'https://s.test/page?t=1',
        oneClickUrl: 'https://s.test/api?t=1',
      },
      { from: 'list@s.test', siteName: 'Studio', siteUrl: 'https://s.test', postalAddress: '1 Pixel Lane, Leeds' },
    );
    expect(mail.text).toContain('Unsubscribe: https://s.test/page?t=1\n1 Pixel Lane, Leeds\n');
    expect(mail.list).toEqual({
      id: { url: 'list.s.test', comment: 'Studio' },
      unsubscribe: { url: 'https://s.test/api?t=1', comment: 'Unsubscribe' },
    });
    expect(mail.headers).toEqual({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });

  it('has one Message-ID for one mail however often it is sent, without the address in it', () => {
    const mail = { kind: 'confirm', issuedAt: new Date(1_700_000_000_000), to: 'Ada@gmail.com' } as const;
    const id = listMessageId(mail, 'list@s.test');
    expect(id).toMatch(/^<list\.confirm\.1700000000000\.[0-9a-f]{16}@s\.test>$/);
    expect(listMessageId({ ...mail }, 'list@s.test')).toBe(id);
    expect(id).not.toContain('ada');
    expect(listMessageId({ ...mail, issuedAt: new Date(1_700_000_000_001) }, 'list@s.test')).not.toBe(id);
  });
});

describe('sign-up statistics', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const member = (daysAgoSigned: number, state: ListMember['state'], daysAgoConfirmed: number | null): ListMember => ({
    email: `m${Math.random()}@gmail.com`,
    signedUpAt: new Date(now.getTime() - daysAgoSigned * DAY),
    state,
    confirmedAt: daysAgoConfirmed === null ? null : new Date(now.getTime() - daysAgoConfirmed * DAY),
    unsubscribedAt: state === 'unsubscribed' ? now : null,
  });

  it('counts sign-ups by day and state', () => {
    const members = [member(2, 'confirmed', 2), member(2, 'unconfirmed', null), member(1, 'unsubscribed', null)];
    expect(countsByDay(members)).toEqual([
      { day: '2026-02-27', confirmed: 1, unconfirmed: 1, unsubscribed: 0 },
      { day: '2026-02-28', confirmed: 0, unconfirmed: 0, unsubscribed: 1 },
    ]);
  });

  it('counts testers confirmed 14 days or more, and since when 12 of them have held', () => {
    const members = [
      ...Array.from({ length: 11 }, (_, i) => member(40, 'confirmed', 30 - i)),
      member(40, 'confirmed', 17),
      member(40, 'confirmed', 3),
      member(40, 'unsubscribed', null),
    ];
    expect(longTermTesters(members, now)).toBe(12);
    expect(requirementMetSince(members, now)).toEqual(new Date(now.getTime() - 3 * DAY));
    expect(requirementMetSince(members.slice(1), now)).toBeNull();
  });
});

import { CONTACT_CLAIM_LEASE_MS, type Store } from '@/lib/store/store.server';
import { openPerTest, type StorePlace } from './store-contract';

const consent = { page: '/betester', wording: 'We will e-mail you invitations.' };
const later = () => new Date(Date.now() + 1000);
const DAY = 24 * 60 * 60 * 1000;

/** The double opt-in mailing list every store engine must keep, as one Jest suite. */
export function describeMailingListContract(name: string, makePlace: () => Promise<StorePlace>) {
  describe(`the ${name} mailing list`, () => {
    let store: Store;
    const open = openPerTest(makePlace, (first) => {
      store = first;
    });

    it('keeps a new sign-up unconfirmed, with its consent record, until its link confirms it', async () => {
      expect(await store.signUp('Ada@Gmail.com', consent)).toMatchObject({ created: true, state: 'unconfirmed' });
      expect(await store.listMembers()).toEqual([
        {
          email: 'Ada@Gmail.com',
          signedUpAt: expect.any(Date),
          state: 'unconfirmed',
          confirmedAt: null,
          unsubscribedAt: null,
        },
      ]);
      expect(await store.confirmSignup('ada@gmail.com', new Date())).toBe('confirmed');
      // Every spelling of one mailbox is one member, as it is one sign-up.
      expect(await store.confirmSignup('A.D.A+beta@googlemail.com', new Date())).toBe('already-confirmed');
      expect(await store.signUp('ada@gmail.com', { ...consent, page: '/' })).toEqual({
        created: false,
        state: 'confirmed',
        mail: null,
      });
      const [member] = await store.listMembers();
      expect(member).toMatchObject({ state: 'confirmed', confirmedAt: expect.any(Date), unsubscribedAt: null });
      const events = await store.listConsentEvents('ada@gmail.com');
      expect(events.map(({ kind, page, wording }) => ({ kind, page, wording }))).toEqual([
        { kind: 'signup', ...consent },
        { kind: 'confirm', page: null, wording: null },
        { kind: 'signup', page: '/', wording: consent.wording },
      ]);
      for (const event of events) expect(event.at).toBeInstanceOf(Date);
    });

    it('counts a sign-up with no consent record as unconfirmed, and knows no unknown address', async () => {
      await store.addSignup('legacy@gmail.com');
      expect((await store.listMembers()).map((member) => member.state)).toEqual(['unconfirmed']);
      expect(await store.confirmSignup('nobody@gmail.com', new Date())).toBe('unknown');
      expect(await store.unsubscribe('nobody@gmail.com')).toBe(false);
      expect(await store.listConsentEvents('nobody@gmail.com')).toEqual([]);
    });

    it('makes unsubscribing final for every link sent before it', async () => {
      await store.signUp('bo@gmail.com', consent);
      const linkSent = new Date(Date.now() - 1000);
      expect(await store.confirmSignup('bo@gmail.com', linkSent)).toBe('confirmed');
      expect(await store.unsubscribe('bo@gmail.com')).toBe(true);
      expect(await store.unsubscribe('bo@gmail.com')).toBe(true);
      expect(await store.confirmSignup('bo@gmail.com', linkSent)).toBe('unsubscribed-since');
      expect(await store.listMembers()).toEqual([
        {
          email: 'bo@gmail.com',
          signedUpAt: expect.any(Date),
          state: 'unsubscribed',
          confirmedAt: null,
          unsubscribedAt: expect.any(Date),
        },
      ]);
      expect((await store.listConsentEvents('bo@gmail.com')).map((event) => event.kind)).toEqual([
        'signup',
        'confirm',
        'unsubscribe',
      ]);

      // Signing up again through the form mails nothing: only a link issued after the unsubscription confirms.
      expect(await store.signUp('bo@gmail.com', consent, Date.now() + 2 * DAY)).toEqual({
        created: false,
        state: 'unsubscribed',
        mail: null,
      });
      expect(await store.confirmSignup('bo@gmail.com', later())).toBe('confirmed');
      expect((await store.listMembers())[0]?.state).toBe('confirmed');
    });

    it('forgets everything about one address and nothing about others', async () => {
      for (const email of ['gone@gmail.com', 'kept@gmail.com']) {
        await store.signUp(email, consent);
        await store.confirmSignup(email, new Date());
        await store.saveContactMessage({
          name: 'Someone',
          email: email === 'gone@gmail.com' ? ' Gone@Gmail.com' : email,
          message: 'Hi',
        });
      }
      await store.saveContactMessage({
        name: 'Same mailbox',
        email: 'g.one+contact@googlemail.com',
        message: 'Hi again',
      });
      expect(await store.forgetEmail('GO.NE@gmail.com')).toEqual({ signups: 1, consentEvents: 2, contactMessages: 2 });
      expect((await store.listMembers()).map((member) => member.email)).toEqual(['kept@gmail.com']);
      expect(await store.listConsentEvents('gone@gmail.com')).toEqual([]);
      expect((await store.listContactMessages()).map((message) => message.email)).toEqual(['kept@gmail.com']);
      expect(await store.forgetEmail('gone@gmail.com')).toEqual({ signups: 0, consentEvents: 0, contactMessages: 0 });
      expect(await store.addSignup('gone@gmail.com')).toEqual({ created: true });
    });

    it('keeps one row and one sign-up event per address however often it signs up, and queues one mail a day', async () => {
      const start = Date.now();
      const first = await store.signUp('Cy@gmail.com', consent, start);
      expect(first).toEqual({
        created: true,
        state: 'unconfirmed',
        mail: { mailbox: 'cy@gmail.com', to: 'Cy@gmail.com', issuedAt: new Date(start), attempts: 0 },
      });
      for (let n = 1; n <= 20; n += 1) {
        expect(
          await store.signUp(
            n % 2 ? 'c.y+x@gmail.com' : 'cy@gmail.com',
            { ...consent, page: `/p${n}` },
            start + n * 60_000,
          ),
        ).toEqual({
          created: false,
          state: 'unconfirmed',
          mail: null,
        });
      }
      expect((await store.listSignups()).filter((signup) => signup.mailbox === 'cy@gmail.com')).toHaveLength(1);
      const events = await store.listConsentEvents('cy@gmail.com');
      expect(events.map(({ kind, page }) => ({ kind, page }))).toEqual([{ kind: 'signup', page: '/p20' }]);
      expect(events[0]?.at.getTime()).toBe(start + 20 * 60_000);
      // A day after the last mail was queued, one more is due.
      const nextDay = await store.signUp('cy@gmail.com', consent, start + DAY);
      expect(nextDay.mail).toEqual({
        mailbox: 'cy@gmail.com',
        to: 'cy@gmail.com',
        issuedAt: new Date(start + DAY),
        attempts: 0,
      });
      expect((await store.signUp('cy@gmail.com', consent, start + DAY + 1)).mail).toBeNull();
    });

    it('stores eight first sign-ups of one address at once as one sign-up, every one answered, with one mail queued', async () => {
      const now = Date.now();
      const outcomes = await Promise.all(
        Array.from({ length: 8 }, (_, n) => store.signUp(n % 2 ? 'Eve@gmail.com' : 'e.ve@gmail.com', consent, now)),
      );
      expect(outcomes.filter((outcome) => outcome.created)).toHaveLength(1);
      expect(outcomes.every((outcome) => outcome.state === 'unconfirmed')).toBe(true);
      expect((await store.listSignups()).filter((signup) => signup.mailbox === 'eve@gmail.com')).toHaveLength(1);
      expect((await store.listConsentEvents('eve@gmail.com')).map((event) => event.kind)).toEqual(['signup']);
      expect(await store.claimConfirmationMail('eve@gmail.com', now)).not.toBeNull();
      expect(await store.claimConfirmationMail('eve@gmail.com', now)).toBeNull();
    });

    it('never queues a mail for a confirmed or an unsubscribed address', async () => {
      await store.signUp('done@gmail.com', consent, Date.now() - 2 * DAY);
      await store.confirmSignup('done@gmail.com', new Date());
      expect((await store.signUp('done@gmail.com', consent)).mail).toBeNull();
      await store.signUp('left@gmail.com', consent, Date.now() - 2 * DAY);
      await store.unsubscribe('left@gmail.com');
      expect((await store.signUp('left@gmail.com', consent)).mail).toBeNull();
      expect(await store.listUnsentConfirmationMails()).toEqual([]);
    });

    it('keeps a queued confirmation mail until it is sent, claimed by one sender at a time', async () => {
      const now = Date.now();
      const { mail } = await store.signUp('dee@gmail.com', consent, now);
      expect(mail?.attempts).toBe(0);
      expect((await store.listUnsentConfirmationMails()).map((each) => each.mailbox)).toEqual(['dee@gmail.com']);
      // Pending: of several senders at once, exactly one claims it, and holds it until the lease is over.
      const first = (await Promise.all([0, 1, 2].map(() => store.claimConfirmationMail('dee@gmail.com', now)))).filter(
        (each) => each !== null,
      );
      expect(first).toHaveLength(1);
      const claim = first[0];
      if (!claim) throw new Error('no claim');
      expect(claim.mail).toEqual({ ...mail, attempts: 1 });
      expect(await store.claimConfirmationMail('dee@gmail.com', now + 1000)).toBeNull();
      expect((await store.listUnsentConfirmationMails()).map((mail) => mail.mailbox)).toEqual(['dee@gmail.com']);
      // Its sender died: after the lease, exactly one of several concurrent retries takes it over.
      const staleAt = now + CONTACT_CLAIM_LEASE_MS + 1;
      const claims = await Promise.all([0, 1, 2, 3].map(() => store.claimConfirmationMail('dee@gmail.com', staleAt)));
      const won = claims.filter((each) => each !== null);
      expect(won).toHaveLength(1);
      expect(won[0]?.mail).toEqual({ ...claim.mail, attempts: 2 });
      // The dead sender's claim is gone; the winner's records the outcome.
      expect(await store.markConfirmationMail('dee@gmail.com', claim.token, { status: 'sent' })).toBe(false);
      expect(
        await store.markConfirmationMail('dee@gmail.com', won[0]?.token ?? '', { status: 'failed', error: 'refused' }),
      ).toBe(true);
      const retry = await store.claimConfirmationMail('dee@gmail.com');
      expect(retry?.mail.attempts).toBe(3);
      expect(await store.markConfirmationMail('dee@gmail.com', retry?.token ?? '', { status: 'sent' })).toBe(true);
      expect(await store.listUnsentConfirmationMails()).toEqual([]);
      expect(await store.claimConfirmationMail('dee@gmail.com', staleAt + DAY)).toBeNull();
    });

    it('keeps the list across close and reopen', async () => {
      await store.signUp('kept@gmail.com', consent);
      await store.confirmSignup('kept@gmail.com', new Date());
      await store.close();
      const reopened = await open();
      expect((await reopened.listMembers()).map((member) => member.state)).toEqual(['confirmed']);
      expect(await reopened.listConsentEvents('kept@gmail.com')).toHaveLength(2);
    });
  });
}

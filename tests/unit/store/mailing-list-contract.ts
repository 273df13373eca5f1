import type { Store } from '@/lib/store';
import type { StorePlace } from './store-contract';

const consent = { page: '/betester', wording: 'We will e-mail you invitations.' };
const later = () => new Date(Date.now() + 1000);

/** The double opt-in mailing list every store engine must keep, as one Jest suite. */
export function describeMailingListContract(name: string, makePlace: () => Promise<StorePlace>) {
  describe(`the ${name} mailing list`, () => {
    let store: Store;
    let place: StorePlace;
    const opened: Store[] = [];

    beforeEach(async () => {
      place = await makePlace();
      store = await place.open();
      opened.push(store);
    });
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((each) => each.close()));
    });

    it('keeps a new sign-up unconfirmed, with its consent record, until its link confirms it', async () => {
      await store.addSignup('Ada@Gmail.com');
      expect(await store.recordSignupConsent('Ada@Gmail.com', consent)).toBe('unconfirmed');
      expect(await store.listMembers()).toEqual([
        { email: 'Ada@Gmail.com', signedUpAt: expect.any(Date), state: 'unconfirmed', confirmedAt: null, unsubscribedAt: null },
      ]);
      expect(await store.confirmSignup('ada@gmail.com', new Date())).toBe('confirmed');
      // Every spelling of one mailbox is one member, as it is one sign-up.
      expect(await store.confirmSignup('A.D.A+beta@googlemail.com', new Date())).toBe('already-confirmed');
      expect(await store.recordSignupConsent('ada@gmail.com', { ...consent, page: '/' })).toBe('confirmed');
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
      await store.addSignup('bo@gmail.com');
      await store.recordSignupConsent('bo@gmail.com', consent);
      const linkSent = new Date(Date.now() - 1000);
      expect(await store.confirmSignup('bo@gmail.com', linkSent)).toBe('confirmed');
      expect(await store.unsubscribe('bo@gmail.com')).toBe(true);
      expect(await store.unsubscribe('bo@gmail.com')).toBe(true);
      expect(await store.confirmSignup('bo@gmail.com', linkSent)).toBe('unsubscribed-since');
      expect(await store.listMembers()).toEqual([
        { email: 'bo@gmail.com', signedUpAt: expect.any(Date), state: 'unsubscribed', confirmedAt: null, unsubscribedAt: expect.any(Date) },
      ]);
      expect((await store.listConsentEvents('bo@gmail.com')).map((event) => event.kind)).toEqual(['signup', 'confirm', 'unsubscribe']);

      // Signing up again is a new request: it needs a new link, issued after the unsubscription.
      expect(await store.recordSignupConsent('bo@gmail.com', consent)).toBe('unsubscribed');
      expect(await store.confirmSignup('bo@gmail.com', later())).toBe('confirmed');
      expect((await store.listMembers())[0]?.state).toBe('confirmed');
    });

    it('forgets everything about one address and nothing about others', async () => {
      for (const email of ['gone@gmail.com', 'kept@gmail.com']) {
        await store.addSignup(email);
        await store.recordSignupConsent(email, consent);
        await store.confirmSignup(email, new Date());
        await store.saveContactMessage({ name: 'Someone', email: email === 'gone@gmail.com' ? ' Gone@Gmail.com' : email, message: 'Hi' });
      }
      await store.saveContactMessage({ name: 'Same mailbox', email: 'g.one+contact@googlemail.com', message: 'Hi again' });
      expect(await store.forgetEmail('GO.NE@gmail.com')).toEqual({ signups: 1, consentEvents: 2, contactMessages: 2 });
      expect((await store.listMembers()).map((member) => member.email)).toEqual(['kept@gmail.com']);
      expect(await store.listConsentEvents('gone@gmail.com')).toEqual([]);
      expect((await store.listContactMessages()).map((message) => message.email)).toEqual(['kept@gmail.com']);
      expect(await store.forgetEmail('gone@gmail.com')).toEqual({ signups: 0, consentEvents: 0, contactMessages: 0 });
      expect(await store.addSignup('gone@gmail.com')).toEqual({ created: true });
    });

    it('keeps the list across close and reopen', async () => {
      await store.addSignup('kept@gmail.com');
      await store.recordSignupConsent('kept@gmail.com', consent);
      await store.confirmSignup('kept@gmail.com', new Date());
      await store.close();
      const reopened = await place.open();
      opened.push(reopened);
      expect((await reopened.listMembers()).map((member) => member.state)).toEqual(['confirmed']);
      expect(await reopened.listConsentEvents('kept@gmail.com')).toHaveLength(2);
    });
  });
}

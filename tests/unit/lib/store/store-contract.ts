import { ContactMessageNotFoundError, type ContactStatus, type Store } from '@/lib/store/store.server';

/** A fresh place to keep data (a folder, a project); `open` may be called again to reopen the same place. */
export interface StorePlace {
  open(): Promise<Store>;
}

/**
 * Before each test, a fresh place from `makePlace` and a store open on it (both handed to `onOpen`); the returned `open`
 * opens another store on the same place. After each test, every store opened is closed.
 */
export function openPerTest<Place extends StorePlace>(
  makePlace: () => Promise<Place>,
  onOpen: (store: Store, place: Place) => void,
): () => Promise<Store> {
  let place: Place | undefined;
  const opened: Store[] = [];
  const open = async () => {
    if (!place) throw new Error('open() runs inside a test');
    const next = await place.open();
    opened.push(next);
    return next;
  };
  beforeEach(async () => {
    place = await makePlace();
    onOpen(await open(), place);
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((each) => each.close()));
  });
  return open;
}

const contact = (n: number) => ({
  name: `Player ${n}`,
  email: `player${n}@example.org`,
  message: `Message ${n},\nwith a second line.`,
});

/** The behaviour every store engine must have, as one Jest suite. */
export function describeStoreContract(name: string, makePlace: () => Promise<StorePlace>) {
  describe(`the ${name} store`, () => {
    let store: Store;
    const open = openPerTest(makePlace, (first) => {
      store = first;
    });

    it('adds a sign-up once per mailbox, keeping the address as typed', async () => {
      const before = Date.now();
      expect(await store.addSignup('Ada.Player@Gmail.com')).toEqual({ created: true });
      expect(await store.addSignup('  ada.player@gmail.COM ')).toEqual({ created: false });
      expect(await store.addSignup('adaplayer+beta@googlemail.com')).toEqual({ created: false });
      expect(await store.addSignup('slash/in-local-part@gmail.com')).toEqual({ created: true });
      const signups = await store.listSignups();
      expect(signups.map(({ email, mailbox }) => [email, mailbox])).toEqual([
        ['Ada.Player@Gmail.com', 'adaplayer@gmail.com'],
        ['slash/in-local-part@gmail.com', 'slash/in-local-part@gmail.com'],
      ]);
      for (const { timestamp } of signups) {
        expect(timestamp).toBeInstanceOf(Date);
        expect(timestamp.getTime()).toBeGreaterThanOrEqual(before - 1000);
        expect(timestamp.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
      }
    });

    it('keeps one record for the ten spellings of one Gmail mailbox', async () => {
      const spellings = [
        'ada.player@gmail.com',
        'adaplayer@gmail.com',
        'a.d.a.p.l.a.y.e.r@gmail.com',
        'AdaPlayer@Gmail.com',
        'adaplayer+games@gmail.com',
        'ada.player+beta.list@gmail.com',
        'adaplayer@googlemail.com',
        'Ada.Player+x@GoogleMail.com',
        ' adaplayer@gmail.com ',
        'ADA.PLAYER@GMAIL.COM',
      ];
      const results = await Promise.all(spellings.map((email) => store.addSignup(email)));
      expect(results.filter((result) => result.created)).toHaveLength(1);
      expect((await store.listSignups()).map((signup) => signup.mailbox)).toEqual(['adaplayer@gmail.com']);
      expect(await store.addSignup('ada.player@example.org')).toEqual({ created: true });
      expect(await store.addSignup('adaplayer@example.org')).toEqual({ created: true });
    });

    it('lists sign-ups oldest first', async () => {
      for (const user of ['c', 'a', 'b']) await store.addSignup(`${user}@gmail.com`);
      expect((await store.listSignups()).map((signup) => signup.email)).toEqual([
        'c@gmail.com',
        'a@gmail.com',
        'b@gmail.com',
      ]);
    });

    it('saves a contact message claimed for its first attempt, then records failed and sent attempts', async () => {
      const { message: saved, token } = await store.saveContactMessage(contact(1));
      expect(saved).toEqual({
        id: expect.any(String),
        ...contact(1),
        createdAt: expect.any(Date),
        status: 'sending',
        attempts: 1,
        lastError: null,
        sentAt: null,
        claimedAt: expect.any(Date),
      });
      expect(await store.getContactMessage(saved.id)).toEqual(saved);

      await store.markContactMessage(saved.id, token, { status: 'failed', error: 'connect ECONNREFUSED 127.0.0.1:25' });
      expect(await store.getContactMessage(saved.id)).toEqual({
        ...saved,
        status: 'failed',
        lastError: 'connect ECONNREFUSED 127.0.0.1:25',
      });

      const retry = await store.claimContactMessage(saved.id);
      expect(retry?.message).toEqual({
        ...saved,
        status: 'sending',
        attempts: 2,
        lastError: 'connect ECONNREFUSED 127.0.0.1:25',
        claimedAt: expect.any(Date),
      });
      await store.markContactMessage(saved.id, retry?.token ?? '', { status: 'sent' });
      const sent = await store.getContactMessage(saved.id);
      expect(sent).toEqual({
        ...saved,
        status: 'sent',
        attempts: 2,
        lastError: 'connect ECONNREFUSED 127.0.0.1:25',
        sentAt: expect.any(Date),
        claimedAt: expect.any(Date),
      });
      expect(sent?.sentAt?.getTime()).toBeGreaterThanOrEqual(saved.createdAt.getTime());
    });

    it('lists contact messages oldest first, optionally by status', async () => {
      const [first, second, third] = [
        await store.saveContactMessage(contact(1)),
        await store.saveContactMessage(contact(2)),
        await store.saveContactMessage(contact(3)),
      ];
      await store.markContactMessage(first.message.id, first.token, { status: 'failed', error: 'timeout' });
      await store.markContactMessage(third.message.id, third.token, { status: 'sent' });
      const ids = async (status?: ContactStatus) =>
        (await store.listContactMessages(status ? { status } : undefined)).map((message) => message.id);
      expect(await ids()).toEqual([first.message.id, second.message.id, third.message.id]);
      expect(await ids('failed')).toEqual([first.message.id]);
      expect(await ids('sending')).toEqual([second.message.id]);
      expect(await ids('sent')).toEqual([third.message.id]);
      expect(await ids('pending')).toEqual([]);
    });

    it('knows no message by an unknown or malformed id', async () => {
      expect(await store.getContactMessage('no-such-message')).toBeNull();
      expect(await store.getContactMessage('a/b')).toBeNull();
      expect(await store.claimContactMessage('no-such-message')).toBeNull();
      await expect(store.markContactMessage('no-such-message', 'token', { status: 'sent' })).rejects.toBeInstanceOf(
        ContactMessageNotFoundError,
      );
    });

    it('counts visits from 0, exactly, under 200 concurrent increments', async () => {
      expect(await store.getVisitCount()).toBe(0);
      expect(await store.incrementVisits()).toBe(1);
      const totals = await Promise.all(Array.from({ length: 200 }, () => store.incrementVisits()));
      expect(Math.min(...totals)).toBeGreaterThanOrEqual(2);
      expect(Math.max(...totals)).toBe(201);
      expect(await store.getVisitCount()).toBe(201);
    });

    it('shares its data between two stores open on the same place at once', async () => {
      const other = await open();
      await Promise.all([
        ...Array.from({ length: 50 }, () => store.incrementVisits()),
        ...Array.from({ length: 50 }, () => other.incrementVisits()),
      ]);
      await store.addSignup('shared@gmail.com');
      expect(await other.addSignup('SHARED@gmail.com')).toEqual({ created: false });
      expect(await other.getVisitCount()).toBe(100);
    });

    it('answers ping while open, and not after close', async () => {
      expect(await store.ping()).toBe(true);
      await store.close();
      expect(await store.ping()).toBe(false);
    });

    it('keeps everything across close and reopen', async () => {
      await store.addSignup('kept@gmail.com');
      const { message: saved, token } = await store.saveContactMessage(contact(7));
      await store.markContactMessage(saved.id, token, { status: 'failed', error: 'smtp down' });
      await store.incrementVisits();
      await store.incrementVisits();
      await store.close();

      const reopened = await open();
      expect((await reopened.listSignups()).map((signup) => signup.email)).toEqual(['kept@gmail.com']);
      expect(await reopened.getContactMessage(saved.id)).toEqual({
        ...saved,
        status: 'failed',
        attempts: 1,
        lastError: 'smtp down',
      });
      expect((await reopened.claimContactMessage(saved.id))?.message.attempts).toBe(2);
      expect(await reopened.getVisitCount()).toBe(2);
      expect(await reopened.incrementVisits()).toBe(3);
    });
  });
}

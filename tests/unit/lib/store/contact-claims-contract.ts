import { CONTACT_CLAIM_LEASE_MS, ContactClaimLostError, type Store } from '@/lib/store/store.server';
import { openPerTest, type StorePlace } from './store-contract';

/** A place that can also hold what an older version of the site wrote: a contact message saved 'pending', never claimed. */
export interface ClaimsPlace extends StorePlace {
  writeLegacyPendingMessage(): Promise<string>;
}

const contact = (n: number) => ({ name: `Player ${n}`, email: `player${n}@example.org`, message: `Message ${n}` });

/** How contact messages are claimed for sending, as every store engine must do it. */
export function describeContactClaimsContract(name: string, makePlace: () => Promise<ClaimsPlace>) {
  describe(`contact message claims on the ${name} store`, () => {
    let place: ClaimsPlace;
    let store: Store;
    const open = openPerTest(makePlace, (first, fresh) => {
      place = fresh;
      store = first;
    });

    it('gives a failed message to exactly one of many concurrent claimers, across two stores', async () => {
      const other = await open();
      const { message, token } = await store.saveContactMessage(contact(1));
      await store.markContactMessage(message.id, token, { status: 'failed', error: 'smtp down' });
      const claims = await Promise.all(
        Array.from({ length: 20 }, (_, index) => (index % 2 ? store : other).claimContactMessage(message.id)),
      );
      const winners = claims.filter((claim) => claim !== null);
      expect(winners).toHaveLength(1);
      expect(winners[0]?.message).toMatchObject({ id: message.id, status: 'sending', attempts: 2 });
      expect(await store.getContactMessage(message.id)).toMatchObject({ status: 'sending', attempts: 2 });
    });

    it('leaves a message to its sender while the lease holds, and lets another take it over once it ran out', async () => {
      const { message, token } = await store.saveContactMessage(contact(2));
      const start = message.createdAt.getTime();
      expect(await store.claimContactMessage(message.id, start + CONTACT_CLAIM_LEASE_MS - 1000)).toBeNull();

      // The first sender was killed mid-send: after the lease, a retry takes the message over.
      const takeover = await store.claimContactMessage(message.id, start + CONTACT_CLAIM_LEASE_MS + 1000);
      expect(takeover?.message).toMatchObject({ status: 'sending', attempts: 2 });
      await expect(store.markContactMessage(message.id, token, { status: 'sent' })).rejects.toBeInstanceOf(
        ContactClaimLostError,
      );
      await store.markContactMessage(message.id, takeover?.token ?? '', { status: 'sent' });
      expect(await store.getContactMessage(message.id)).toMatchObject({ status: 'sent', attempts: 2 });
      expect(await store.claimContactMessage(message.id, start + 10 * CONTACT_CLAIM_LEASE_MS)).toBeNull();
    });

    it('retries a pending message an older version left behind, once it is older than the lease', async () => {
      const id = await place.writeLegacyPendingMessage();
      expect(await store.getContactMessage(id)).toMatchObject({ status: 'pending', attempts: 0, claimedAt: null });
      expect(await store.claimContactMessage(id)).toBeNull();
      const claim = await store.claimContactMessage(id, Date.now() + CONTACT_CLAIM_LEASE_MS + 1000);
      expect(claim?.message).toMatchObject({ id, status: 'sending', attempts: 1 });
    });

    it('sends each of 30 failed messages exactly once when four retries on two stores run at once', async () => {
      const other = await open();
      const ids: string[] = [];
      for (let n = 0; n < 30; n += 1) {
        const { message, token } = await store.saveContactMessage(contact(n));
        await store.markContactMessage(message.id, token, { status: 'failed', error: 'smtp down' });
        ids.push(message.id);
      }
      const sends = new Map<string, number>();
      const retry = async (each: Store) => {
        for (const id of ids) {
          const claim = await each.claimContactMessage(id);
          if (!claim) continue;
          sends.set(id, (sends.get(id) ?? 0) + 1);
          await each.markContactMessage(id, claim.token, { status: 'sent' });
        }
      };
      await Promise.all([retry(store), retry(other), retry(store), retry(other)]);
      expect(ids.map((id) => sends.get(id))).toEqual(ids.map(() => 1));
      expect((await store.listContactMessages({ status: 'sent' })).map((message) => message.id).sort()).toEqual(
        [...ids].sort(),
      );
    });
  });
}

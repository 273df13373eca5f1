import { noStore } from '@/lib/http/refusal';
import { store } from '@/lib/store/store.server';

export const dynamic = 'force-dynamic';

/** Liveness for operators and load balancers: 200 with whether the store answers. */
export async function GET() {
  const reachable = await store()
    .then((opened) => opened.ping())
    .catch((error: unknown) => {
      console.error('Health check: the store is unreachable', error);
      return false;
    });
  return Response.json({ ok: true, store: reachable ? 'reachable' : 'unreachable' }, { headers: noStore });
}

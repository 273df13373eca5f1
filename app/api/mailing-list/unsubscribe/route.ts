import { createRateLimit } from '@/lib/http/rate-limit.server';
import { noStore } from '@/lib/http/refusal';
import { unsubscribeFromToken } from '@/lib/mailing-list/links.server';
import { answerListLink } from '@/lib/mailing-list/link-handler.server';

export const dynamic = 'force-dynamic';

const rateLimit = createRateLimit(30, 60_000);

/** Unsubscribes: the mail's List-Unsubscribe one-click POST (RFC 8058), or the button on the unsubscribe page. */
export async function POST(request: Request) {
  return answerListLink(request, { page: '/mailing-list/unsubscribe', rateLimit, act: unsubscribeFromToken });
}

/** Someone opened the List-Unsubscribe address itself: show the page with the button, never act on a GET. */
export function GET(request: Request) {
  const token = new URL(request.url).searchParams.get('t') ?? '';
  return new Response(null, {
    status: 303,
    headers: { Location: `/mailing-list/unsubscribe?t=${encodeURIComponent(token)}`, ...noStore },
  });
}

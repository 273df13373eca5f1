import { noStore } from '@/lib/http/refusal';
import { unsubscribeFromToken } from '@/lib/mailing-list/links.server';
import { createLinkHandler } from '@/lib/mailing-list/link-handler.server';

export const dynamic = 'force-dynamic';

/** Unsubscribes: the mail's List-Unsubscribe one-click POST (RFC 8058), or the button on the unsubscribe page. */
export const POST = createLinkHandler('/mailing-list/unsubscribe', unsubscribeFromToken);

/** Someone opened the List-Unsubscribe address itself: show the page with the button, never act on a GET. */
export function GET(request: Request) {
  const token = new URL(request.url).searchParams.get('t') ?? '';
  return new Response(null, {
    status: 303,
    headers: { Location: `/mailing-list/unsubscribe?t=${encodeURIComponent(token)}`, ...noStore },
  });
}

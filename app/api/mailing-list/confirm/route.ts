import { createRateLimit } from '@/lib/http/rate-limit.server';
import { confirmFromToken } from '@/lib/mailing-list/links.server';
import { answerListLink } from '@/lib/mailing-list/link-handler.server';

export const dynamic = 'force-dynamic';

const rateLimit = createRateLimit(30, 60_000);

/** Confirms a sign-up from the button on the page its confirmation link opens. */
export async function POST(request: Request) {
  return answerListLink(request, { page: '/mailing-list/confirm', rateLimit, act: confirmFromToken });
}

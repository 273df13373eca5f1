import { confirmFromToken } from '@/lib/mailing-list/links.server';
import { createLinkHandler } from '@/lib/mailing-list/link-handler.server';

export const dynamic = 'force-dynamic';

/** Confirms a sign-up from the button on the page its confirmation link opens. */
export const POST = createLinkHandler('/mailing-list/confirm', confirmFromToken);

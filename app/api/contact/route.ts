import { submitContact } from '@/lib/forms/contact.server';
import { noticeQuery } from '@/lib/forms/notice.server';
import { answerForm } from '@/lib/http/form-handler.server';
import { createRateLimit } from '@/lib/http/rate-limit.server';

export const dynamic = 'force-dynamic';

// 5 in 10 minutes per client.
const rateLimit = createRateLimit(5, 10 * 60_000);

/** Contact messages. */
export async function POST(request: Request) {
  return answerForm(request, {
    rateLimit,
    process: submitContact,
    noScriptReturn: async (outcome) => `/contact?${await noticeQuery('contact', outcome)}#contact-form`,
  });
}

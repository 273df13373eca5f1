import { submitContact } from '@/lib/forms/contact.server';
import { noticeQuery } from '@/lib/forms/notice.server';
import { createFormHandler } from '@/lib/http/form-handler.server';
import { createRateLimit } from '@/lib/http/rate-limit.server';

export const dynamic = 'force-dynamic';

/** Contact messages: 5 in 10 minutes per client. */
export const POST = createFormHandler({
  rateLimit: createRateLimit(5, 10 * 60_000),
  process: submitContact,
  noScriptReturn: async (outcome) => `/contact?${await noticeQuery('contact', outcome)}#contact-form`,
});

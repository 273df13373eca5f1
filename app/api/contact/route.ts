import { submitContact } from '@/lib/forms/contact';
import { noticeQuery } from '@/lib/forms/notice';
import { createFormHandler } from '@/lib/http/form-handler';
import { createRateLimit } from '@/lib/rate-limit';

export const dynamic = 'force-dynamic';

/** Contact messages: 5 in 10 minutes per client. */
export const POST = createFormHandler({
  rateLimit: createRateLimit(5, 10 * 60_000),
  process: submitContact,
  noScriptReturn: (outcome) => `/contact?${noticeQuery('contact', outcome)}#contact-form`,
});

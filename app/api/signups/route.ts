import { noticeQuery } from '@/lib/forms/notice';
import { submitSignup } from '@/lib/forms/signup';
import { createFormHandler } from '@/lib/http/form-handler';
import { createRateLimit } from '@/lib/rate-limit';

export const dynamic = 'force-dynamic';

/** Mailing-list / beta sign-ups: 10 a minute per client. */
export const POST = createFormHandler({
  rateLimit: createRateLimit(10, 60_000),
  process: submitSignup,
  noScriptReturn: (outcome) => `/betester?${noticeQuery('signup', outcome)}#signup`,
});

import { noticeQuery } from '@/lib/forms/notice.server';
import { submitSignup } from '@/lib/forms/signup.server';
import { createFormHandler } from '@/lib/http/form-handler.server';
import { createRateLimit } from '@/lib/http/rate-limit.server';

export const dynamic = 'force-dynamic';

/** Mailing-list / beta sign-ups: 10 a minute per client. */
export const POST = createFormHandler({
  rateLimit: createRateLimit(10, 60_000),
  process: submitSignup,
  noScriptReturn: async (outcome) => `/betester?${await noticeQuery('signup', outcome)}#signup`,
});

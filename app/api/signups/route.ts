import { noticeQuery } from '@/lib/forms/notice.server';
import { submitSignup } from '@/lib/forms/signup.server';
import { answerForm } from '@/lib/http/form-handler.server';
import { createRateLimit } from '@/lib/http/rate-limit.server';

export const dynamic = 'force-dynamic';

// 10 a minute per client.
const rateLimit = createRateLimit(10, 60_000);

/** Mailing-list / beta sign-ups. */
export async function POST(request: Request) {
  return answerForm(request, {
    rateLimit,
    process: submitSignup,
    noScriptReturn: async (outcome) => `/betester?${await noticeQuery('signup', outcome)}#signup`,
  });
}

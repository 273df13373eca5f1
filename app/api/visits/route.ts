import { config } from '@/lib/config';
import { assertSameOrigin } from '@/lib/http/origin';
import { RequestError } from '@/lib/http/read-body';
import { getVisitCount, incrementVisits } from '@/lib/store';

export const dynamic = 'force-dynamic';

const noStore = { 'Cache-Control': 'no-store' };

/** The visit count. */
export async function GET() {
  try {
    return Response.json({ ok: true, count: await getVisitCount() }, { headers: noStore });
  } catch (error) {
    console.error('Reading the visit count failed', error);
    return Response.json({ ok: false, error: 'The visit count is unavailable.' }, { status: 503, headers: noStore });
  }
}

/** Counts one visit (the client posts once per browser session) and answers the new total. */
export async function POST(request: Request) {
  try {
    assertSameOrigin(request, config.site.url);
  } catch (error) {
    if (error instanceof RequestError) return Response.json({ ok: false, error: error.message }, { status: error.status, headers: noStore });
    throw error;
  }
  try {
    return Response.json({ ok: true, count: await incrementVisits() }, { headers: noStore });
  } catch (error) {
    console.error('Counting a visit failed', error);
    return Response.json({ ok: false, error: 'The visit could not be counted.' }, { status: 503, headers: noStore });
  }
}

export const dynamic = 'force-dynamic';

/** Liveness for operators and load balancers. */
export function GET() {
  return Response.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } });
}

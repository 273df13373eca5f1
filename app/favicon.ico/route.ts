import { renderFavicon } from '@/lib/install/icons.server';

export const dynamic = 'force-static';

/** The site's mark at 16, 32 and 48 pixels for browsers that ask for /favicon.ico (lib/install/icons.server.ts). */
export async function GET() {
  return new Response(new Uint8Array(await renderFavicon()), { headers: { 'Content-Type': 'image/x-icon' } });
}

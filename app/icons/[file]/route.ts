import { gameIcon } from '@/components/og/game-icon';
import { getGameById } from '@/lib/games/games';
import { allIcons } from '@/lib/install/icon-files';
import { renderSiteIcon } from '@/lib/install/icons.server';

// Every icon is drawn at build time; any other name is a 404, never rendered and cached on demand.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): { file: string }[] {
  return allIcons().map((icon) => ({ file: icon.file }));
}

/** A home-screen or touch icon as PNG: the site's mark (lib/install/icons.server.ts) or a game's (components/og/game-icon.tsx). */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const icon = allIcons().find((each) => each.file === file);
  const game = icon?.gameId ? getGameById(icon.gameId) : null;
  if (game && icon) return gameIcon(game, icon.size);
  const png = icon ? await renderSiteIcon(icon.file) : null;
  if (!png) return new Response('No such icon', { status: 404 });
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
}

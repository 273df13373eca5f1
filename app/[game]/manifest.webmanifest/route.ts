import { getAllGames, getGameByPlayPath } from '@/lib/games/games';
import { gameManifest } from '@/lib/install/manifests.server';

// One manifest per game's play page, with the deployment's site name (read per request); any other path is a 404.
export const dynamic = 'force-dynamic';
export const dynamicParams = false;

export function generateStaticParams(): { game: string }[] {
  return getAllGames().map((game) => ({ game: game.playPath.slice(1) }));
}

/** The game's own web app manifest, so a phone can put the game on its home screen (lib/install/manifests.server.ts). */
export async function GET(_request: Request, { params }: { params: Promise<{ game: string }> }) {
  const game = getGameByPlayPath(`/${(await params).game}`);
  if (!game) return new Response('No such game', { status: 404 });
  return new Response(JSON.stringify(gameManifest(game)), { headers: { 'Content-Type': 'application/manifest+json' } });
}

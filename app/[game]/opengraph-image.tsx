import { gameCard } from '@/components/og/game-card';
import { OG_SIZE } from '@/components/og/og-card';
import { getAllGames, getGameByPlayPath } from '@/lib/games/games';

// One card per game's play page; any other path is a 404, never rendered and cached on demand.
export const dynamicParams = false;

export const alt = 'A free game by the studio: its name over a screenshot';
export const size = OG_SIZE;
export const contentType = 'image/png';

// The card shows the deployment's settings: drawn on first request (lib/previews/drawn-cards.server.ts).
export const dynamic = 'force-dynamic';

export function generateStaticParams(): { game: string }[] {
  return getAllGames().map((game) => ({ game: game.playPath.slice(1) }));
}

export default async function GameOpenGraphImage({ params }: { params: Promise<{ game: string }> }) {
  const game = getGameByPlayPath(`/${(await params).game}`);
  if (!game) return new Response('No such game', { status: 404 });
  return gameCard(game);
}

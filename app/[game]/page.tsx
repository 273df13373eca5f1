import { notFound } from 'next/navigation';
import { GamePage, gamePageMetadata } from '@/components/games/game-page';
import { getAllGames, getGameByPlayPath } from '@/lib/games/games';

// Every game's play page, from content/games.json; any other top-level path is not a game (static routes win over this one).
export const dynamicParams = false;

interface Props {
  params: Promise<{ game: string }>;
}

export function generateStaticParams(): { game: string }[] {
  return getAllGames().map((game) => ({ game: game.playPath.slice(1) }));
}

async function gameOf({ params }: Props) {
  const game = getGameByPlayPath(`/${(await params).game}`);
  if (!game) notFound();
  return game;
}

export async function generateMetadata(props: Props) {
  const game = await gameOf(props);
  return gamePageMetadata(game.id, game.playPath);
}

export default async function GamePlayPage(props: Props) {
  return <GamePage id={(await gameOf(props)).id} />;
}

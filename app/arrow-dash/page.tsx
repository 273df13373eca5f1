import { GamePage, gamePageMetadata } from '@/components/games/game-page';

export const metadata = gamePageMetadata('arrow-dash');

export default function ArrowDashPage() {
  return <GamePage id="arrow-dash" />;
}

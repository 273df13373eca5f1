import { GamePage, gamePageMetadata } from '@/components/games/game-page';

export const metadata = gamePageMetadata('space-breaker');

export default function SpaceBreakerPage() {
  return <GamePage id="space-breaker" />;
}

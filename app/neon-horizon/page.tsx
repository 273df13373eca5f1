import { GamePage, gamePageMetadata } from '@/components/games/game-page';

export const metadata = gamePageMetadata('neon-horizon');

export default function NeonHorizonPage() {
  return <GamePage id="neon-horizon" />;
}

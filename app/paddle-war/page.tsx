import { GamePage, gamePageMetadata } from '@/components/games/game-page';

export const metadata = gamePageMetadata('paddle-war');

export default function PaddleWarPage() {
  return <GamePage id="paddle-war" />;
}

import { GamePage, gamePageMetadata } from '@/components/games/game-page';

export const metadata = gamePageMetadata('final-void', '/desktop-game');

export default function DesktopGamePage() {
  return <GamePage id="final-void" />;
}

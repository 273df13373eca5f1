import { GamePage, gamePageMetadata } from '@/components/games/game-page';

export const metadata = gamePageMetadata('endless-space-pilot');

export default function EndlessSpacePilotPage() {
  return <GamePage id="endless-space-pilot" />;
}

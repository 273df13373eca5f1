import { gameCard } from '@/components/og/game-card';
import { OG_SIZE } from '@/components/og/og-card';
import { getGameByRoute } from '@/lib/games/games';

export const alt = 'A free game by the studio: its name over a screenshot';
export const size = OG_SIZE;
export const contentType = 'image/png';

// The card shows the deployment's settings: drawn on first request (lib/previews/drawn-cards.server.ts).
export const dynamic = 'force-dynamic';

/** The landing page's card: the same picture as its play page's. */
export default function GameLandingOpenGraphImage() {
  return gameCard(getGameByRoute('/final-void-online'));
}

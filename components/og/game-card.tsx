import { config } from '@/lib/site/config.server';
import type { Game } from '@/lib/games/games';
import { cardScreenshot } from '@/lib/previews/game-screenshot.server';
import { cardOnce } from '@/lib/previews/drawn-cards.server';
import { gameOgCard } from './game-og-card';

/** The card for one game: its name beside its landscape screenshot and where it plays. */
export function gameCard(game: Game): Promise<Response> {
  return cardOnce(`game/${game.id}`, async () => {
    const { dataUri } = await cardScreenshot(game);
    return gameOgCard({
      siteName: config.site.name,
      name: game.name,
      screenshot: dataUri,
      footer: game.storeUrl ? 'Free in your browser and on Google Play' : 'Free to play in your browser, no download',
    });
  });
}

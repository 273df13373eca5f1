import { IntentLink } from '@/components/intent-link';
import { AdBanner } from '@/components/ads/ad-banner';
import { CoffeePrompt } from '@/components/games/coffee-prompt';
import { Screenshots } from '@/components/games/screenshots';
import { gamePageMetadata } from '@/components/games/game-page';
import { getGameById } from '@/lib/games';

export const metadata = gamePageMetadata('final-void', '/final-void-online');

export default function FinalVoidOnlinePage() {
  const game = getGameById('final-void');
  return (
    <>
      <h1 className="visually-hidden">Final Void online</h1>
      {game ? <Screenshots game={game} eager /> : null}
      <div className="button-row button-row--center">
        <IntentLink className="button button--primary" href="/desktop-game">
          Play Desktop Version
        </IntentLink>
      </div>
      <CoffeePrompt />
      <AdBanner position={0} />
    </>
  );
}

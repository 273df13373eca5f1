import { IntentLink } from '@/components/intent-link';
import { AdBanner } from '@/components/ads/ad-banner';
import { JsonLd } from '@/components/json-ld';
import { CoffeePrompt } from '@/components/games/coffee-prompt';
import { Screenshots } from '@/components/games/screenshots';
import { gamePageMetadata } from '@/components/games/game-page';
import { getGameByRoute } from '@/lib/games/games';
import { videoGameJsonLd } from '@/lib/previews/structured-data.server';

// A game's landing page, for a game that plays on a page of its own (its playPath in content/games.json, served by
// app/[game]). It is a route of its own, not a case of app/[game], so the play pages carry none of its CSS.
const game = getGameByRoute('/final-void-online');

export const metadata = gamePageMetadata(game.id, game.route);

export default function GameLandingPage() {
  return (
    <>
      {/* The game's canonical page, so its one VideoGame block (docs/content.md: link previews and structured data). */}
      <JsonLd data={videoGameJsonLd(game)} />
      <h1>{`${game.name} online`}</h1>
      {/* The way in comes first, so a phone shows it on the first screen, held either way. The button keeps the label
          the site's spec gives it, so the lines around it say that a phone plays the game too. */}
      <h2 className="button-row-note">Play the free demo: on a computer, a phone or a tablet</h2>
      <div className="button-row button-row--center">
        <IntentLink className="button button--primary" href={game.playPath}>
          Play Desktop Version
        </IntentLink>
      </div>
      <p className="button-row-note">
        <strong>Plays on phones too:</strong> touch buttons on the screen, best with the phone held sideways.
      </p>
      <p className="lead">{`${game.description} It plays free in your browser, with a keyboard, a gamepad or, on a phone, touch buttons.`}</p>
      <Screenshots game={game} eager />
      <CoffeePrompt />
      <AdBanner position={0} besides={game.id} />
    </>
  );
}

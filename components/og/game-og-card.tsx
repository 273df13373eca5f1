import { ImageResponse } from 'next/og';
import { OG_SIZE } from './og-card';

export interface GameOgCardOptions {
  siteName: string;
  name: string;
  /** The game's screenshot as a PNG data URI (next/og cannot draw WebP). */
  screenshot: string;
  /** Where it plays: "Free in your browser and on Google Play". */
  footer: string;
}

/** The screenshot's box on the card: 16:9, as the games' landscape screenshots. */
const SHOT = { width: 704, height: 396 };

/** A 1200×630 social-preview card for a game: its name beside its screenshot, in the site's neon look. */
export function gameOgCard({ siteName, name, screenshot, footer }: GameOgCardOptions): ImageResponse {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        padding: 56,
        background: 'linear-gradient(135deg, #0b0f1a 0%, #141a2e 60%, #2a1446 100%)',
        color: '#e8ecf8',
      }}
    >
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          height: '100%',
          flex: 1,
          paddingRight: 40,
        }}
      >
        <div style={{ display: 'flex', fontSize: 26, color: '#7cf9ff', letterSpacing: 3, textTransform: 'uppercase' }}>
          {siteName}
        </div>
        <div style={{ display: 'flex', fontSize: name.length > 12 ? 56 : 72, fontWeight: 700, lineHeight: 1.1 }}>
          {name}
        </div>
        <div style={{ display: 'flex', alignItems: 'center', fontSize: 26, color: '#ffd166', lineHeight: 1.3 }}>
          <div
            style={{ width: 24, height: 24, borderRadius: 12, background: '#ff4fd8', marginRight: 16, flexShrink: 0 }}
          />
          {footer}
        </div>
      </div>
      {/* eslint-disable-next-line @next/next/no-img-element -- next/og renders plain img elements */}
      <img
        src={screenshot}
        alt=""
        width={SHOT.width}
        height={SHOT.height}
        style={{
          objectFit: 'cover',
          borderRadius: 20,
          border: '4px solid #7cf9ff',
          boxShadow: '0 0 48px rgba(124, 249, 255, 0.45)',
        }}
      />
    </div>,
    OG_SIZE,
  );
}

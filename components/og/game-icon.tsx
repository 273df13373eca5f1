import { ImageResponse } from 'next/og';
import type { Game } from '@/lib/games/games';
import { cardScreenshot } from '@/lib/previews/game-screenshot.server';

/** The game's initials, as an icon can hold them: "Endless Space Pilot" is ESP, "NEON HORIZON" NH. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase()
    .slice(0, 3);
}

/**
 * A game's home-screen icon: its screenshot, darkened, under its initials in neon. Full-bleed, with the initials well
 * inside the maskable safe zone (the middle 80% circle), so one file serves as a plain and a maskable icon.
 */
export async function gameIcon(game: Game, size: number): Promise<ImageResponse> {
  const { dataUri } = await cardScreenshot(game);
  const initials = initialsOf(game.name);
  return new ImageResponse(
    <div style={{ width: '100%', height: '100%', display: 'flex', position: 'relative', background: '#0b0f1a' }}>
      {/* eslint-disable-next-line @next/next/no-img-element -- next/og renders plain img elements */}
      <img
        src={dataUri}
        alt=""
        width={size}
        height={size}
        style={{ position: 'absolute', top: 0, left: 0, objectFit: 'cover' }}
      />
      <div
        style={{
          position: 'absolute',
          top: 0,
          left: 0,
          width: '100%',
          height: '100%',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: 'rgba(11, 15, 26, 0.7)',
          color: '#7cf9ff',
          fontSize: size * (initials.length > 2 ? 0.26 : 0.34),
          fontWeight: 700,
          letterSpacing: size * 0.01,
          textShadow: `0 0 ${size * 0.05}px rgba(124, 249, 255, 0.8)`,
        }}
      >
        {initials}
      </div>
    </div>,
    { width: size, height: size },
  );
}

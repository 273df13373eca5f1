import { ImageResponse } from 'next/og';
import { OG_IMAGE_SIZE } from '@/lib/site/metadata.server';

export const OG_SIZE = { ...OG_IMAGE_SIZE };

export interface OgCardOptions {
  kicker: string;
  title: string;
  footer: string;
}

/** A 1200×630 social-preview card in the site's neon look. */
export function ogCard({ kicker, title, footer }: OgCardOptions): ImageResponse {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: 'linear-gradient(135deg, #0b0f1a 0%, #141a2e 60%, #2a1446 100%)',
        color: '#e8ecf8',
      }}
    >
      <div style={{ display: 'flex', fontSize: 34, color: '#7cf9ff', letterSpacing: 4, textTransform: 'uppercase' }}>
        {kicker}
      </div>
      <div style={{ display: 'flex', fontSize: title.length > 40 ? 64 : 84, fontWeight: 700, lineHeight: 1.1 }}>
        {title}
      </div>
      <div style={{ display: 'flex', alignItems: 'center', fontSize: 30, color: '#ffd166' }}>
        <div style={{ width: 28, height: 28, borderRadius: 14, background: '#ff4fd8', marginRight: 18 }} />
        {footer}
      </div>
    </div>,
    OG_SIZE,
  );
}

import { ImageResponse } from 'next/og';
import { OG_SIZE } from '@/components/og/og-card';

export interface QuizOgCardOptions {
  siteName: string;
  title: string;
  questionCount: number;
  /** The quiz's artwork as a data URI (next/og cannot fetch an SVG URL reliably). */
  artwork: string;
}

/** A 1200×630 social-preview card for one quiz: its title and artwork in the site's neon look. */
export function quizOgCard({ siteName, title, questionCount, artwork }: QuizOgCardOptions): ImageResponse {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        padding: 64,
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
          paddingRight: 48,
        }}
      >
        <div
          style={{ display: 'flex', fontSize: 30, color: '#7cf9ff', letterSpacing: 4, textTransform: 'uppercase' }}
        >{`${siteName} · Gaming quiz`}</div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ display: 'flex', fontSize: title.length > 22 ? 60 : 80, fontWeight: 700, lineHeight: 1.1 }}>
            {title}
          </div>
          <div
            style={{ display: 'flex', marginTop: 24, fontSize: 32, color: '#aab3cf' }}
          >{`${questionCount} questions. Can you get them all?`}</div>
        </div>
        <div style={{ display: 'flex', alignItems: 'center', fontSize: 30, color: '#ffd166' }}>
          <div style={{ width: 28, height: 28, borderRadius: 14, background: '#ff4fd8', marginRight: 18 }} />
          Take the quiz and share your score
        </div>
      </div>
      {/* eslint-disable-next-line @next/next/no-img-element -- next/og renders plain img elements */}
      <img
        src={artwork}
        alt=""
        width={420}
        height={420}
        style={{ borderRadius: 36, border: '4px solid #ff4fd8', boxShadow: '0 0 48px rgba(255, 79, 216, 0.55)' }}
      />
    </div>,
    OG_SIZE,
  );
}

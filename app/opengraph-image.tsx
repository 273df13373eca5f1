import { ogCard, OG_SIZE } from '@/components/og/og-card';
import { config } from '@/lib/site/config.server';

export const alt = 'Free games by an independent studio';
export const size = OG_SIZE;
export const contentType = 'image/png';

export default function OpenGraphImage() {
  return ogCard({
    kicker: config.site.name,
    title: 'Free games to play in your browser and on Google Play',
    footer: config.site.url.replace(/^https?:\/\//, ''),
  });
}

import 'server-only';
import type { ImageResponse } from 'next/og';

/**
 * The social-preview cards drawn in this process, by name. Cards carry the deployment's settings (the site's name and
 * address), so they are drawn when first asked for rather than at build; drawing one costs tens of milliseconds of
 * CPU, so each is drawn once. The names are bounded: every card route lists its params and refuses others.
 */
const drawn = new Map<string, Promise<ArrayBuffer>>();

/** The card named `name`, drawn by `draw` the first time it is asked for. */
export async function cardOnce(name: string, draw: () => ImageResponse | Promise<ImageResponse>): Promise<Response> {
  let card = drawn.get(name);
  if (!card) {
    card = Promise.resolve()
      .then(draw)
      .then((image) => image.arrayBuffer());
    drawn.set(name, card);
    card.catch(() => drawn.delete(name));
  }
  return new Response(await card, {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' },
  });
}

/** WCAG 2.2 colour contrast, for the palettes' unit tests: what a player must read stands out from what it is drawn on. */

/** The contrast WCAG 2.2 asks of the parts of a picture a player must make out (non-text contrast, 1.4.11). */
export const NON_TEXT_CONTRAST = 3;

type Rgb = readonly [number, number, number];

/** `#rgb` or `#rrggbb` as 0..255 channels. */
export function parseHex(hex: string): Rgb {
  const digits = hex.replace(/^#/, '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`not a hex colour: ${hex}`);
  return [parseInt(full.slice(0, 2), 16), parseInt(full.slice(2, 4), 16), parseInt(full.slice(4, 6), 16)];
}

const linear = (channel: number): number => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance of an sRGB colour (0 black … 1 white). */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of two colours (1 … 21). */
export function contrast(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** `over` painted at `alpha` on `under`, as a canvas blends them. */
export function blend(under: string, over: string, alpha: number): string {
  const b = parseHex(over);
  const mixed = parseHex(under).map((channel, i) => Math.round(channel * (1 - alpha) + (b[i] ?? channel) * alpha));
  return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

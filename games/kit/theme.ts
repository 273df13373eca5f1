/** The studio's neon arcade palette and fonts, shared by every game. */

/** Colours: dark background, neon accents, light text. */
export const COLORS = {
  bg: '#0b0f1a',
  cyan: '#7cf9ff',
  magenta: '#ff4fd8',
  amber: '#ffd166',
  violet: '#9b5de5',
  text: '#e8ecf8',
  dim: '#8a93b0',
} as const;

/** A clear system sans for headings and prompts. */
export const FONT_SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Liberation Sans', 'DejaVu Sans', sans-serif";

/** A monospace system font for scores and HUD digits. */
export const FONT_MONO =
  "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', 'DejaVu Sans Mono', monospace";

/** A canvas font string, e.g. font(32, 'bold') → "bold 32px <sans>". */
export function font(size: number, weight: 'normal' | 'bold' = 'normal', family: string = FONT_SANS): string {
  return `${weight} ${size}px ${family}`;
}

/** Every face the kit and the games draw text in. */
export const FONT_FACES = [font(20, 'bold'), font(20), font(20, 'bold', FONT_MONO), font(20, 'normal', FONT_MONO)];

/** Letters, digits and the symbols games draw: several come from a fallback font, looked up on first use. */
export const FONT_SAMPLE = 'Aa0 ◀ ▶ ← → ↑ ↓ · ★ ▲ ▼ ❚ ↻ ⟳ ✓ ● ◆ ↗ … –';

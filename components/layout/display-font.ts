import localFont from 'next/font/local';

/**
 * Press Start 2P, the pixel font of the headings: Latin only and its one weight, swapped in over a fallback with the
 * same metrics, so that its late arrival on a slow phone moves nothing. Not preloaded: Chromium holds the first paint
 * back while a preloaded font is loading (Lighthouse saw the first paint 100–150 ms later with the preload), and text
 * set in it paints at once in the fallback, so no largest paint waits for it. Next's own fallback is
 * Arial, whose proportional letters break heading lines elsewhere than the pixel font does; the fallbacks
 * (globals.css) are monospace fonts scaled to its 1 em advance and line metrics instead, so lines break alike.
 */
export const displayFont = localFont({
  src: '../../node_modules/@fontsource/press-start-2p/files/press-start-2p-latin-400-normal.woff2',
  weight: '400',
  style: 'normal',
  display: 'swap',
  preload: false,
  variable: '--font-press-start',
  adjustFontFallback: false,
  // Unquoted by Next in the CSS, so each name must be plain words (none starting with a digit).
  fallback: [
    'Press Start Fallback Dejavu',
    'Press Start Fallback Liberation',
    'Press Start Fallback Consolas',
    'monospace',
  ],
});

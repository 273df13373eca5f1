// @ts-check
const games = require('./content/games.json');

/** The ad network's origin, allowed in the CSP only when an ad library is configured. */
function adOrigin() {
  const url = process.env.ADS_LIBRARY_URL;
  if (!url) return '';
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`ADS_LIBRARY_URL: "${url}" is not a URL`);
  }
}

/** @param {{ embeddable?: boolean }} [options] */
function contentSecurityPolicy({ embeddable = false } = {}) {
  const ads = adOrigin();
  const devOnly = process.env.NODE_ENV === 'development' ? " 'unsafe-eval'" : '';
  // Static pages cannot carry per-request nonces, so inline scripts (Next's bootstrap) are allowed by 'unsafe-inline'
  // here; server.mjs replaces it with the hashes of each answer's own inline scripts (lib/server/inline-script-csp.mjs).
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${devOnly} ${ads}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${ads}`,
    "font-src 'self'",
    `connect-src 'self' ${ads}`,
    `frame-src 'self' ${ads}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // The games' frames may be embedded by any site (the press kit hands out the snippet); every other page only by this one.
    embeddable ? 'frame-ancestors *' : "frame-ancestors 'self'",
  ]
    .map((directive) => directive.trim())
    .join('; ');
}

const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy() },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'fullscreen=(self), camera=(), microphone=(), geolocation=(), payment=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // A separate build folder lets a second build (a parallel test run, a benchmark) leave the main one alone.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  // The site's images are its own fixed files, served as they are (no page uses next/image). Left on, the optimiser
  // at /_next/image writes a cache file for every spelling of an image's address that any visitor asks for.
  images: { unoptimized: true },
  experimental: {
    // The site's CSS is small (about 3 KB gzipped): in the HTML it costs no render-blocking request before the first paint.
    inlineCss: true,
    // Inlined, a CSS chunk costs no request, so each page gets exactly its own CSS: the default merging put the quiz,
    // game-frame and share-button styles into every page's HTML (three times over, with the RSC payload's copies).
    cssChunking: { type: 'graph', requestCost: 1 },
  },
  async headers() {
    // A later rule's header replaces an earlier one's: each game's frame page (content/games.json) gets the embeddable policy.
    return [
      { source: '/:path*', headers: securityHeaders },
      ...games.map((/** @type {{ framePath: string }} */ game) => ({
        source: game.framePath,
        headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy({ embeddable: true }) }],
      })),
    ];
  },
};

module.exports = nextConfig;

// @ts-check
import { securityHeaderRules } from './lib/server/security-headers.mjs';

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
  // For Next's own server; server.mjs sets the same headers from its own environment, over these.
  headers: async () => securityHeaderRules(process.env),
};

export default nextConfig;

// @ts-check
import { securityHeaderRules } from './lib/server/security-headers.mjs';

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // A separate build folder lets a second build (a parallel test run, a benchmark) leave the main one alone.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  // Pages render per request, where Next would stream each page's metadata into the body for browsers and put it in
  // the head only for the crawlers it knows. Every visitor gets it in the head: it costs nothing here (no metadata
  // waits on anything slow), tools and crawlers outside Next's list read it where HTML says it is, and a kept page
  // (lib/server/page-cache.mjs) is the same whoever asked first.
  htmlLimitedBots: /.*/,
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

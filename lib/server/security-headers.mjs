// @ts-check
// The security headers of every answer, from the environment the server runs in: the ad network's origin joins the CSP
// only when ADS_LIBRARY_URL is set. next.config.mjs gives them to Next's own server (`next dev`, `next start`, Vercel,
// where the build runs in the deployment's environment); the production server (lib/server/production.mjs) reads them
// when it starts and sets them last on every answer, so one build serves any deployment.
import { createRequire } from 'node:module';

/** @type {{ framePath: string }[]} */
const games = createRequire(import.meta.url)('../../content/games.json');

/** @typedef {{ key: string, value: string }} Header */
/** @typedef {{ source: string, headers: Header[] }} HeaderRule */

/** @param {string | undefined} libraryUrl */
function adOrigin(libraryUrl) {
  if (!libraryUrl) return '';
  try {
    return new URL(libraryUrl).origin;
  } catch {
    throw new Error(`ADS_LIBRARY_URL: "${libraryUrl}" is not a URL`);
  }
}

/** @param {Record<string, string | undefined>} env @param {{ embeddable?: boolean }} [options] */
function contentSecurityPolicy(env, { embeddable = false } = {}) {
  const ads = adOrigin(env.ADS_LIBRARY_URL);
  const devOnly = env.NODE_ENV === 'development' ? " 'unsafe-eval'" : '';
  // Static answers cannot carry per-request nonces, so inline scripts (Next's bootstrap) are allowed by 'unsafe-inline'
  // here; the production server replaces it with the hashes of each answer's own inline scripts
  // (lib/server/inline-script-csp.mjs).
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

/**
 * Next's `headers()` rules for an environment: every path's headers, then each game frame page's embeddable CSP (a
 * later rule's header replaces an earlier one's).
 * @param {Record<string, string | undefined>} env
 * @returns {HeaderRule[]}
 */
export function securityHeaderRules(env) {
  return [
    {
      source: '/:path*',
      headers: [
        { key: 'Content-Security-Policy', value: contentSecurityPolicy(env) },
        { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
        { key: 'X-Content-Type-Options', value: 'nosniff' },
        { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        { key: 'Permissions-Policy', value: 'fullscreen=(self), camera=(), microphone=(), geolocation=(), payment=()' },
        { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
        { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
      ],
    },
    ...games.map((game) => ({
      source: game.framePath,
      headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy(env, { embeddable: true }) }],
    })),
  ];
}

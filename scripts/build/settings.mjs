// The settings a build bakes into its static pages (the site's address and identity, ads, the vitals sample rate),
// recorded next to the build so that `npm start` (scripts/build/ensure-build.mjs) can tell a build made for another
// environment: built without SITE_URL and started with it, every prerendered page, the sitemap, the feed and the social
// previews would point at http://localhost:3000.
// `node scripts/build/settings.mjs record` (the last step of `npm run build`) writes <distDir>/build-settings.json.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The variables read at build time (README, Configuration). */
export const BUILD_TIME_VARIABLES = [
  'SITE_URL',
  'SITE_NAME',
  'CONTACT_EMAIL',
  'GOOGLE_PLAY_URL',
  'COFFEE_URL',
  'TWITTER_HANDLE',
  'STUDIO_BASED_IN',
  'STUDIO_FOUNDED',
  'PRESS_EMAIL',
  'ADS_LIBRARY_URL',
  'ADS_AUTOTAG_ZONE',
  'VITALS_SAMPLE_RATE',
];

const SETTINGS_FILE = 'build-settings.json';

/** The build folder: NEXT_DIST_DIR, as next.config.js reads it. */
export function distDirOf(env) {
  return env.NEXT_DIST_DIR || '.next';
}

/** The build-time values of an environment; unset and empty are alike (null), as lib/site/config.server.ts reads them. */
export function buildSettings(env) {
  return Object.fromEntries(BUILD_TIME_VARIABLES.map((name) => [name, env[name] ? env[name] : null]));
}

/** Writes what this environment bakes in next to the build. */
export function recordBuildSettings(distDir, env) {
  fs.writeFileSync(path.join(distDir, SETTINGS_FILE), `${JSON.stringify(buildSettings(env), null, 2)}\n`);
}

/** What a build recorded, or null for a build that recorded nothing (made before this file existed). */
export function recordedBuildSettings(distDir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(distDir, SETTINGS_FILE), 'utf8'));
  } catch {
    return null;
  }
}

/** One line per variable whose value differs between the build and this environment; empty when they agree. */
export function settingsDifferences(recorded, env) {
  const shown = (value) => (value === null || value === undefined ? '(not set)' : JSON.stringify(value));
  const current = buildSettings(env);
  if (!recorded) return ['the build recorded no settings'];
  return BUILD_TIME_VARIABLES.filter((name) => (recorded[name] ?? null) !== current[name]).map(
    (name) => `${name}: the build has ${shown(recorded[name])}, this environment ${shown(current[name])}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === 'record') {
  recordBuildSettings(distDirOf(process.env), process.env);
}

// @ts-check
// What the production server answers itself, before Next sees a request: targets Next would crash on (500 without
// the security headers), methods the site does not use, Next's internal routes, and router headers Next cannot parse.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** Next's own parser of the router-state header: what it accepts here, Next accepts when rendering. */
const {
  parseAndValidateFlightRouterState,
} = require('next/dist/server/app-render/parse-and-validate-flight-router-state.js');

/** Methods any path answers; POST is added under /api/, where the form and beacon handlers live. */
const READ_METHODS = ['GET', 'HEAD'];

/**
 * The methods a path allows.
 * @param {string} pathname
 */
export function allowedMethods(pathname) {
  return pathname.startsWith('/api/') ? [...READ_METHODS, 'POST'] : READ_METHODS;
}

/**
 * The target as the router reads it: percent-encoded unreserved characters decoded ('/%61bout' → '/about', the same
 * path by RFC 3986 § 6.2.2.2; Next's router loops on them and answers 500), then dot segments resolved
 * ('/api/../contact', '/api/%2e%2e/contact' → '/contact') by the WHATWG URL parser Next uses, so the method check,
 * the internal-route check and Next's routing all judge one path.
 * @param {string} target an origin-form request target
 */
export function normalizedTarget(target) {
  const query = target.indexOf('?');
  const path = query < 0 ? target : target.slice(0, query);
  const unreserved = path.replace(/%([0-9a-f]{2})/gi, (escape, hex) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return /[A-Za-z0-9\-._~]/.test(char) ? char : escape;
  });
  const url = new URL(unreserved + (query < 0 ? '' : target.slice(query)), 'http://localhost');
  return `${url.pathname}${url.search}`;
}

/**
 * Next's internal pages (/_global-error, /_not-found, /_error …) are reachable by URL: /_global-error answers 500
 * with a year-long s-maxage. No page of the site starts with '_', and /_next/ holds Next's own assets.
 * @param {string} pathname
 */
function isInternalRoute(pathname) {
  // The router decodes %5F to '_' too.
  return /^\/(_|%5f)/i.test(pathname) && !pathname.startsWith('/_next/');
}

/**
 * @param {string | string[] | undefined} value
 */
function isReadableRouterState(value) {
  if (value === undefined) return true;
  try {
    parseAndValidateFlightRouterState(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The first query parameter a target names twice, or null: `?game=a&game=b` means nothing the site can answer, and a
 * cache keyed on the first value would serve the last one's answer.
 * @param {string} target
 */
function repeatedParameter(target) {
  const seen = new Set();
  for (const [name] of new URL(target, 'http://localhost').searchParams) {
    if (seen.has(name)) return name;
    seen.add(name);
  }
  return null;
}

/**
 * Null when the request may go on to Next (with its target normalised: normalizedTarget); otherwise the status,
 * text and extra headers to answer with.
 * @param {string | undefined} method
 * @param {string | undefined} target the request target as sent (Node's request.url)
 * @param {import('node:http').IncomingHttpHeaders} [headers]
 * @returns {{ status: number, text: string, headers: Record<string, string> } | null}
 */
export function gateRequest(method = '', target = '', headers = {}) {
  // Only origin-form targets ("/path?query"): not "*" (OPTIONS *) nor absolute-form, which browsers never send here.
  if (!target.startsWith('/') || target.startsWith('//'))
    return { status: 400, text: 'Bad request target', headers: {} };
  try {
    decodeURIComponent(target);
  } catch {
    return { status: 400, text: 'Malformed percent-encoding in the address', headers: {} };
  }
  const normalized = normalizedTarget(target);
  const pathname = normalized.split('?', 1)[0] ?? '/';
  if (pathname.startsWith('//')) return { status: 400, text: 'Bad request target', headers: {} };
  const repeated = repeatedParameter(normalized);
  if (repeated !== null) return { status: 400, text: `The query names "${repeated}" more than once`, headers: {} };
  const allow = allowedMethods(pathname);
  if (!allow.includes(method)) return { status: 405, text: 'Method not allowed', headers: { Allow: allow.join(', ') } };
  if (isInternalRoute(pathname)) return { status: 404, text: 'Not found', headers: {} };
  // A page's render throws on a router state it cannot parse (500); a browser only ever sends one Next wrote.
  if (!isReadableRouterState(headers['next-router-state-tree']))
    return { status: 400, text: 'Malformed router state header', headers: {} };
  return null;
}

// @ts-check
// Lets the Content-Security-Policy drop 'unsafe-inline' from script-src without giving up static pages: each HTML
// answer's own inline scripts (Next's bootstrap and RSC payload, JSON-LD, whatever a later change adds) are hashed
// as the answer leaves the server, and their hashes replace 'unsafe-inline'. Static pages stay static and cached;
// no nonce is needed because nothing in the page changes per request.
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The CSP hash sources of every inline script in an HTML document.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The policy with 'unsafe-inline' in script-src replaced by `hashes` (none: only the listed sources remain).
 * @param {string} policy
 * @param {string[]} hashes
 */
export function withScriptHashes(policy, hashes) {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) => {
      const [name = '', ...sources] = directive.split(/\s+/);
      if (name.toLowerCase() !== 'script-src') return directive;
      return [name, ...sources.filter((source) => source !== "'unsafe-inline'"), ...hashes].join(' ');
    })
    .join('; ');
}

/** @param {Buffer} body @param {unknown} encoding */
function decoded(body, encoding) {
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  return body;
}

/** @param {import('node:http').ServerResponse} response @param {string[]} hashes */
function setPolicy(response, hashes) {
  const policy = response.getHeader('content-security-policy');
  if (typeof policy === 'string') response.setHeader('content-security-policy', withScriptHashes(policy, hashes));
}

/**
 * Holds back an HTML answer until it is complete, then sends it unchanged with its script hashes in the CSP; any
 * other answer passes straight through with 'unsafe-inline' removed (it runs no inline script). A 304 loses its CSP
 * header, so the browser keeps the one it cached with the body. `onHtml` is given each complete HTML body as sent.
 * @param {import('node:http').ServerResponse} response
 * @param {{ onHtml?: (body: Buffer) => void }} [options]
 */
export function hashInlineScripts(response, { onHtml } = {}) {
  const original = {
    writeHead: response.writeHead,
    write: response.write,
    end: response.end,
    flushHeaders: response.flushHeaders,
  };
  /** @type {boolean | null} */
  let holding = null;
  /** @type {Buffer[]} */
  const chunks = [];
  /** @type {string | undefined} */
  let statusMessage;

  function decide() {
    if (holding !== null) return holding;
    if (response.statusCode === 304) response.removeHeader('content-security-policy');
    holding = response.statusCode !== 304 && String(response.getHeader('content-type') ?? '').startsWith('text/html');
    if (!holding) setPolicy(response, []);
    return holding;
  }

  /** @param {any} chunk @param {any} encoding */
  function keep(chunk, encoding) {
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function')
      chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined));
  }

  // @ts-expect-error -- one function for writeHead's three call shapes
  response.writeHead = function writeHead(statusCode, message, headers) {
    const fields = typeof message === 'string' ? headers : message;
    if (typeof message === 'string') statusMessage = message;
    response.statusCode = statusCode;
    if (Array.isArray(fields))
      for (let index = 0; index + 1 < fields.length; index += 2) response.setHeader(fields[index], fields[index + 1]);
    else if (fields)
      for (const [name, value] of Object.entries(fields)) if (value !== undefined) response.setHeader(name, value);
    if (decide()) return response;
    return original.writeHead.call(response, statusCode, ...(statusMessage ? [statusMessage] : []));
  };
  response.flushHeaders = function flushHeaders() {
    if (holding === false) original.flushHeaders.call(response);
  };
  // @ts-expect-error -- write's overloads
  response.write = function write(chunk, encoding, callback) {
    if (!decide()) return original.write.call(response, chunk, encoding, callback);
    keep(chunk, encoding);
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') process.nextTick(done);
    return true;
  };
  // @ts-expect-error -- end's overloads
  response.end = function end(chunk, encoding, callback) {
    if (!decide()) return original.end.call(response, chunk, encoding, callback);
    keep(chunk, encoding);
    const body = Buffer.concat(chunks);
    setPolicy(response, inlineScriptHashes(decoded(body, response.getHeader('content-encoding')).toString('utf8')));
    onHtml?.(body);
    if (!response.headersSent)
      original.writeHead.call(response, response.statusCode, ...(statusMessage ? [statusMessage] : []));
    const done = [chunk, encoding, callback].find((argument) => typeof argument === 'function');
    return original.end.call(response, body, done);
  };
}

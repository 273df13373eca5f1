// @ts-check
// Range and precondition headers on static files. Next's file server answers an unsatisfiable or malformed Range
// (416) and a failed If-Match / If-Unmodified-Since (412) by rendering a page named after the status, which does not
// exist: a 500. The production server settles those requests first, knowing the file's size.
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * @typedef {object} StaticRoot a URL prefix and the folder its files are served from
 * @property {string} prefix e.g. '/_next/static/' or '/'
 * @property {string} dir
 */

/**
 * What to do with a Range header on a file of `size` bytes. One range is served as asked; anything else Next's file
 * server would fail on is ignored (RFC 9110 lets a server ignore Range: the whole file, 200), except a range that
 * starts past the end, which is unsatisfiable (416).
 * @param {string} header
 * @param {number} size
 * @returns {'range' | 'whole' | 'unsatisfiable'}
 */
export function rangeVerdict(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return 'whole';
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return 'whole';
  // A suffix as long as the file or longer selects the whole of it (RFC 9110 § 14.1.2).
  if (first === '')
    return Number(last) === 0 || size === 0 ? 'unsatisfiable' : Number(last) >= size ? 'whole' : 'range';
  if (last !== '' && Number(last) < Number(first)) return 'whole';
  return Number(first) >= size ? 'unsatisfiable' : 'range';
}

/**
 * The file a path is served from, if it is a static file under one of the roots (the first root whose prefix
 * matches decides).
 * @param {string} pathname a normalised path, still percent-encoded
 * @param {StaticRoot[]} roots
 */
async function staticFileSize(pathname, roots) {
  const root = roots.find(({ prefix }) => pathname.startsWith(prefix));
  if (!root) return null;
  let relative;
  try {
    relative = decodeURIComponent(pathname.slice(root.prefix.length));
  } catch {
    return null;
  }
  const dir = path.resolve(root.dir);
  const file = path.resolve(dir, relative);
  if (relative.includes('\0') || !file.startsWith(dir + path.sep)) return null;
  const stat = await fs.stat(file).catch(() => null);
  return stat?.isFile() ? stat.size : null;
}

/**
 * Null when the request may go on (its headers made safe for Next's file server); otherwise the answer to give:
 * 404 for a dotfile, 416 for a range past the end. Preconditions Next would answer with a 500 are dropped: the whole file is sent.
 * @param {import('node:http').IncomingMessage} request with a normalised url
 * @param {StaticRoot[]} roots
 * @returns {Promise<{ status: number, text: string, headers: Record<string, string> } | null>}
 */
export async function gateStaticFile(request, roots) {
  const pathname = (request.url ?? '/').split('?', 1)[0] ?? '/';
  // Next's file server refuses a dotfile (a game folder's .gitignore, say) the same way: by a page that is not there.
  if (/\/\.[^/]/.test(pathname) && (await staticFileSize(pathname, roots)) !== null)
    return { status: 404, text: 'Not found', headers: {} };
  const { range } = request.headers;
  const conditional = request.headers['if-match'] !== undefined || request.headers['if-unmodified-since'] !== undefined;
  if (range === undefined && !conditional) return null;
  const size = await staticFileSize(pathname, roots);
  if (size === null) return null;
  delete request.headers['if-match'];
  delete request.headers['if-unmodified-since'];
  if (range === undefined) return null;
  const verdict = rangeVerdict(range, size);
  if (verdict === 'unsatisfiable')
    return { status: 416, text: 'Range not satisfiable', headers: { 'Content-Range': `bytes */${size}` } };
  if (verdict === 'whole') delete request.headers.range;
  return null;
}

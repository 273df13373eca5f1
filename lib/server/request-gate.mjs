// @ts-check
// What the production server answers itself, before Next sees a request: targets Next would crash on (500 without
// the security headers) and methods the site does not use.

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
 * Null when the request may go on to Next; otherwise the status, text and extra headers to answer with.
 * @param {string | undefined} method
 * @param {string | undefined} target the request target as sent (Node's request.url)
 * @returns {{ status: number, text: string, headers: Record<string, string> } | null}
 */
export function gateRequest(method = '', target = '') {
  // Only origin-form targets ("/path?query"): not "*" (OPTIONS *) nor absolute-form, which browsers never send here.
  if (!target.startsWith('/') || target.startsWith('//')) return { status: 400, text: 'Bad request target', headers: {} };
  try {
    decodeURIComponent(target);
  } catch {
    return { status: 400, text: 'Malformed percent-encoding in the address', headers: {} };
  }
  const allow = allowedMethods(target.split('?', 1)[0] ?? '/');
  if (!allow.includes(method)) return { status: 405, text: 'Method not allowed', headers: { Allow: allow.join(', ') } };
  return null;
}

import { gateRequest, normalizedTarget } from '@/lib/server/request-gate.mjs';

describe('gateRequest', () => {
  it.each([
    ['GET', '/'],
    ['HEAD', '/pong/index.html'],
    ['GET', '/blog-updates/100%25-fun?x=%E2%9C%93'],
    ['POST', '/api/signups'],
    ['POST', '/api/anything-new'],
  ])('lets %s %s through to Next', (method, target) => {
    expect(gateRequest(method, target)).toBeNull();
  });

  it.each([
    ['GET', '*'],
    ['OPTIONS', '*'],
    ['GET', 'http://evil.test/'],
    ['GET', '//evil.test/'],
    ['GET', ''],
  ])('answers %s %p (not an origin-form target) with 400', (method, target) => {
    expect(gateRequest(method, target)?.status).toBe(400);
  });

  it.each([
    '/quiz/csgo/%',
    '/quiz/csgo/%E0%A4%A',
    '/blog-updates/%zz',
    '/_next/image?url=%u0041&w=64&q=75',
    '/x?a=%C0',
  ])('answers malformed percent-encoding in %p with 400', (target) => {
    expect(gateRequest('GET', target)).toEqual({
      status: 400,
      text: 'Malformed percent-encoding in the address',
      headers: {},
    });
  });

  it.each([
    ['PUT', '/pong/index.html', 'GET, HEAD'],
    ['DELETE', '/images/logo.svg', 'GET, HEAD'],
    ['TRACE', '/', 'GET, HEAD'],
    ['POST', '/', 'GET, HEAD'],
    ['POST', '/contact', 'GET, HEAD'],
    ['OPTIONS', '/api/signups', 'GET, HEAD, POST'],
    ['PATCH', '/api/visits?x=1', 'GET, HEAD, POST'],
    ['TRACE', '/api/health', 'GET, HEAD, POST'],
    ['BREW', '/', 'GET, HEAD'],
  ])('answers %s %s with 405 and Allow: %s', (method, target, allow) => {
    expect(gateRequest(method, target)).toEqual({ status: 405, text: 'Method not allowed', headers: { Allow: allow } });
  });

  it.each([
    ['/api/../contact', '/contact'],
    ['/api/%2e%2e/contact', '/contact'],
    ['/api/%2E./mailing-list/confirm?t=x', '/mailing-list/confirm?t=x'],
    ['/api/./../mailing-list/confirm', '/mailing-list/confirm'],
    ['/api\\..\\contact', '/contact'],
    ['/api/./signups', '/api/signups'],
    ['/blog-updates/100%25-fun?x=%E2%9C%93', '/blog-updates/100%25-fun?x=%E2%9C%93'],
    ['/%61bout', '/about'],
    ['/ab%6Fut', '/about'],
    ['/g%61mes?x=%61', '/games?x=%61'],
    ['/%70ress/%7E%2D%5F%2E', '/press/~-_.'],
    ['/quiz/h%61lo/0', '/quiz/halo/0'],
    ['/blog%2Fupdates%20x', '/blog%2Fupdates%20x'],
  ])('reads %p as the router does: %p', (target, normalized) => {
    expect(normalizedTarget(target)).toBe(normalized);
  });

  it.each([
    '/api/../contact',
    '/api/%2e%2e/contact',
    '/api/%2E%2E/about',
    '/api/./../mailing-list/confirm',
    '/api/.%2e/betester',
    '/api\\..\\contact',
  ])('judges the method of POST %s on the path the router reads: 405', (target) => {
    expect(gateRequest('POST', target)?.status).toBe(405);
  });

  it('lets a POST through whose path stays under /api/', () => {
    expect(gateRequest('POST', '/api/./signups')).toBeNull();
    expect(gateRequest('POST', '/api/x/../contact')).toBeNull();
  });

  it('answers a query that names a parameter twice with 400, whatever the path', () => {
    expect(gateRequest('GET', '/api/scores?game=a&game=b')).toEqual({
      status: 400,
      text: 'The query names "game" more than once',
      headers: {},
    });
    expect(gateRequest('GET', '/mailing-list/confirm?t=x&T=y&t=z')?.status).toBe(400);
    expect(gateRequest('GET', '/api/scores?game=a&level=1')).toBeNull();
    expect(gateRequest('GET', '/quiz-list?')).toBeNull();
  });

  it('answers a target whose dot segments lead to "//" with 400', () => {
    expect(gateRequest('GET', '/a/..//evil.test/')?.status).toBe(400);
  });

  it.each([
    '/_global-error',
    '/_global-error?x=1',
    '/_global-error/',
    '/_not-found',
    '/_error',
    '/x/../_global-error',
    '/_next',
    '/%5Fglobal-error',
    '/%5fnot-found',
  ])("answers Next's internal route %p with 404", (target) => {
    expect(gateRequest('GET', target)).toEqual({ status: 404, text: 'Not found', headers: {} });
  });

  it("lets Next's own assets through", () => {
    expect(gateRequest('GET', '/_next/static/chunks/a.js')).toBeNull();
  });

  const state = (tree: string) => ({ rsc: '1', 'next-router-state-tree': tree });
  it.each([
    '["1","garbage"]',
    '%5B%221%22%2C%22garbage%22%5D',
    'null',
    '[]',
    '["",{"children":"x"}]',
    '%E0%A4%A',
    'x'.repeat(50_000),
  ])('answers a router state header Next cannot parse (%p) with 400', (tree) => {
    expect(gateRequest('GET', '/contact', state(tree))).toEqual({
      status: 400,
      text: 'Malformed router state header',
      headers: {},
    });
  });

  // As Chromium sent them, navigating from / to /contact.
  it.each([
    '%5B%22%22%2C%7B%22children%22%3A%5B%22__PAGE__%22%2C%7B%7D%2Cnull%2Cnull%2C512%5D%7D%2Cnull%2Cnull%2C528%5D',
    '%5B%22%22%2C%7B%7D%2Cnull%2C%22metadata-only%22%5D',
  ])('lets a router state Next wrote through (%p)', (tree) => {
    expect(gateRequest('GET', '/contact', state(tree))).toBeNull();
  });
});

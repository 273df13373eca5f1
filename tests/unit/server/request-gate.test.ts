import { gateRequest } from '@/lib/server/request-gate.mjs';

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

  it.each(['/quiz/csgo/%', '/quiz/csgo/%E0%A4%A', '/blog-updates/%zz', '/_next/image?url=%u0041&w=64&q=75', '/x?a=%C0'])(
    'answers malformed percent-encoding in %p with 400',
    (target) => {
      expect(gateRequest('GET', target)).toEqual({ status: 400, text: 'Malformed percent-encoding in the address', headers: {} });
    },
  );

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
});

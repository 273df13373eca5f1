import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { inlineScriptHashes, withScriptHashes } from '@/lib/server/inline-script-csp.mjs';
import { createPageCache } from '@/lib/server/page-cache.mjs';
import { createSiteServer } from '@/lib/server/site-server.mjs';
import { trustedProxies, UNREADABLE } from '@/lib/server/trusted-proxies.mjs';

const POLICY =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; frame-ancestors 'self'";
const headers = [
  { key: 'Content-Security-Policy', value: POLICY },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
];
const BUILD_POLICY =
  "default-src 'self'; script-src 'self' 'unsafe-inline' https://ads.example; frame-ancestors 'self'";
const PAGE =
  '<!doctype html><html><head><script src="/a.js" async=""></script><script>self.__next_f=[1]</script></head><body><p>é</p><script id="_R_">go("</p>")</script><script type="application/ld+json">{"a":1}</script></body></html>';
const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const PAGE_HASHES = [sha('self.__next_f=[1]'), sha('go("</p>")'), sha('{"a":1}')];

/** Requests that reached the handler, by path. */
const handled: string[] = [];

/** What the test server does per path, in the ways Next answers: whole or streamed, compressed or not. */
function handle(request: IncomingMessage, response: ServerResponse) {
  handled.push(request.url ?? '');
  if (request.url === '/page' || request.url?.startsWith('/page?')) {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(PAGE);
  } else if (request.url === '/gzip-stream') {
    const zipped = gzipSync(PAGE);
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': 'gzip' });
    response.write(zipped.subarray(0, 10));
    response.end(zipped.subarray(10));
  } else if (request.url === '/with-cookie') {
    response.setHeader('set-cookie', 'a=1');
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(PAGE);
  } else if (request.url === '/missing') {
    response.statusCode = 404;
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(PAGE);
  } else if (request.url === '/build-headers') {
    // Next sets the headers of next.config.mjs as its build computed them: another environment's.
    response.setHeader('content-security-policy', BUILD_POLICY);
    response.setHeader('x-content-type-options', 'other');
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(PAGE);
  } else if (request.url === '/not-modified') {
    response.setHeader('content-type', 'text/html');
    response.statusCode = 304;
    response.end();
  } else if (request.url === '/forwarded') {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ forwarded: request.headers['x-forwarded-for'] ?? null }));
  } else {
    // Like a route handler, answer once the whole body is in.
    request.resume();
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      response.end('{"ok":true}');
    });
  }
}

const servers: Server[] = [];
async function start(options: Partial<Parameters<typeof createSiteServer>[0]> = {}): Promise<string> {
  const server = createSiteServer({ handle, headers, isTrustedProxy: () => false, ...options });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
}
afterEach(async () => {
  handled.length = 0;
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
});

/** Opens a raw connection, sends `text`, and resolves with everything received once the server closes or resets it. */
function rawExchange(host: string, text: string): Promise<string> {
  const [hostname, port] = host.split(':');
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(text));
    let received = '';
    socket.on('data', (data) => (received += data.toString('latin1')));
    socket.on('close', () => resolve(received));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' ? resolve(received) : reject(error),
    );
  });
}

describe('inline script hashes', () => {
  it('hashes every script without src, exactly as written', () => {
    expect(inlineScriptHashes(PAGE)).toEqual(PAGE_HASHES);
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
  });

  it("replace 'unsafe-inline' in script-src only", () => {
    expect(withScriptHashes(POLICY, ["'sha256-x'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-x'; style-src 'self' 'unsafe-inline'; frame-ancestors 'self'",
    );
  });
});

describe('createSiteServer', () => {
  it("sends an HTML page unchanged, its CSP allowing its own inline scripts by hash and not 'unsafe-inline'", async () => {
    const host = await start();
    for (const path of ['/page', '/gzip-stream']) {
      const response = await fetch(`http://${host}${path}`);
      expect(await response.text()).toBe(PAGE);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain(`script-src 'self' ${PAGE_HASHES.join(' ')};`);
      expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    }
  });

  it('sets its own security headers over those the handler set, the inline scripts hashed into its own CSP', async () => {
    const host = await start();
    const response = await fetch(`http://${host}/build-headers`);
    expect(await response.text()).toBe(PAGE);
    expect(response.headers.get('content-security-policy')).toBe(withScriptHashes(POLICY, PAGE_HASHES));
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('keeps a rendered page and answers the next GET and HEAD of it without rendering it again', async () => {
    const host = await start({ pageCache: createPageCache() });
    const first = await fetch(`http://${host}/page`);
    expect(await first.text()).toBe(PAGE);
    for (const path of ['/gzip-stream', '/gzip-stream'])
      expect(await (await fetch(`http://${host}${path}`)).text()).toBe(PAGE);
    const again = await fetch(`http://${host}/page`);
    expect(await again.text()).toBe(PAGE);
    expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expect(again.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const head = await fetch(`http://${host}/page`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(handled).toEqual(['/page', '/gzip-stream']);
  });

  it('renders again what is not a plain page: a query, a router request, a cookie, an error', async () => {
    const host = await start({ pageCache: createPageCache() });
    const twice = async (path: string, init: RequestInit = {}) => {
      for (let time = 0; time < 2; time += 1) await (await fetch(`http://${host}${path}`, init)).text();
    };
    await twice('/page?notice=sent');
    await twice('/page', { headers: { RSC: '1' } });
    await twice('/with-cookie');
    await twice('/missing');
    await twice('/api/x', { method: 'POST', body: '{}' });
    expect(handled).toEqual([
      ...['/page?notice=sent', '/page?notice=sent', '/page', '/page'],
      ...['/with-cookie', '/with-cookie', '/missing', '/missing', '/api/x', '/api/x'],
    ]);
  });

  it('keeps pages within its budget of bytes, the least recently used dropped first', () => {
    const cache = createPageCache({ maxBytes: 2_500 });
    const answer = {
      statusCode: 200,
      getHeaders: () => ({ 'content-type': 'text/html' }),
    } as unknown as ServerResponse;
    for (const key of ['a', 'b', 'c']) cache.keep(key, answer, Buffer.alloc(1_000));
    expect(cache.size()).toEqual({ pages: 2, bytes: 2_000 });
    expect(cache.get('a')).toBeUndefined();
    cache.get('b');
    cache.keep('d', answer, Buffer.alloc(1_000));
    expect(cache.get('c')).toBeUndefined();
    expect(cache.get('b')?.body.length).toBe(1_000);
  });

  it("drops 'unsafe-inline' from answers that are not HTML, and the CSP from a 304", async () => {
    const host = await start();
    const json = await fetch(`http://${host}/api/x`);
    expect(await json.json()).toEqual({ ok: true });
    expect(json.headers.get('content-security-policy')).toContain("script-src 'self';");
    const notModified = await fetch(`http://${host}/not-modified`);
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('content-security-policy')).toBeNull();
  });

  it('answers TRACE, a * target and malformed escapes itself, with the security headers', async () => {
    const host = await start();
    const trace = await rawExchange(host, 'TRACE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(trace).toMatch(/^HTTP\/1\.1 405 /);
    expect(trace).toMatch(/\r\nAllow: GET, HEAD\r\n/i);
    expect(trace).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i);
    expect(trace).toMatch(/\r\nContent-Security-Policy: default-src 'self'; script-src 'self';/i);
    const connect = await rawExchange(host, 'CONNECT evil.test:443 HTTP/1.1\r\nHost: evil.test:443\r\n\r\n');
    expect(connect).toMatch(/^HTTP\/1\.1 405 /);
    expect(connect).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i);
    const star = await rawExchange(host, 'OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(star).toMatch(/^HTTP\/1\.1 400 /);
    const malformed = await fetch(`http://${host}/quiz/csgo/%E0%A4%A`);
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('hands Next the path the gate judged, dot segments resolved, and answers an unsatisfiable range itself', async () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-server-'));
    fs.writeFileSync(path.join(publicDir, 'logo.svg'), '<svg/>');
    try {
      const host = await start({ staticRoots: [{ prefix: '/', dir: publicDir }] });
      const dotted = await rawExchange(host, 'GET /api/%2e%2e/page HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      expect(dotted).toMatch(/^HTTP\/1\.1 200 /);
      expect(dotted).toContain('self.__next_f=[1]');
      const posted = await rawExchange(
        host,
        'POST /api/../page HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n',
      );
      expect(posted).toMatch(/^HTTP\/1\.1 405 /);
      const range = await fetch(`http://${host}/logo.svg`, { headers: { range: 'bytes=99999999-' } });
      expect(range.status).toBe(416);
      expect(range.headers.get('content-range')).toBe('bytes */6');
      expect(range.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  });

  it("replaces the client's own X-Forwarded-For with its socket address unless the connection is a trusted proxy", async () => {
    const untrusted = await start();
    const elsewhere = await start({ isTrustedProxy: trustedProxies('10.0.0.0/8') });
    const loopback = await start({ isTrustedProxy: trustedProxies('1') });
    const forwarded = async (host: string, header: string) =>
      (await (await fetch(`http://${host}/forwarded`, { headers: { 'x-forwarded-for': header } })).json()).forwarded;
    expect(await forwarded(untrusted, '203.0.113.9')).toBe('127.0.0.1');
    // A proxy list that does not hold this connection's address: the header is the client's own words, ignored.
    expect(await forwarded(elsewhere, '203.0.113.9')).toBe('127.0.0.1');
    // From a trusted proxy: what it appended, and nothing the client wrote before it.
    expect(await forwarded(loopback, '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    expect(await forwarded(loopback, '[2001:db8::7]:443')).toBe('2001:db8::7');
    // Unreadable entries, however many and however different, are one client.
    expect(
      new Set(
        await Promise.all(['junk-1', 'x'.repeat(300), '1.2.3.4.5', '::g'].map((junk) => forwarded(loopback, junk))),
      ),
    ).toEqual(new Set([UNREADABLE]));
  });

  it('closes a connection whose headers never finish with 408', async () => {
    const host = await start({ limits: { headersTimeout: 300, requestTimeout: 600, connectionsCheckingInterval: 50 } });
    expect(await rawExchange(host, 'GET /page HTTP/1.1\r\nHost: x\r\n')).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection whose body never finishes with 408', async () => {
    const host = await start({ limits: { headersTimeout: 300, requestTimeout: 600, connectionsCheckingInterval: 50 } });
    const partial =
      'POST /api/x HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":';
    expect(await rawExchange(host, partial)).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('refuses connections over the cap until one closes', async () => {
    const host = await start({ limits: { maxConnections: 2 } });
    const [hostname, port] = host.split(':');
    const open = await Promise.all(
      [1, 2].map(
        () =>
          new Promise<net.Socket>((resolve) => {
            const socket = net.connect(Number(port), hostname, () => resolve(socket));
          }),
      ),
    );
    expect(await rawExchange(host, 'GET /page HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).not.toMatch(/HTTP/);
    open.forEach((socket) => socket.destroy());
    const server = servers[0];
    const connections = () =>
      new Promise<number>((resolve) => server?.getConnections((_error, count) => resolve(count)));
    while ((await connections()) > 0) await new Promise((resolve) => setImmediate(resolve));
    expect(await rawExchange(host, 'GET /page HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).toMatch(
      /^HTTP\/1\.1 200 /,
    );
  });
});

import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gateStaticFile, rangeVerdict } from '@/lib/server/static-files.mjs';

describe('rangeVerdict', () => {
  it.each([
    ['bytes=0-10', 'range'],
    ['bytes=5-', 'range'],
    ['bytes=-5', 'range'],
    ['bytes=470-470', 'range'],
    ['bytes=0-99999', 'range'],
    ['bytes=x', 'whole'],
    ['bytes=5-1', 'whole'],
    ['bytes=-', 'whole'],
    ['bytes=0-1,5-6', 'whole'],
    ['items=0-5', 'whole'],
    ['', 'whole'],
    ['bytes=471-', 'unsatisfiable'],
    ['bytes=99999999-', 'unsatisfiable'],
    ['bytes=99999999999999999999999-1', 'whole'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=-470', 'range'],
    ['bytes=-471', 'whole'],
    ['bytes=-99999999', 'whole'],
  ] as const)('reads %p on a 471-byte file as %p', (header, verdict) => {
    expect(rangeVerdict(header, 471)).toBe(verdict);
  });

  it('finds nothing satisfiable in an empty file', () => {
    expect(rangeVerdict('bytes=0-', 0)).toBe('unsatisfiable');
    expect(rangeVerdict('bytes=-1', 0)).toBe('unsatisfiable');
  });
});

describe('gateStaticFile', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-files-'));
  fs.mkdirSync(path.join(dir, 'public', 'images'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'next-static', 'chunks'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'public', 'images', 'logo.svg'), 'x'.repeat(471));
  fs.writeFileSync(path.join(dir, 'next-static', 'chunks', 'a.js'), 'y'.repeat(100));
  fs.writeFileSync(path.join(dir, 'secret.txt'), 'z');
  fs.writeFileSync(path.join(dir, 'public', 'images', '.gitignore'), '*');
  const roots = [
    { prefix: '/_next/static/', dir: path.join(dir, 'next-static') },
    { prefix: '/', dir: path.join(dir, 'public') },
  ];
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const request = (url: string, headers: Record<string, string>) =>
    ({ url, headers: { ...headers } }) as unknown as IncomingMessage;

  it('answers a range past the end of a file with 416 and its size', async () => {
    expect(await gateStaticFile(request('/images/logo.svg', { range: 'bytes=99999999-' }), roots)).toEqual({
      status: 416,
      text: 'Range not satisfiable',
      headers: { 'Content-Range': 'bytes */471' },
    });
    expect(
      (await gateStaticFile(request('/_next/static/chunks/a.js?v=1', { range: 'bytes=100-' }), roots))?.headers,
    ).toEqual({
      'Content-Range': 'bytes */100',
    });
  });

  it('drops a malformed range and the preconditions Next would fail on, so the whole file is sent', async () => {
    const malformed = request('/images/logo.svg', {
      range: 'bytes=5-1',
      'if-match': '"nope"',
      'if-unmodified-since': 'Mon, 01 Jan 1990 00:00:00 GMT',
    });
    expect(await gateStaticFile(malformed, roots)).toBeNull();
    expect(malformed.headers).toEqual({});
  });

  it("answers a dotfile with 404 (Next's file server refuses it with a 500), and leaves a missing one to Next", async () => {
    expect(await gateStaticFile(request('/images/.gitignore', {}), roots)).toEqual({
      status: 404,
      text: 'Not found',
      headers: {},
    });
    expect(await gateStaticFile(request('/images/.missing', {}), roots)).toBeNull();
  });

  it('keeps a satisfiable range', async () => {
    const ranged = request('/images/logo.svg', { range: 'bytes=0-10' });
    expect(await gateStaticFile(ranged, roots)).toBeNull();
    expect(ranged.headers).toEqual({ range: 'bytes=0-10' });
  });

  it.each(['/no-such.svg', '/images', '/%2e%2e/secret.txt', '/images/%00', '/contact'])(
    'leaves %p (no static file) to Next',
    async (url) => {
      const other = request(url, { range: 'bytes=5-1' });
      expect(await gateStaticFile(other, roots)).toBeNull();
      expect(other.headers).toEqual({ range: 'bytes=5-1' });
    },
  );
});

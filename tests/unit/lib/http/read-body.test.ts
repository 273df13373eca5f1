import {
  fitsJsonMembers,
  MAX_BODIES_IN_FLIGHT,
  MAX_JSON_MEMBERS,
  readBody,
  type BodyOptions,
} from '@/lib/http/read-body.server';
import { Refused, statusOf } from '@/lib/http/refusal';

function post(body: BodyInit | null, contentType: string | null, headers: Record<string, string> = {}) {
  return new Request('http://site.test/api/x', {
    method: 'POST',
    body,
    headers: { ...(contentType ? { 'content-type': contentType } : {}), ...headers },
  });
}

async function refusal(request: Request, options?: BodyOptions): Promise<number> {
  try {
    await readBody(request, options);
  } catch (error) {
    if (error instanceof Refused) return statusOf(error.refusal);
    throw error;
  }
  return 200;
}

describe('readBody', () => {
  it('reads JSON, URL-encoded and multipart bodies', async () => {
    expect(await readBody(post('{"email":"a@gmail.com"}', 'application/json'))).toEqual({
      format: 'json',
      value: { email: 'a@gmail.com' },
    });
    expect(await readBody(post('email=a%40gmail.com', 'application/x-www-form-urlencoded'))).toEqual({
      format: 'form',
      value: { email: 'a@gmail.com' },
    });
    const form = new FormData();
    form.set('email', 'b@gmail.com');
    const multipart = new Request('http://site.test/api/x', { method: 'POST', body: form });
    expect(await readBody(multipart)).toEqual({ format: 'form', value: { email: 'b@gmail.com' } });
  });

  it('reads multipart bodies as Chrome and Safari send them, with a mixed-case boundary', async () => {
    const boundary = '----WebKitFormBoundaryq8OdUhWzTNPZ0TqB';
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const body = `${part('user_name', 'Ada Player')}${part('user_email', 'ada@example.org')}${part('message', 'Hi,\r\nthere')}${part('website', '')}--${boundary}--\r\n`;
    for (const contentType of [
      `multipart/form-data; boundary=${boundary}`,
      `Multipart/Form-Data; Boundary=${boundary}`,
    ]) {
      expect(await readBody(post(body, contentType))).toEqual({
        format: 'form',
        value: { user_name: 'Ada Player', user_email: 'ada@example.org', message: 'Hi,\r\nthere', website: '' },
      });
    }
  });

  it('matches the media type exactly, in any case', async () => {
    expect(await readBody(post('{"a":1}', 'Application/JSON; charset=UTF-8'))).toEqual({
      format: 'json',
      value: { a: 1 },
    });
    expect(await refusal(post('{"a":1}', 'application/jsonp'))).toBe(415);
  });

  it('keeps a __proto__ form field as plain data', async () => {
    const { value } = await readBody(post('__proto__=x&email=a', 'application/x-www-form-urlencoded'));
    expect(Object.keys(value as object)).toEqual(['__proto__', 'email']);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
  });

  it('answers 415 for other content types, 400 for malformed JSON, 413 past 16 KB', async () => {
    expect(await refusal(post('x', 'text/plain'))).toBe(415);
    expect(await refusal(post('x', null))).toBe(415);
    expect(await refusal(post('{"email":', 'application/json'))).toBe(400);
    expect(await refusal(post(JSON.stringify({ message: 'x'.repeat(17_000) }), 'application/json'))).toBe(413);
    expect(await refusal(post('{}', 'application/json', { 'content-length': '999999' }))).toBe(413);
  });

  it('refuses a file upload', async () => {
    const form = new FormData();
    form.set('email', new Blob(['x']), 'x.txt');
    expect(await refusal(new Request('http://site.test/api/x', { method: 'POST', body: form }))).toBe(400);
  });

  it('refuses a format the route does not take before reading a byte of the body', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled += 1;
          controller.enqueue(new TextEncoder().encode('a=1'));
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const request = new Request('http://site.test/api/x', {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    } as RequestInit);
    expect(await refusal(request, { formats: ['json'] })).toBe(415);
    expect(pulled).toBe(0);
  });

  it('refuses JSON of a few hundred thousand tiny members by one pass, before parsing it', async () => {
    const choices = Object.fromEntries(Array.from({ length: 200_000 }, (_, i) => [`k${i}`, 'v']));
    expect(await refusal(post(JSON.stringify({ choices }), 'application/json'), { maxBytes: 4_000_000 })).toBe(400);
    expect(
      await refusal(post(JSON.stringify({ log: Array(100_000).fill(1) }), 'application/json'), { maxBytes: 4_000_000 }),
    ).toBe(400);
    const longLog = JSON.stringify({ game: 'x', choices: { a: 'b' }, log: '1,2,3,4,5,6 '.repeat(100_000) });
    expect(await readBody(post(longLog, 'application/json'), { maxBytes: 4_000_000 })).toMatchObject({
      format: 'json',
    });
  });

  it('counts only the separators outside strings', () => {
    const members = Array.from({ length: MAX_JSON_MEMBERS / 2 - 1 }, (_, i) => `"k${i}":"a,b:c\\\\",`).join('');
    expect(fitsJsonMembers(`{${members}"end":1}`, MAX_JSON_MEMBERS)).toBe(true);
    expect(fitsJsonMembers(`{${members}"x":1,"end":1}`, MAX_JSON_MEMBERS)).toBe(false);
    expect(fitsJsonMembers(`{"s":"${'\\",'.repeat(MAX_JSON_MEMBERS * 2)}"}`, MAX_JSON_MEMBERS)).toBe(true);
    expect(members.length > 0 && JSON.parse(`{${members}"end":1}`)).toMatchObject({ k0: 'a,b:c\\' });
  });

  it('answers 400 for a body cut short, as for any other refusal', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"a":'));
        controller.error(new Error('aborted'));
      },
    });
    const request = new Request('http://site.test/api/x', {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { 'content-type': 'application/json' },
    } as RequestInit);
    expect(await refusal(request)).toBe(400);
  });

  it('bounds the bytes of all bodies still arriving, across requests', async () => {
    const megabyte = new Uint8Array(1024 * 1024).fill(0x20);
    const endless = () =>
      new Request('http://site.test/api/x', {
        method: 'POST',
        body: new ReadableStream<Uint8Array>({ pull: (controller) => controller.enqueue(megabyte) }),
        duplex: 'half',
        headers: { 'content-type': 'application/json' },
      } as RequestInit);
    const perRequest = MAX_BODIES_IN_FLIGHT / 4 + 1024 * 1024;
    const statuses = await Promise.all(Array.from({ length: 6 }, () => refusal(endless(), { maxBytes: perRequest })));
    expect(statuses).toContain(503);
    expect(await refusal(post('{"a":1', 'application/json'))).toBe(400);
  });
});

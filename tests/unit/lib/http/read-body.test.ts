import { readBody, RequestError } from '@/lib/http/read-body.server';

function post(body: BodyInit | null, contentType: string | null, headers: Record<string, string> = {}) {
  return new Request('http://site.test/api/x', {
    method: 'POST',
    body,
    headers: { ...(contentType ? { 'content-type': contentType } : {}), ...headers },
  });
}

async function refusal(request: Request): Promise<number> {
  try {
    await readBody(request);
  } catch (error) {
    if (error instanceof RequestError) return error.status;
    throw error;
  }
  return 200;
}

describe('readBody', () => {
  it('reads JSON, URL-encoded and multipart bodies', async () => {
    expect(await readBody(post('{"email":"a@gmail.com"}', 'application/json'))).toEqual({ format: 'json', value: { email: 'a@gmail.com' } });
    expect(await readBody(post('email=a%40gmail.com', 'application/x-www-form-urlencoded'))).toEqual({ format: 'form', value: { email: 'a@gmail.com' } });
    const form = new FormData();
    form.set('email', 'b@gmail.com');
    const multipart = new Request('http://site.test/api/x', { method: 'POST', body: form });
    expect(await readBody(multipart)).toEqual({ format: 'form', value: { email: 'b@gmail.com' } });
  });

  it('reads multipart bodies as Chrome and Safari send them, with a mixed-case boundary', async () => {
    const boundary = '----WebKitFormBoundaryq8OdUhWzTNPZ0TqB';
    const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const body = `${part('user_name', 'Ada Player')}${part('user_email', 'ada@example.org')}${part('message', 'Hi,\r\nthere')}${part('website', '')}--${boundary}--\r\n`;
    for (const contentType of [`multipart/form-data; boundary=${boundary}`, `Multipart/Form-Data; Boundary=${boundary}`]) {
      expect(await readBody(post(body, contentType))).toEqual({
        format: 'form',
        value: { user_name: 'Ada Player', user_email: 'ada@example.org', message: 'Hi,\r\nthere', website: '' },
      });
    }
  });

  it('matches the media type exactly, in any case', async () => {
    expect(await readBody(post('{"a":1}', 'Application/JSON; charset=UTF-8'))).toEqual({ format: 'json', value: { a: 1 } });
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
});

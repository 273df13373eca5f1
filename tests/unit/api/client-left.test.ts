import { createTempDataDir } from './helpers';

createTempDataDir();
type Handler = (request: Request) => Promise<Response>;
let POST: Handler;

beforeAll(async () => {
  ({ POST } = await import('@/app/api/contact/route'));
});
afterAll(async () => (await import('@/lib/store/store.server')).closeStore());

/** A contact post whose client goes away after the first bytes of the body, as Node reports it (ECONNRESET, 'aborted'). */
function abandonedPost(): Request {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"user_name":"Al'));
      controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
    },
  });
  return new Request('http://localhost:3000/api/contact', {
    method: 'POST',
    body,
    duplex: 'half',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': '192.0.2.77' },
  } as RequestInit);
}

describe('a form post the client abandons mid-body', () => {
  it('is answered 400 and not logged as an error', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await POST(abandonedPost());
      expect(response.status).toBe(400);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});

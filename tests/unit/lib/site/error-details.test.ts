import { errorDetails } from '@/lib/site/error-details';

describe('errorDetails', () => {
  it('reads the message and the digest Next attaches, from anything thrown', () => {
    expect(errorDetails(Object.assign(new Error('boom'), { digest: '42' }))).toEqual({ message: 'boom', digest: '42' });
    expect(errorDetails(new Error('plain'))).toEqual({ message: 'plain', digest: null });
    expect(errorDetails('text')).toEqual({ message: 'text', digest: null });
  });
});

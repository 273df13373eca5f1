import type { DrawInfo } from '@/games/kit';
import { render } from '@/games/neon-horizon/render';
import { drawCar, drawThings } from '@/games/neon-horizon/render-things';
import { createState } from '@/games/neon-horizon/sim';
import { fakeContext } from '../../../fixtures/fake-canvas';

jest.mock('@/games/neon-horizon/render-things', () => ({
  ...jest.requireActual('@/games/neon-horizon/render-things'),
  drawCar: jest.fn(),
  drawThings: jest.fn(),
}));

const info = (scene: DrawInfo['scene']): DrawInfo => ({
  scene,
  reducedMotion: false,
  time: 1,
  layout: 'landscape',
  width: 563,
  height: 360,
  scale: 780 / 360,
});

describe('NEON HORIZON behind the title', () => {
  // The title's backdrop is kept on a canvas of its own; one that cannot draw is simply left out.
  beforeAll(() => {
    Object.assign(globalThis, { document: { createElement: () => ({ getContext: () => null }) } });
  });
  afterAll(() => {
    Reflect.deleteProperty(globalThis, 'document');
  });

  it('runs its demo without the car or the track’s things, so no title text stands over them; in play both are drawn', () => {
    render(fakeContext(), createState(1), info('title'));
    expect(drawCar).not.toHaveBeenCalled();
    expect(drawThings).not.toHaveBeenCalled();
    render(fakeContext(), createState(1), info('playing'));
    expect(drawCar).toHaveBeenCalledTimes(1);
    expect(drawThings).toHaveBeenCalledTimes(1);
  });
});

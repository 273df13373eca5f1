import type { DrawInfo } from '@/games/kit';
import { render } from '@/games/neon-horizon/render';
import { drawCar } from '@/games/neon-horizon/render-things';
import { createState } from '@/games/neon-horizon/sim';
import { fakeContext } from '../../../fixtures/fake-canvas';

jest.mock('@/games/neon-horizon/render-things', () => ({
  ...jest.requireActual('@/games/neon-horizon/render-things'),
  drawCar: jest.fn(),
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

  it('runs its demo without the car, so no title text stands over it; in play the car is drawn', () => {
    render(fakeContext(), createState(1), info('title'));
    expect(drawCar).not.toHaveBeenCalled();
    render(fakeContext(), createState(1), info('playing'));
    expect(drawCar).toHaveBeenCalledTimes(1);
  });
});

import { makeCamera } from '@/games/neon-horizon/camera';
import { MARGIN_DIM, drawMargins } from '@/games/neon-horizon/render-scene';
import { fakeContext } from '../../../fixtures/fake-canvas';

describe("NEON HORIZON's margins round the field", () => {
  it('carry the sky above the horizon and the floor below it across the whole frame, dimmed, never bare black', () => {
    // A desktop's field with the kit's band for pause and mute at its right, and a strip above and below.
    const c = makeCamera(960, 600, 0, 0);
    const frame = { x: 0, y: -12, width: 1010, height: 625 };
    const fills: { style: unknown; x: number; y: number; w: number; h: number }[] = [];
    const props: Record<string, unknown> = {};
    // The backdrop makes its gradients in this order: the sky, the floor, the haze.
    const names = ['sky', 'floor', 'haze'];
    let made = 0;
    const ctx = fakeContext(
      {
        createLinearGradient: () => ({ name: names[made++], addColorStop: () => undefined }),
        fillRect: (x: number, y: number, w: number, h: number) => fills.push({ style: props.fillStyle, x, y, w, h }),
      },
      props,
    );
    drawMargins(ctx, c, frame);
    const [sky, floor, dim] = fills;
    expect(sky).toMatchObject({
      style: { name: 'sky' },
      x: frame.x,
      y: frame.y,
      w: frame.width,
      h: c.horizon - frame.y,
    });
    expect(floor).toMatchObject({ style: { name: 'floor' }, x: frame.x, y: c.horizon, w: frame.width });
    expect((floor?.y ?? 0) + (floor?.h ?? 0)).toBeCloseTo(frame.y + frame.height);
    expect(dim).toMatchObject({
      style: `rgba(0, 0, 0, ${MARGIN_DIM})`,
      x: frame.x,
      y: frame.y,
      w: frame.width,
      h: frame.height,
    });
    // Dimmed enough to read as a frame round the play, yet the night shows through.
    expect(MARGIN_DIM).toBeGreaterThanOrEqual(0.4);
    expect(MARGIN_DIM).toBeLessThanOrEqual(0.7);
  });
});

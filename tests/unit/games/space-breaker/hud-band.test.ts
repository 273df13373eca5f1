import { HUD_BAND, firstClear, inWorld, meets, worldView, wrappedBoxes } from '@/games/space-breaker/view';
import { LANDSCAPE_WORLD, PORTRAIT_WORLD } from '@/games/space-breaker/world';

describe('Space Breaker: the HUD band, off the play', () => {
  it.each([
    ['sideways', { width: 800, height: 450 }, LANDSCAPE_WORLD],
    ['upright', { width: 450, height: 800 }, PORTRAIT_WORLD],
  ])(
    '%s, fills the field under the band edge to edge, drawn a tenth larger than the field’s units',
    (_name, field, world) => {
      const view = worldView(field, world);
      expect(view.y).toBe(HUD_BAND);
      expect(view.x).toBeGreaterThanOrEqual(-1e-9);
      expect(world.width * view.scale).toBeGreaterThan(field.width - 2);
      expect(world.width * view.scale).toBeLessThanOrEqual(field.width + 1e-9);
      expect(view.y + world.height * view.scale).toBeGreaterThan(field.height - 2);
      expect(view.y + world.height * view.scale).toBeLessThanOrEqual(field.height + 1e-9);
      // Rocks show larger than the field's units: big on a phone held sideways, whose field is only 390 px tall.
      expect(view.scale).toBeGreaterThanOrEqual(1.09);
    },
  );

  it('cuts a hazard straddling the world edge to what shows, so its box never reaches into the band', () => {
    expect(inWorld({ x: -10, y: -20, width: 40, height: 40 }, LANDSCAPE_WORLD)).toEqual({
      x: 0,
      y: 0,
      width: 30,
      height: 20,
    });
    expect(inWorld({ x: -50, y: 10, width: 40, height: 40 }, LANDSCAPE_WORLD)).toBeNull();
  });

  it('finds a rock at the edge on both sides of the world, as it is drawn', () => {
    const boxes = wrappedBoxes(LANDSCAPE_WORLD, 5, 200, 20);
    expect(boxes).toHaveLength(2);
    const note = { x: LANDSCAPE_WORLD.width - 20, y: 190, width: 10, height: 10 };
    expect(boxes.some((box) => meets(box, note))).toBe(true);
    expect(wrappedBoxes(LANDSCAPE_WORLD, 400, 200, 20)).toHaveLength(1);
  });

  it('puts a block of notes in the first of its rows where no rock covers any line, and nowhere when each is covered', () => {
    const rows = [0.2, 0.8, 0.5].map((row) => [
      { x: 200, y: 372 * row - 8, width: 300, height: 16 },
      { x: 220, y: 372 * row + 14, width: 260, height: 16 },
    ]);
    const rockUp = { x: 300, y: 50, width: 80, height: 80 };
    const rockDown = { x: 250, y: 280, width: 80, height: 80 };
    const rockMid = { x: 400, y: 200, width: 80, height: 10 };
    expect(firstClear(rows, [])).toBe(0);
    expect(firstClear(rows, [rockUp])).toBe(1);
    expect(firstClear(rows, [rockUp, rockDown])).toBe(2);
    expect(firstClear(rows, [rockUp, rockDown, rockMid])).toBe(-1);
  });
});

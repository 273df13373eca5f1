import type { DrawInfo } from '@/games/kit';
import { COLORS } from '@/games/kit/theme';
import { contrast } from '@/games/kit/contrast';
import { NOVICE } from '@/games/kit/players';
import { activeCue, jumpWindow } from '@/games/neon-horizon/cues';
import { SKY_PLATE, render } from '@/games/neon-horizon/render';
import { zoneLook } from '@/games/neon-horizon/render-things';
import {
  BASE_SPEED,
  DEBUTS,
  MAX_SPEED,
  NO_INPUT,
  createState,
  update,
  type Obstacle,
  type State,
} from '@/games/neon-horizon/sim';
import { fakeContext } from '../../../fixtures/fake-canvas';
import { DT, run } from './helpers';

const info = (time: number, width: number, height: number): DrawInfo => ({
  scene: 'playing',
  reducedMotion: false,
  time,
  layout: width > height ? 'landscape' : 'portrait',
  width,
  height,
  scale: 390 / Math.min(width, height),
});

/** Every text a frame draws, with the opacity and colour it is drawn in, and every plate (rectangle) filled before it. */
function drawnWords(s: State, at: DrawInfo): { text: string; alpha: number; plateAlpha: number; plate: unknown }[] {
  const props: Record<string, unknown> = {};
  let plate = { alpha: 0, style: undefined as unknown };
  const words: { text: string; alpha: number; plateAlpha: number; plate: unknown }[] = [];
  const ctx = fakeContext(
    {
      fillRect: () => {
        plate = { alpha: Number(props.globalAlpha ?? 1), style: props.fillStyle };
      },
      fillText: (text: string) => {
        words.push({ text, alpha: Number(props.globalAlpha ?? 1), plateAlpha: plate.alpha, plate: plate.style });
      },
    },
    props,
  );
  render(ctx, s, at);
  return words;
}

describe('NEON HORIZON: banners read at every moment', () => {
  beforeAll(() => {
    Object.assign(globalThis, { document: { createElement: () => ({ getContext: () => null }) } });
  });
  afterAll(() => {
    Reflect.deleteProperty(globalThis, 'document');
  });

  it('amber words on the sky plate contrast well over 4.5:1', () => {
    expect(contrast(COLORS.amber, SKY_PLATE)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    [360, 779],
    [779, 360],
    [563, 360],
  ])(
    '%ix%i: a NEW banner and the lesson’s prompt are drawn whole on an opaque plate through the pulse and fade',
    (w, h) => {
      // The wall's prompt showing, and a banner in its last twentieth of a second.
      let s = run(createState(2), 5);
      s = { ...s, popups: [{ text: DEBUTS.gap ?? '', life: 0.05 }] };
      for (let t = 0; t < 1; t += 0.037) {
        const words = drawnWords(s, info(t, w, h)).filter(
          (word) => word.text.startsWith('NEW') || /→|←/.test(word.text),
        );
        expect(words.length).toBeGreaterThan(0);
        for (const word of words) expect(word).toMatchObject({ alpha: 1, plateAlpha: 1, plate: SKY_PLATE });
      }
    },
  );

  it('a lesson’s press kept for its moment says so on the prompt’s plate (GOT IT: JUMP), until the car jumps', () => {
    let s = createState(2);
    while (activeCue(s)?.move !== 'jump') s = update(s, { ...NO_INPUT, right: activeCue(s)?.move === 'lane' }, DT);
    s = update(s, { ...NO_INPUT, up: true }, DT);
    expect(s.kept).toBe('jump');
    expect(drawnWords(s, info(0.5, 360, 779)).map((word) => word.text)).toContain('GOT IT: JUMP');
    while (s.kept) s = update(s, NO_INPUT, DT);
    expect(s.car.y).toBeGreaterThan(0);
    expect(drawnWords(s, info(0.5, 360, 779)).map((word) => word.text)).not.toContain('GOT IT: JUMP');
  });
});

describe('NEON HORIZON: the take-off cue', () => {
  it('the take-off line at the zone’s start is drawn at full strength lit or not; the band and its arrows light up on it', () => {
    const [dark, lit] = [zoneLook(false), zoneLook(true)];
    expect(dark.mark).toBe(1);
    expect(lit.mark).toBe(1);
    expect(lit.band).toBeGreaterThan(dark.band * 3);
    expect(lit.arrows).toBeGreaterThan(dark.arrows * 2);
  });

  it('a jump’s window is longer than a novice’s spread of timing (its re-plan interval and two sigmas of misjudging)', () => {
    // The novice decides every 0.2 s and misjudges the moment by σ = aimError of a second: its presses spread over ~0.4 s.
    const spread = NOVICE.decideEvery + 4 * NOVICE.aimError;
    for (const speed of [BASE_SPEED, 25, MAX_SPEED]) {
      const beam = jumpWindow({ kind: 'low', depth: 0.5 } as Obstacle, speed)!;
      expect(beam.late - beam.early).toBeGreaterThanOrEqual(0.34);
      expect(beam.late - beam.early).toBeGreaterThan(spread * 0.85);
    }
  });
});

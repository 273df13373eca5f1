import { beginTextFrame, textsDrawn, textsOverHazards } from '@/games/kit/draw';
import type { DrawInfo } from '@/games/kit/types';
import {
  HALFWAY_SECONDS,
  SECTOR_SECONDS,
  halfwayBanner,
  passesHalfway,
  SECTORS,
  sectorNowAndNext,
  sectorProgress,
} from '@/games/endless-space-pilot/milestones';
import {
  LESSON_CSS,
  MESSAGE_CSS,
  SHIP_REAR,
  UPRIGHT_HUD,
  hudDepth,
  lessonLine,
  lessonPlate,
  onField,
  render,
  type Steering,
} from '@/games/endless-space-pilot/render';
import {
  HEIGHT,
  HUD_BAND,
  LESSON_STRIP,
  NO_INPUT,
  SHIP_MIN_X,
  WARMUP,
  WIDTH,
  createState,
  update,
  type State,
} from '@/games/endless-space-pilot/sim';
import { SOUNDS } from '@/games/endless-space-pilot/sounds';
import { fakeContext, measuringContext } from '../../fixtures/fake-canvas';

const DT = 1 / 60;

const SIDEWAYS: DrawInfo = { scene: 'playing', reducedMotion: true, time: 0, width: WIDTH, height: HEIGHT, scale: 1 };
const UPRIGHT: DrawInfo = { ...SIDEWAYS, layout: 'portrait', width: HEIGHT, height: WIDTH + UPRIGHT_HUD };

/** The texts one frame of `s` draws. */
function textsOf(s: State, info: DrawInfo, steering: Steering = 'keys') {
  beginTextFrame((x, y) => ({ x, y }));
  render(measuringContext().ctx, s, info, steering);
  return textsDrawn();
}

describe('Endless Space Pilot: the HUD at the top, off the rocks’ path', () => {
  const flying: State = { ...createState(3), time: 12, score: 321, nextSpawnAt: 1e9, nextPickupAt: 1e9 };

  it('sideways, the score, the sector with its countdown and the shield sit in a band at the top of the field', () => {
    const row = ['000321', 'SECTOR 1 · LAUNCH — NEXT IN 0:18', '◆ SHIELD'];
    const texts = textsOf(flying, SIDEWAYS);
    const hud = texts.filter((t) => row.includes(t.text));
    expect(hud.map((t) => t.text).sort()).toEqual([...row].sort());
    for (const t of hud) expect(t.y + t.height).toBeLessThanOrEqual(HUD_BAND);
    // The same one statement as upright: no countdown naming another sector's number.
    expect(texts.filter((t) => t.text.includes('SECTOR')).map((t) => t.text)).toEqual([row[1]]);
  });

  it('upright, the score and the shield sit in the top row, and the sector and its countdown in one statement under them', () => {
    const texts = textsOf(flying, UPRIGHT);
    const top = texts.filter((t) => ['000321', '◆ SHIELD'].includes(t.text));
    expect(top).toHaveLength(2);
    for (const t of top) expect(t.y + t.height).toBeLessThanOrEqual(HUD_BAND);
    // Never a countdown naming sector 2 over a row naming sector 1: one line says both.
    expect(texts.filter((t) => t.text.includes('SECTOR')).map((t) => t.text)).toEqual([
      'SECTOR 1 · LAUNCH — NEXT IN 0:18',
    ]);
    const row = texts.find((t) => t.text === sectorNowAndNext(12));
    expect(row?.y).toBeGreaterThanOrEqual(HUD_BAND);
    expect((row?.y ?? 0) + (row?.height ?? 0)).toBeLessThanOrEqual(UPRIGHT_HUD);
  });

  it('upright, the longest sector statement fits the row at its readable size', () => {
    const longest = Math.max(...SECTORS.map((_, i) => sectorNowAndNext(i * SECTOR_SECONDS + 0.5).length));
    // About 0.62 em a character of the row's bold 17 px face, inside the 450 px row less its margins.
    expect(longest * 0.62 * 17).toBeLessThanOrEqual(HEIGHT - 16);
  });

  it('upright, the HUD’s strip lies above the world: rocks come in under it, and the ship flies far below it', () => {
    expect(UPRIGHT_HUD).toBeGreaterThanOrEqual(HUD_BAND);
    // A rock entering at the world's far edge shows at the strip's lower edge, never in it.
    for (const y of [HUD_BAND, HEIGHT / 2, HEIGHT]) expect(onField({ x: WIDTH, y }, true).y).toBe(UPRIGHT_HUD);
    expect(onField({ x: 420, y: 0 }, true).y).toBeGreaterThan(UPRIGHT_HUD + WIDTH / 3);
    expect(onField({ x: 0, y: 0 }, true).y).toBe(UPRIGHT_HUD + WIDTH);
  });
});

describe('Endless Space Pilot: the lesson and the banners in the HUD, off the play', () => {
  /** The size in CSS px of every text a frame of `s` writes, from the font each is written in. */
  function sizesOf(s: State, info: DrawInfo, steering: Steering = 'keys'): Map<string, number> {
    const ctx = fakeContext();
    const sizes = new Map<string, number>();
    (ctx as unknown as Record<string, unknown>).fillText = (text: string) =>
      sizes.set(text, Number(/(\d+(?:\.\d+)?)px/.exec(String(ctx.font))?.[1] ?? 0) * (info.scale ?? 1));
    beginTextFrame((x, y) => ({ x, y }));
    render(ctx, s, info, steering);
    return sizes;
  }
  const phone = 390 / 450;
  const early: State = { ...createState(3), time: 1, nextSpawnAt: 1e9, nextPickupAt: 1e9 };

  it.each([
    ['sideways phone', { ...SIDEWAYS, scale: phone }],
    ['desktop', { ...SIDEWAYS, scale: 1135 / WIDTH }],
    ['upright phone', { ...UPRIGHT, scale: phone }],
  ])(
    '%s, writes the lesson on a plate on the ship’s side, at LESSON_CSS (15) px or more, off the ship’s path',
    (_name, info) => {
      const portrait = info.layout === 'portrait';
      for (const steering of ['touch', 'keys', 'mouse', 'keys-or-mouse'] as const) {
        const lesson = lessonLine(early, steering, portrait) ?? '';
        expect(lesson).toContain('★');
        const box = textsOf(early, info, steering).find((t) => t.text === lesson);
        if (!box) throw new Error('no lesson');
        const css = sizesOf(early, info, steering).get(lesson) ?? 0;
        expect(css).toBeGreaterThanOrEqual(LESSON_CSS);
        expect(LESSON_CSS).toBeGreaterThanOrEqual(MESSAGE_CSS);
        // The words sit across their plate, which holds them side to side.
        const plate = lessonPlate(info, box.width, css / (info.scale ?? 1));
        expect(box.x).toBeGreaterThanOrEqual(plate.x);
        expect(box.x + box.width).toBeLessThanOrEqual(plate.x + plate.width + 1e-9);
        expect(box.y).toBeLessThan(plate.y + plate.height / 2);
        expect(box.y + box.height).toBeGreaterThan(plate.y + plate.height / 2);
        if (portrait) {
          // Under the rearmost the ship is ever drawn, inside the field's bottom edge.
          expect(plate.y).toBeGreaterThan(onField({ x: SHIP_REAR, y: 0 }, true).y);
          expect(plate.y + plate.height).toBeLessThanOrEqual(info.height);
          expect(SHIP_REAR).toBeLessThanOrEqual(SHIP_MIN_X - 37);
        } else {
          // In the lesson's strip under the HUD's band, where nothing flies in the warm-up, starting over the ship's column.
          expect(plate.y).toBeGreaterThanOrEqual(HUD_BAND);
          expect(plate.y + plate.height).toBeLessThanOrEqual(hudDepth(early, false));
          expect(plate.x).toBeLessThan(early.ship.x);
        }
      }
    },
  );

  it.each([
    ['sideways', SIDEWAYS],
    ['upright', UPRIGHT],
  ])('%s, puts the lesson’s plate round its words, and draws it over no rock through the warm-up', (_name, info) => {
    const size = 20;
    const plate = lessonPlate(info, 200, size);
    expect(plate.width).toBe(200 + 16);
    expect(plate.height).toBeGreaterThanOrEqual(size);
    let s = createState(7);
    for (let t = 0; t < WARMUP - DT; t += DT) {
      s = update(s, { x: 0, y: Math.sin(t) }, DT);
      beginTextFrame((x, y) => ({ x, y }));
      render(fakeContext(), s, info);
      expect(textsOverHazards()).toEqual([]);
    }
  });

  it('sideways, the panel holds the lesson’s row only in the warm-up, and nothing flies under it then', () => {
    expect(hudDepth(early, false)).toBe(HUD_BAND + LESSON_STRIP);
    expect(hudDepth({ ...early, time: WARMUP }, false)).toBe(HUD_BAND);
    let s = createState(5);
    for (let t = 0; t < WARMUP - DT; t += DT) {
      s = update(s, { x: 0, y: -1 }, DT);
      for (const o of s.obstacles) expect(o.y - o.r).toBeGreaterThanOrEqual(HUD_BAND + LESSON_STRIP - 1e-9);
      for (const p of s.pickups) expect(p.y - p.r).toBeGreaterThanOrEqual(HUD_BAND + LESSON_STRIP);
    }
  });

  it('upright, writes the banners and the sector flown through in the HUD’s second row, never over the rocks', () => {
    const halfway = { ...createState(2), time: HALFWAY_SECONDS + 0.5, nextSpawnAt: 1e9, nextPickupAt: 1e9 };
    const calm = { ...halfway, time: HALFWAY_SECONDS + 7 };
    for (const [s, text] of [
      [halfway, halfwayBanner()],
      [calm, sectorNowAndNext(calm.time)],
    ] as const) {
      const box = textsOf(s, UPRIGHT).find((t) => t.text === text);
      expect(box?.y).toBeGreaterThanOrEqual(HUD_BAND);
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(UPRIGHT_HUD);
    }
    expect(UPRIGHT_HUD).toBeGreaterThanOrEqual(HUD_BAND + 28);
  });
});

describe('Endless Space Pilot: something happens in the first 30 s', () => {
  it('the HUD counts down to the next sector and its bar fills on the way', () => {
    expect(sectorNowAndNext(0)).toBe('SECTOR 1 · LAUNCH — NEXT IN 0:30');
    expect(sectorNowAndNext(SECTOR_SECONDS)).toBe('SECTOR 2 · ASTEROID BELT — NEXT IN 0:30');
    expect(sectorNowAndNext(11.2)).toBe('SECTOR 1 · LAUNCH — NEXT IN 0:19');
    expect(sectorNowAndNext(SECTOR_SECONDS + 29.5)).toBe('SECTOR 2 · ASTEROID BELT — NEXT IN 0:01');
    expect(sectorProgress(0)).toBe(0);
    expect(sectorProgress(HALFWAY_SECONDS)).toBeCloseTo(0.5);
    expect(sectorProgress(SECTOR_SECONDS + 6)).toBeCloseTo(0.2);
  });

  it(`passes a waypoint halfway to the first sector (${HALFWAY_SECONDS} s), once, with a sound and a banner`, () => {
    expect(HALFWAY_SECONDS).toBeLessThan(20);
    expect(passesHalfway(HALFWAY_SECONDS - DT, HALFWAY_SECONDS)).toBe(true);
    expect(passesHalfway(HALFWAY_SECONDS, HALFWAY_SECONDS + DT)).toBe(false);
    expect(SOUNDS.waypoint).toBeDefined();
    let s: State = { ...createState(2), nextSpawnAt: 1e9, nextPickupAt: 1e9 };
    const heard: number[] = [];
    while (s.time < SECTOR_SECONDS * 2 + 1) {
      s = update(s, NO_INPUT, DT);
      if (s.events.includes('waypoint')) heard.push(s.time);
    }
    expect(heard).toHaveLength(1);
    expect(heard[0]).toBeCloseTo(HALFWAY_SECONDS, 1);
    // No points: the sectors' bonuses alone make the score's milestones.
    expect(s.bonus).toBe(2 * 500);
    const banner = { ...createState(2), time: HALFWAY_SECONDS + 0.5, nextSpawnAt: 1e9, nextPickupAt: 1e9 };
    expect(textsOf(banner, SIDEWAYS).map((t) => t.text)).toContain(halfwayBanner());
    expect(textsOf(banner, UPRIGHT).map((t) => t.text)).toContain(halfwayBanner());
    expect(halfwayBanner()).toBe('HALFWAY TO ASTEROID BELT');
  });

  it('a ship that crashed before the waypoint passes none', () => {
    let s: State = { ...createState(2), time: HALFWAY_SECONDS - 0.5, crashed: true, crashedAt: 1 };
    let heard = false;
    for (let t = 0; t < 1; t += DT) {
      s = update(s, NO_INPUT, DT);
      heard ||= s.events.includes('waypoint');
    }
    expect(heard).toBe(false);
  });
});

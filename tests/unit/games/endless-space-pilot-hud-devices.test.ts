import { beginTextFrame, textsDrawn } from '@/games/kit/draw';
import type { DrawInfo } from '@/games/kit/types';
import { SECTOR_SECONDS, sectorNowAndNext } from '@/games/endless-space-pilot/milestones';
import { MESSAGE_ROW, SHARDS_LINE, SWEEP_LINE, UPRIGHT_HUD, render } from '@/games/endless-space-pilot/render';
import { HEIGHT, HUD_BAND, SHIELD_RECHARGE, WIDTH, createState, type State } from '@/games/endless-space-pilot/sim';
import { measuringContext } from '../../fixtures/fake-canvas';

/** The three screens the play-testers use, with the CSS px per logical px each gives the field. */
const DEVICES: [string, DrawInfo][] = [
  [
    'an upright phone (390×844)',
    {
      scene: 'playing',
      reducedMotion: true,
      time: 0,
      layout: 'portrait',
      width: HEIGHT,
      height: WIDTH + UPRIGHT_HUD,
      scale: 390 / HEIGHT,
    },
  ],
  [
    'a sideways phone (844×390)',
    {
      scene: 'playing',
      reducedMotion: true,
      time: 0,
      layout: 'landscape',
      width: WIDTH,
      height: HEIGHT,
      scale: 390 / HEIGHT,
    },
  ],
  [
    'a desktop (1280×800)',
    { scene: 'playing', reducedMotion: true, time: 0, layout: 'landscape', width: WIDTH, height: HEIGHT, scale: 1.4 },
  ],
];

/** A context measuring text as drawn, which notes the size each text is drawn at. */
function sizeNotingContext(sizes: Map<string, number>): CanvasRenderingContext2D {
  const measuring = measuringContext({ fillText: (text: string) => sizes.set(text, measuring.fontPx()) });
  return measuring.ctx;
}

/** The HUD at its widest, between banners: six digits of score, the shield recharging, each sector’s statement in turn. */
const widest = (sector: number): State => ({
  ...createState(4),
  time: sector * SECTOR_SECONDS + 22,
  sector,
  sectorAt: -1e9,
  score: 999999,
  shield: false,
  recharge: SHIELD_RECHARGE * 0.99,
  nextSpawnAt: 1e9,
  nextPickupAt: 1e9,
});

type Box = { x: number; y: number; width: number; height: number };
/** True when two text boxes share no ink. */
const apart = (a: Box, b: Box): boolean =>
  a.x >= b.x + b.width || a.x + a.width <= b.x || a.y >= b.y + b.height || a.y + a.height <= b.y;

describe('Endless Space Pilot: every device’s HUD says where the run is and when the next sector comes', () => {
  it.each(DEVICES)(
    'on %s, the statement is whole, at its full size, inside the field and clear of every other text',
    (_name, info) => {
      for (let sector = 0; sector < 9; sector++) {
        const s = widest(sector);
        const statement = sectorNowAndNext(s.time);
        const sizes = new Map<string, number>();
        beginTextFrame((x, y) => ({ x, y }));
        render(sizeNotingContext(sizes), s, info);
        const texts = textsDrawn();
        // One line about sectors, and it is the statement, drawn at 17 px: never squeezed to fit.
        expect(texts.filter((t) => t.text.includes('SECTOR')).map((t) => t.text)).toEqual([statement]);
        expect(sizes.get(statement)).toBe(17);
        const box = texts.find((t) => t.text === statement);
        if (!box) throw new Error('no statement drawn');
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(info.width);
        expect(box.y + box.height).toBeLessThanOrEqual(info.layout === 'portrait' ? HUD_BAND + MESSAGE_ROW : HUD_BAND);
        for (const other of texts.filter((t) => t !== box)) expect(apart(other, box)).toBe(true);
      }
    },
  );

  it.each(DEVICES)(
    'on %s, each NEW line is whole, at its full size, in the HUD’s panel and clear of every other text',
    (_name, info) => {
      const portrait = info.layout === 'portrait';
      for (const [line, met] of [
        [SHARDS_LINE, { shardsAt: 21 }],
        [SWEEP_LINE, { sweepAt: 21 }],
      ] as const) {
        const s = { ...widest(0), ...met };
        const sizes = new Map<string, number>();
        beginTextFrame((x, y) => ({ x, y }));
        render(sizeNotingContext(sizes), s, info);
        const texts = textsDrawn();
        const box = texts.find((t) => t.text === line);
        if (!box) throw new Error(`${line} not drawn`);
        // Upright in the second row's 17 px; sideways in the middle of the one row at the banners' 20 px.
        expect(sizes.get(line)).toBe(portrait ? 17 : 20);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(info.width);
        expect(box.y + box.height).toBeLessThanOrEqual(portrait ? HUD_BAND + MESSAGE_ROW : HUD_BAND);
        for (const other of texts.filter((t) => t !== box)) expect(apart(other, box)).toBe(true);
      }
    },
  );
});

import { padMatches } from '@/games/kit/input';
import { backingSize, fitLetterbox, toLogical } from '@/games/kit/letterbox';
import {
  advanceAccumulator,
  CALM_FRAME_MS,
  createDrawPacer,
  inTurns,
  MAX_STEPS,
  REST_AFTER_MS,
  STEP_MS,
} from '@/games/kit/loop';
import { chooseLabel, chosenLabels, cycleChoice, menuKey, moveMenu, restoreMenu, saveMenu } from '@/games/kit/menu';
import { percentile } from '@/games/kit/perf';
import { seedFromQuery } from '@/games/kit/test-build';
import { nextScene, startsRun } from '@/games/kit/scenes';
import { blend, contrast } from '@/games/kit/contrast';
import { fontWarmUps } from '@/games/kit/draw';
import {
  GAME_OVER_DIM,
  RESTART_DELAY_MS,
  drawOverlay,
  gameOverTap,
  hit,
  menuRows,
  nearMenu,
  postLine,
  postLineBox,
  restartProgress,
  restartReady,
  savedLine,
  startButton,
  type OverlayModel,
} from '@/games/kit/screens';
import { COLORS, FONT_FACES, FONT_SAMPLE } from '@/games/kit/theme';
import { bestKey, createStore, type StorageLike } from '@/games/kit/storage';
import type { MenuOption } from '@/games/kit/types';
import { fakeContext } from '../../fixtures/fake-canvas';

describe('draw pacer', () => {
  /** Which of a second of 60 Hz frames in `scene` are drawn. */
  const drawnInASecond = (pacer: ReturnType<typeof createDrawPacer>, scene: string, from = 0): number =>
    Array.from({ length: 60 }, (_, i) => pacer.due(from + i * STEP_MS, scene)).filter(Boolean).length;

  it('draws every frame in play', () => {
    expect(drawnInASecond(createDrawPacer(), 'playing')).toBe(60);
  });

  it('draws a title, a pause or a game over at the calm rate', () => {
    const pacer = createDrawPacer();
    const drawn = drawnInASecond(pacer, 'title');
    expect(drawn).toBeGreaterThanOrEqual(Math.floor(1000 / CALM_FRAME_MS) - 1);
    expect(drawn).toBeLessThanOrEqual(Math.ceil(1000 / CALM_FRAME_MS) + 1);
  });

  it('draws at once after a poke or a change of scene', () => {
    const pacer = createDrawPacer();
    expect(pacer.due(0, 'title')).toBe(true);
    expect(pacer.due(STEP_MS, 'title')).toBe(false);
    pacer.poke();
    expect(pacer.due(2 * STEP_MS, 'title')).toBe(true);
    expect(pacer.due(3 * STEP_MS, 'title')).toBe(false);
    expect(pacer.due(4 * STEP_MS, 'paused')).toBe(true);
    expect(pacer.due(5 * STEP_MS, 'paused')).toBe(false);
  });

  it('leaves a calm screen nobody touched as it is, until a poke or a new scene, and never rests in play', () => {
    const pacer = createDrawPacer();
    const seconds = REST_AFTER_MS / 1000;
    const drawnOver = (from: number, scene: string): number =>
      Array.from({ length: seconds }, (_, i) => drawnInASecond(pacer, scene, from + i * 1000)).reduce((a, b) => a + b);
    expect(drawnOver(0, 'title')).toBeGreaterThan(seconds * (1000 / CALM_FRAME_MS - 2));
    expect(drawnOver(REST_AFTER_MS, 'title')).toBe(0);
    pacer.poke();
    expect(drawnInASecond(pacer, 'title', 2 * REST_AFTER_MS)).toBeGreaterThan(1000 / CALM_FRAME_MS - 2);
    expect(drawnOver(3 * REST_AFTER_MS, 'title')).toBe(0);
    expect(drawnInASecond(pacer, 'playing', 4 * REST_AFTER_MS)).toBe(60);
    expect(drawnOver(5 * REST_AFTER_MS, 'playing')).toBe(60 * seconds);
  });
});

describe('loop accumulator', () => {
  it('runs one step per 60 Hz frame and keeps the remainder', () => {
    expect(advanceAccumulator(0, STEP_MS)).toEqual({ steps: 1, accumulator: 0 });
    const r = advanceAccumulator(0, STEP_MS * 2.5);
    expect(r.steps).toBe(2);
    expect(r.accumulator).toBeCloseTo(STEP_MS / 2);
  });

  it('runs no step on a 120 Hz frame, then one on the next', () => {
    const a = advanceAccumulator(0, STEP_MS / 2);
    expect(a.steps).toBe(0);
    const b = advanceAccumulator(a.accumulator, STEP_MS / 2);
    expect(b.steps).toBe(1);
  });

  it('clamps catch-up after a long pause instead of spiralling', () => {
    const r = advanceAccumulator(0, 10_000);
    expect(r.steps).toBe(MAX_STEPS);
    expect(r.accumulator).toBeLessThan(STEP_MS);
  });

  it('ignores negative elapsed time', () => {
    expect(advanceAccumulator(3, -50)).toEqual({ steps: 0, accumulator: 3 });
  });
});

describe('start-up work', () => {
  afterEach(() => jest.useRealTimers());

  it('runs each piece in a task of its own, in order, then starts what follows', () => {
    jest.useFakeTimers();
    const done: string[] = [];
    inTurns(
      ['fonts', 'backdrop'].map((name) => () => done.push(name)),
      () => done.push('loop'),
    );
    expect(done).toEqual([]);
    jest.advanceTimersToNextTimer();
    expect(done).toEqual(['fonts']);
    // What follows (the loop asking for its first frame) costs nothing: it comes right after the last piece.
    jest.advanceTimersToNextTimer();
    expect(done).toEqual(['fonts', 'backdrop', 'loop']);
  });

  it('starts what follows at once when there is no work', () => {
    const started = jest.fn();
    inTurns([], started);
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('measures the sample of letters and symbols in every face the games draw in, one face a piece', () => {
    const measured: string[] = [];
    const ctx = { font: '', measureText: (text: string) => (measured.push(`${ctx.font}|${text}`), {}) };
    const work = fontWarmUps(ctx as unknown as CanvasRenderingContext2D);
    expect(work).toHaveLength(FONT_FACES.length);
    for (const piece of work) piece();
    expect(measured).toEqual(FONT_FACES.map((face) => `${face}|${FONT_SAMPLE}`));
    expect(FONT_SAMPLE).toContain('◀');
  });
});

describe('letterbox', () => {
  it('pillarboxes a wide view and centres the playfield', () => {
    const box = fitLetterbox(1920, 540, 960, 540);
    expect(box).toEqual({ scale: 1, offsetX: 480, offsetY: 0 });
  });

  it('letterboxes a tall view', () => {
    const box = fitLetterbox(480, 800, 960, 540);
    expect(box.scale).toBe(0.5);
    expect(box.offsetX).toBe(0);
    expect(box.offsetY).toBe((800 - 270) / 2);
  });

  it('maps CSS pixels back to logical coordinates', () => {
    const box = fitLetterbox(1920, 540, 960, 540);
    expect(toLogical(box, 480, 0)).toEqual({ x: 0, y: 0 });
    expect(toLogical(box, 1440, 540)).toEqual({ x: 960, y: 540 });
  });

  it('sizes the backing store at the pixel ratio, never zero', () => {
    expect(backingSize(800, 450, 2)).toEqual({ width: 1600, height: 900 });
    expect(backingSize(0, 0, 1)).toEqual({ width: 1, height: 1 });
  });
});

describe('storage guard', () => {
  const throwing: StorageLike = {
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
  };

  it('falls back to defaults and swallows write errors when storage throws', () => {
    const store = createStore(throwing);
    expect(store.readNumber('x', 7)).toBe(7);
    expect(store.readString('x', 'd')).toBe('d');
    expect(() => store.write('x', 1)).not.toThrow();
  });

  it('works without any storage', () => {
    const store = createStore(undefined);
    store.write('a', 1);
    expect(store.readNumber('a', 0)).toBe(0);
  });

  it('round-trips numbers and rejects garbage', () => {
    const map = new Map<string, string>();
    const store = createStore({ getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) });
    store.write(bestKey('paddle-war'), 5);
    expect(store.readNumber('games.paddle-war.best', 0)).toBe(5);
    map.set('bad', 'NaN-ish');
    expect(store.readNumber('bad', 2)).toBe(2);
  });
});

describe('scene flow', () => {
  it('goes title → playing → paused → playing → gameover → playing', () => {
    let s = nextScene('title', 'start');
    expect(s).toBe('playing');
    s = nextScene(s, 'toggle-pause');
    expect(s).toBe('paused');
    s = nextScene(s, 'resume');
    expect(s).toBe('playing');
    s = nextScene(s, 'over');
    expect(s).toBe('gameover');
    expect(nextScene(s, 'start')).toBe('playing');
  });

  it('pauses on interrupt only while playing', () => {
    expect(nextScene('playing', 'interrupt')).toBe('paused');
    expect(nextScene('title', 'interrupt')).toBe('title');
    expect(nextScene('gameover', 'interrupt')).toBe('gameover');
  });

  it('ignores events that do not apply', () => {
    expect(nextScene('playing', 'start')).toBe('playing');
    expect(nextScene('title', 'toggle-pause')).toBe('title');
    expect(nextScene('title', 'over')).toBe('title');
    expect(nextScene('playing', 'to-title')).toBe('playing');
  });

  it('returns to the title from pause or game over', () => {
    expect(nextScene('paused', 'to-title')).toBe('title');
    expect(nextScene('gameover', 'to-title')).toBe('title');
  });

  it('starts a fresh run only from title or game over', () => {
    expect(startsRun('title', 'start')).toBe(true);
    expect(startsRun('gameover', 'start')).toBe(true);
    expect(startsRun('paused', 'start')).toBe(false);
    expect(startsRun('playing', 'resume')).toBe(false);
  });
});

/** One text an overlay drew: where (its middle), how big (px of its font) and in what colour. */
interface Written {
  text: string;
  x: number;
  y: number;
  size: number;
  color: unknown;
}

/** Every text the kit's overlay draws for `extra` over a game-over model, on a canvas that only keeps what it is told. */
function written(extra: Partial<OverlayModel>): Written[] {
  const out: Written[] = [];
  const props: Record<string, unknown> = {};
  const methods: Record<string, unknown> = {
    fillText: (text: string, x: number, y: number) =>
      out.push({ text, x, y, size: Number(/([\d.]+)px/.exec(String(props.font))?.[1]), color: props.fillStyle }),
  };
  const ctx = fakeContext(methods, props, 10);
  const model: OverlayModel = {
    scene: 'gameover',
    title: 'Game',
    width: 360,
    height: 640,
    controls: [],
    menu: [],
    choices: [],
    menuIndex: 0,
    score: 120,
    best: 300,
    headline: 'GAME OVER',
    notes: [],
    record: false,
    touch: true,
    scale: 1,
    reducedMotion: true,
    time: 0,
    ...extra,
  };
  drawOverlay(ctx as unknown as CanvasRenderingContext2D, model);
  return out;
}

describe('game over: the play-again prompt', () => {
  /** The texts the game-over screen writes for a restart wait that has run `progress` of its course. */
  const texts = (progress: number | undefined, touch: boolean, extra: Partial<OverlayModel> = {}): string[] =>
    written({ restart: progress, touch, ...extra }).map((w) => w.text);

  it(`takes a restart press only ${RESTART_DELAY_MS} ms after the game over`, () => {
    expect(restartReady(10_000 + RESTART_DELAY_MS - 1, 10_000)).toBe(false);
    expect(restartReady(10_000 + RESTART_DELAY_MS, 10_000)).toBe(true);
    expect(restartProgress(10_000, 10_000)).toBe(0);
    expect(restartProgress(10_000 + RESTART_DELAY_MS / 2, 10_000)).toBeCloseTo(0.5);
    expect(restartProgress(10_000 + 10 * RESTART_DELAY_MS, 10_000)).toBe(1);
  });

  it('asks to play again only once a press is taken, and shows the score before that', () => {
    for (const touch of [true, false]) {
      const waiting = texts(0.6, touch);
      expect(waiting).toContain('SCORE 120');
      expect(waiting.some((t) => t.includes('PLAY AGAIN'))).toBe(false);
      expect(texts(1, touch).some((t) => t.includes('PLAY AGAIN'))).toBe(true);
      expect(texts(undefined, touch).some((t) => t.includes('PLAY AGAIN'))).toBe(true);
      // The post line, a button a tap during the wait would not press, shows with the prompt; a saved place at once.
      expect(texts(0.6, touch, { postable: true }).some((t) => t.startsWith('POST YOUR SCORE'))).toBe(false);
      expect(texts(1, touch, { postable: true }).some((t) => t.startsWith('POST YOUR SCORE'))).toBe(true);
      expect(texts(0.6, touch, { postable: true, saved: { today: 3 } }).some((t) => t.startsWith('SAVED'))).toBe(true);
    }
  });

  const POST = 'POST YOUR SCORE TO THE LEADERBOARD';

  it('says the invitation in short where the whole line would not fit: an upright phone at the 12 CSS px floor', () => {
    const upright = { width: 540, height: 960, scale: 390 / 540, postable: true };
    const line = postLine(upright) ?? '';
    expect(line).toBe('POST YOUR SCORE');
    const box = postLineBox(upright, line);
    expect(box.x).toBeGreaterThan(0);
    expect(box.x + box.w).toBeLessThan(upright.width);
    expect(postLine({ width: 960, height: 540, scale: 1, postable: true })).toBe(POST);
  });

  it('invites a post while the run is offered and not yet saved (a refused or failed post keeps the invitation)', () => {
    const wide = { width: 960, height: 540, scale: 1 };
    expect(texts(1, true, { ...wide, postable: true })).toContain(POST);
    expect(texts(1, true, { ...wide, postable: false })).not.toContain(POST);
  });

  it('once the post is verified, says the run is saved and where, in place of the invitation, then how to play again', () => {
    const touch = texts(1, true, { postable: true, saved: { today: 4, week: 12, all: 80 } });
    expect(touch).toContain('SAVED: #4 TODAY');
    expect(touch).not.toContain(POST);
    expect(touch.indexOf('TAP TO PLAY AGAIN')).toBe(touch.indexOf('SAVED: #4 TODAY') + 1);
    const keys = texts(1, false, { postable: true, saved: { today: 4 } });
    expect(keys.indexOf('ENTER OR SPACE TO PLAY AGAIN')).toBe(keys.indexOf('SAVED: #4 TODAY') + 1);
  });

  it('opens the score panel on a tap on the post line, ignores a near miss of it, and restarts on a tap elsewhere', () => {
    // A phone held sideways (a 960×540 field 390 px high) and upright (540×960, 390 px wide).
    for (const [width, height, scale] of [
      [960, 540, 390 / 540],
      [540, 960, 390 / 540],
      [960, 540, 1],
    ] as const) {
      const offered = { width, height, scale, postable: true };
      const line = postLine(offered) ?? '';
      const box = postLineBox(offered, line);
      const middle = height * 0.585;
      expect(gameOverTap(offered, width / 2, middle)).toBe('scores');
      expect(gameOverTap(offered, box.x + 2, middle)).toBe('scores');
      expect(gameOverTap({ ...offered, saved: { today: 4 } }, width / 2, middle)).toBe('scores');
      // The play-again prompt and the best line restart.
      expect(gameOverTap(offered, width / 2, height * 0.7)).toBe('restart');
      expect(gameOverTap(offered, width / 2, height * 0.495)).toBe('restart');
      // Beside the line, or just above or below it, a tap was meant for it: it neither posts nor restarts.
      expect(gameOverTap(offered, box.x - 1, middle)).toBe('nothing');
      expect(gameOverTap(offered, 2, middle)).toBe('nothing');
      expect(gameOverTap(offered, width / 2, box.y - box.h / 4)).toBe('nothing');
      expect(gameOverTap(offered, width / 2, box.y + box.h * 1.25)).toBe('nothing');
      // No run offered (a test knob, a scoreless match): the line is not drawn and a tap there restarts.
      expect(gameOverTap({ ...offered, postable: false }, width / 2, middle)).toBe('restart');
      // A tap during the wait before a restart is taken was meant for the run: not a post, not a restart.
      expect(gameOverTap({ ...offered, restart: 0.6 }, width / 2, middle)).toBe('nothing');
      expect(gameOverTap({ ...offered, restart: 0.6 }, width / 2, height * 0.7)).toBe('nothing');
      expect(gameOverTap({ ...offered, restart: 1 }, width / 2, middle)).toBe('scores');
    }
  });

  it("keeps the post line's button around the line as drawn, with room to spare above and below it", () => {
    for (const m of [
      { width: 960, height: 540, scale: 390 / 540 },
      { width: 540, height: 960, scale: 390 / 540 },
      { width: 960, height: 540, scale: 1 },
    ]) {
      const [best, post, prompt] = written({ ...m, restart: 1, postable: true }).slice(2);
      const line = postLine({ ...m, postable: true }) ?? '';
      const box = postLineBox(m, line);
      expect(post?.text).toBe(line);
      expect(box.y).toBeLessThan((post?.y ?? 0) - (post?.size ?? 0) / 2);
      expect(box.y + box.h).toBeGreaterThan((post?.y ?? 0) + (post?.size ?? 0) / 2);
      expect(box.w).toBeGreaterThan(line.length * (post?.size ?? 0) * 0.6);
      // At least half a line of dark between the button and the lines above and below, so it stands on its own.
      expect(box.y - ((best?.y ?? 0) + (best?.size ?? 0) / 2)).toBeGreaterThanOrEqual((best?.size ?? 0) / 2);
      expect((prompt?.y ?? 0) - (prompt?.size ?? 0) / 2 - (box.y + box.h)).toBeGreaterThanOrEqual(
        (prompt?.size ?? 0) / 2,
      );
    }
  });

  it("draws the headline in the game's colour, magenta when it names none", () => {
    const headline = (extra: Partial<OverlayModel>) => written(extra).find((w) => w.text === 'YOU WIN 7–3!');
    expect(headline({ headline: 'YOU WIN 7–3!', headlineColor: COLORS.cyan })?.color).toBe(COLORS.cyan);
    expect(headline({ headline: 'YOU WIN 7–3!' })?.color).toBe(COLORS.magenta);
  });

  it.each(['cyan', 'magenta'] as const)(
    'keeps a %s headline 4.5:1 on the dimmed game-over screen over any of the kit colours',
    (name) => {
      for (const under of Object.values(COLORS))
        expect(contrast(COLORS[name], blend(under, COLORS.bg, GAME_OVER_DIM))).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('names the most local board the run reached, and says it is verified when it reached none', () => {
    expect(savedLine({ daily: 2, today: 9, week: 30, all: null })).toBe("SAVED: #2 IN TODAY'S RUN");
    expect(savedLine({ today: null, week: 7, all: 50 })).toBe('SAVED: #7 THIS WEEK');
    expect(savedLine({ today: null, week: null, all: null })).toBe('POSTED AND VERIFIED');
    expect(savedLine({})).toBe('POSTED AND VERIFIED');
  });
});

describe('title menu', () => {
  const menu: MenuOption[] = [
    { id: 'mode', label: 'Players', choices: ['1 Player', '2 Players'] },
    { id: 'difficulty', label: 'Computer', choices: ['Easy', 'Normal', 'Hard'], initial: 1 },
  ];

  it('starts from defaults and wraps moves and choices', () => {
    let m = restoreMenu(menu, 'not json');
    expect(chosenLabels(menu, m)).toEqual({ mode: '1 Player', difficulty: 'Normal' });
    m = moveMenu(menu, m, -1);
    expect(m.index).toBe(1);
    m = cycleChoice(menu, m, 2);
    expect(chosenLabels(menu, m).difficulty).toBe('Easy');
  });

  it('saves and restores choices by label', () => {
    const m = cycleChoice(menu, restoreMenu(menu, '[]'), 1, 0);
    expect(chosenLabels(menu, restoreMenu(menu, saveMenu(menu, m))).mode).toBe('2 Players');
    expect(chosenLabels(menu, restoreMenu(menu, '["Nope", 3]')).difficulty).toBe('Normal');
  });

  it('keeps the choices under one key a game can name', () => {
    expect(menuKey('my-game')).toBe('games.my-game.menu');
  });

  it('lets a game pick a choice by label, keeping the highlight and the other rows', () => {
    const start = moveMenu(menu, restoreMenu(menu, '["2 Players", "Hard"]'), 1);
    const picked = chooseLabel(menu, start, 'mode', '1 Player');
    expect(chosenLabels(menu, picked)).toEqual({ mode: '1 Player', difficulty: 'Hard' });
    expect(picked.index).toBe(1);
    expect(chosenLabels(menu, restoreMenu(menu, saveMenu(menu, picked))).mode).toBe('1 Player');
    expect(chooseLabel(menu, start, 'nope', '1 Player')).toBe(start);
    expect(chooseLabel(menu, start, 'mode', 'Nope')).toBe(start);
  });

  /** Paddle War's title menu: its own row, then the kit's run row with its note. */
  const twoRows: MenuOption[] = [
    { id: 'opponent', label: 'Versus', choices: ['CPU · Normal'] },
    { id: 'run', label: 'Run', choices: ['Free play'], notes: ['A new run every time'] },
  ];
  /** The title's instruction lines and start button drawn on a touch device for a field `width`×`height` at `scale`. */
  const title = (width: number, height: number, scale: number, controls: readonly string[]) => {
    const texts = written({ scene: 'title', width, height, scale, controls, menu: twoRows, choices: [0, 0] });
    return {
      lines: texts.filter((w) => controls.includes(w.text)),
      note: texts.find((w) => w.text === 'A new run every time'),
      button: startButton(width, height, scale),
    };
  };
  const FOUR = [
    'Drag anywhere to move your paddle',
    'Edges angle the ball',
    'Moving hits curve it',
    'Every 2nd SMASHES',
  ];

  it.each([
    { shape: 'a 960×540 field drawn 390 px high', width: 960, height: 540, scale: 390 / 540 },
    { shape: 'a 784×362 field drawn 362 px high', width: 784, height: 362, scale: 1 },
    { shape: 'a 640×360 field drawn 362 px high', width: 640, height: 360, scale: 362 / 360 },
  ])(
    'fits four 12 CSS px instruction lines between the menu and the start button sideways: $shape',
    ({ width, height, scale }) => {
      const { lines, note, button } = title(width, height, scale, FOUR);
      expect(lines).toHaveLength(4);
      lines.forEach((line, i) => {
        expect(line.size * scale).toBeGreaterThanOrEqual(12);
        expect(line.y - line.size / 2).toBeGreaterThan((note?.y ?? height) + (note?.size ?? 0) / 2);
        expect(line.y + line.size / 2).toBeLessThan(button.y);
        const next = lines[i + 1];
        if (next) expect(next.y - line.y).toBeGreaterThanOrEqual(line.size * 1.2);
      });
      // Still a big target for a thumb, inside the field.
      expect(button.h * scale).toBeGreaterThanOrEqual(48);
      expect(button.y + button.h).toBeLessThan(height * 0.93);
    },
  );

  it('gives keys and a mouse a slimmer start button of their own, under every key line', () => {
    const KEYS = ['←/→ or A/D  change lane', '↑/W jump  ↓/S slide', 'Pad: stick, A jump, B slide', 'P pause  M mute'];
    for (const [width, height, scale] of [
      [960, 540, 1],
      [960, 540, 1280 / 960],
    ] as const) {
      const texts = written({
        scene: 'title',
        width,
        height,
        scale,
        controls: KEYS,
        menu: twoRows,
        choices: [0, 0],
        touch: false,
      });
      const button = startButton(width, height, scale, false);
      expect(texts.find((w) => w.text === '▶  PLAY · ENTER OR SPACE')?.y).toBeCloseTo(button.y + button.h / 2);
      expect(texts.some((w) => w.text.includes('TAP'))).toBe(false);
      for (const line of texts.filter((w) => KEYS.includes(w.text)))
        expect(line.y + line.size / 2).toBeLessThan(button.y);
      expect(button.h * scale).toBeGreaterThanOrEqual(44);
      expect(button.h).toBeLessThan(startButton(width, height, scale).h);
    }
  });

  it('keeps the start button where it was on an upright phone, a tablet and a big screen', () => {
    expect(startButton(540, 960, 390 / 540)).toEqual(startButton(540, 960));
    expect(startButton(960, 540, 1024 / 960)).toEqual(startButton(960, 540));
    const big = startButton(960, 540, 1);
    expect(big.h).toBeCloseTo(960 * 0.12);
    expect(big.y + big.h).toBeCloseTo(540 * 0.86);
  });

  it('lays out rows that taps can hit', () => {
    const [first, second] = menuRows(960, 540, 2);
    expect(first && second && second.y > first.y + first.h).toBe(true);
    expect(first && hit(first, first.x + 1, first.y + 1)).toBe(true);
    expect(first && hit(first, first.x - 1, first.y)).toBe(false);
  });

  it('keeps a tap just beside the rows from starting the game, but not one on the start button or mid-field', () => {
    for (const [width, height, scale, touch] of [
      [540, 960, 390 / 540, true],
      [960, 540, 784 / 960, true],
      [960, 540, 1, false],
    ] as const) {
      const rows = menuRows(width, height, 2);
      const [first, second] = rows;
      if (!first || !second) throw new Error('no rows');
      // Just above, below, between and beside the rows: a missed row.
      expect(nearMenu(rows, width, width / 2, first.y - first.h / 4)).toBe(true);
      expect(nearMenu(rows, width, width / 2, second.y + second.h * 1.25)).toBe(true);
      expect(nearMenu(rows, width, first.x - 10, first.y + first.h / 2)).toBe(true);
      // The start button, the middle of the field (where players tap to start) and the field well above the menu are not.
      expect(nearMenu(rows, width, width / 2, height / 2)).toBe(false);
      const button = startButton(width, height, scale, touch);
      expect(nearMenu(rows, width, button.x + button.w / 2, button.y + 1)).toBe(false);
      expect(nearMenu(rows, width, width / 2, first.y - first.h * 1.5)).toBe(false);
    }
  });
});

describe('helpers', () => {
  it('reads ?seed=N', () => {
    expect(seedFromQuery('?seed=42')).toBe(42);
    expect(seedFromQuery('?seed=abc')).toBeNull();
    expect(seedFromQuery('')).toBeNull();
  });

  it('computes a nearest-rank percentile', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile([], 95)).toBe(0);
  });

  it('matches gamepad buttons and stick directions', () => {
    const pad = { buttons: [{ pressed: false }, { pressed: true }], axes: [0, -0.9] };
    expect(padMatches(pad, { keys: [], buttons: [1] })).toBe(true);
    expect(padMatches(pad, { keys: [], axes: [[1, -1]] })).toBe(true);
    expect(padMatches(pad, { keys: [], axes: [[1, 1]], buttons: [0] })).toBe(false);
  });
});

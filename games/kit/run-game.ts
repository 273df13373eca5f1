/** runGame: the kit's scenes, menu, overlays and best score on the page shell (shell.ts), for a GameSpec. */
import { createSurface } from './canvas';
import {
  chooseLabel,
  chosenLabels,
  cycleChoice,
  menuKey,
  moveMenu,
  restoreMenu,
  saveMenu,
  type MenuState,
} from './menu';
import { createRecorder, dailySeed, utcDay, type Recorder } from './replay';
import { nextScene, startsRun, type SceneEvent } from './scenes';
import { createScoreEntry, type Ranks, type ScoreEntry } from './score-entry';
import {
  drawOverlay,
  gameOverTap,
  hit,
  menuRows,
  nearMenu,
  restartProgress,
  restartReady,
  startButton,
} from './screens';
import { createShell, type ShellGame } from './shell';
import { bestKey } from './storage';
import { TEST_RUN, seedFromQuery } from './test-build';
import { COLORS } from './theme';
import type { DrawInfo, FrameBox, GameSpec, Layout, MenuChoices, MenuOption, Point, Scene, TitleLines } from './types';

/** The kit's own title-menu row: a run on a random seed, or today's run (one seed for every player on a UTC day). */
const RUN_OPTION: MenuOption = {
  id: 'run',
  label: 'Run',
  choices: ['Free play', "Today's run"],
  notes: ['A new run every time', 'The same run for everyone today: its own board'],
};
const DAILY = RUN_OPTION.choices[1];

const titleLines = (lines: TitleLines, layout: Layout): readonly string[] =>
  typeof lines === 'function' ? lines(layout) : lines;

/** What a running game offers its main.ts. */
export interface RunningGame {
  /** Client (viewport) coordinates to the logical coordinates of the size in use. */
  toLogical(clientX: number, clientY: number): Point;
  /**
   * Picks `label` on the title-menu row `optionId` for the player, as a tap on the row would: saved for later visits,
   * and the choice of the next run (a run in play keeps its own).
   */
  choose(optionId: string, label: string): void;
}

/** Starts a game on the page's first <canvas>; call once from the game's main.ts. */
export function runGame<S, A extends string, I>(spec: GameSpec<S, A, I>): RunningGame {
  const { rules } = spec;
  const shell = createShell({
    actions: spec.actions,
    toLogical: (x, y) => surface.toLogical(x, y),
    onPause: () => go('toggle-pause'),
    onHome: () => go('to-title'),
    onPadChange: () => surface.relayout(),
  });
  const { store, audio, input, controls } = shell;
  const menu = [...(rules.menu ?? []), RUN_OPTION];
  const savedMenuKey = menuKey(spec.id);
  const firstSeed = __GAME_DEBUG__ ? seedFromQuery(location.search) : null;
  let freeSeed = firstSeed ?? Math.floor(Math.random() * 2 ** 31);
  let menuState: MenuState = restoreMenu(menu, store.readString(savedMenuKey, '[]'));
  /** The chosen labels of the rules' own rows (the run row is the kit's). */
  const ruleChoices = (): MenuChoices =>
    Object.fromEntries(Object.entries(chosenLabels(menu, menuState)).filter(([id]) => id !== RUN_OPTION.id));
  const daily = (): boolean => chosenLabels(menu, menuState).run === DAILY;
  let day = utcDay(new Date());
  let seed = freeSeed;
  let scene: Scene = 'title';
  let state = rules.create(seed, ruleChoices());
  let recorder: Recorder<I> = createRecorder(rules);
  let best = store.readNumber(bestKey(spec.id), 0);
  let bestBefore = best;
  let overAt = 0;
  /** Whether the run just over was offered to the leaderboards (the game-over screen says how to post it). */
  let offered = false;
  /** The ranks the run just over reached once posted and verified (the game-over screen then says it is saved). */
  let saved: Ranks | undefined;
  const ranked = (): boolean => rules.ranked?.(state) ?? true;
  const counts = (): boolean => !TEST_RUN && ranked();
  // The score panel is built for the first run offered to the boards, not while the page starts.
  let scorePanel: ScoreEntry | null = null;
  const scores = (): ScoreEntry =>
    (scorePanel ??= createScoreEntry({
      game: spec.id,
      title: spec.title,
      controls,
      store,
      onPosted: (ranks) => {
        saved = ranks;
        shell.wake();
      },
    }));

  const surface = createSurface(shell.canvas, {
    width: spec.width,
    height: spec.height,
    portrait: spec.portrait,
    view: spec.view,
    seamlessMargins: spec.seamlessMargins,
    hasPad: () => controls.hasPad(),
    onLayout: (layout, w, h) => controls.place(layout, w, h),
  });

  function go(event: SceneEvent): void {
    if (event === 'start' && scene === 'gameover' && !restartReady(performance.now(), overAt)) return;
    const fresh = startsRun(scene, event);
    const next = nextScene(scene, event);
    if (fresh) {
      bestBefore = best;
      day = utcDay(new Date());
      if (daily()) seed = dailySeed(spec.id, day);
      else seed = freeSeed = (freeSeed + 1) >>> 0;
      state = rules.create(seed, ruleChoices());
      recorder = createRecorder(rules);
      scorePanel?.hide();
      offered = false;
      saved = undefined;
    }
    if (next === 'title' && scene !== 'title') {
      state = rules.create(seed, ruleChoices());
      scorePanel?.hide();
      offered = false;
      saved = undefined;
    }
    if (next === 'gameover' && scene !== 'gameover') {
      overAt = performance.now();
      // A run that scored nothing (a 0–7 loss) has no place on a board: no trophy button for it.
      if (ranked() && rules.isOver(state) && rules.score(state) > 0) {
        scores().offer({
          seed,
          choices: ruleChoices(),
          log: recorder.log(),
          score: rules.score(state),
          daily: daily() ? day : null,
        });
        offered = true;
      }
    }
    if (next !== scene) input.frame(); // drop edges pressed in the old scene
    scene = next;
    controls.setScene(scene);
  }

  const setMenu = (m: MenuState): void => {
    menuState = m;
    shell.wake();
    store.write(savedMenuKey, saveMenu(menu, m));
    // The title's demo follows the choices; a run in play or over keeps the ones it began with.
    if (scene === 'title') state = rules.create(seed, ruleChoices());
  };

  const titleKey = (code: string): void => {
    if (code === 'ArrowUp' || code === 'KeyW') menuState = moveMenu(menu, menuState, -1);
    if (code === 'ArrowDown' || code === 'KeyS') menuState = moveMenu(menu, menuState, 1);
    if (code === 'ArrowLeft' || code === 'KeyA') setMenu(cycleChoice(menu, menuState, -1));
    if (code === 'ArrowRight' || code === 'KeyD') setMenu(cycleChoice(menu, menuState, 1));
  };

  const key = (c: string): void => {
    if (c === 'Enter' || c === 'NumpadEnter' || (c === 'Space' && scene !== 'paused'))
      go(scene === 'paused' ? 'resume' : 'start');
    else if (c === 'KeyP') go('toggle-pause');
    else if (c === 'Escape') go(scene === 'gameover' ? 'to-title' : 'toggle-pause');
    else if (c === 'KeyQ' && scene === 'paused') go('to-title');
    else if (scene === 'title') titleKey(c);
  };

  /**
   * A tap at game over (after the wait): on the line inviting a post it opens the score panel; elsewhere it restarts,
   * but not where a touch button stood in play: a thumb still pressing fire there would skip the game-over screen.
   */
  const gameOverPointer = (e: PointerEvent): void => {
    if (controls.onPadSpot(e.clientX, e.clientY)) return;
    const p = surface.toLogical(e.clientX, e.clientY);
    const restart = restartProgress(performance.now(), overAt);
    const tap = gameOverTap({ ...surface.size(), scale: surface.scale(), postable: offered, saved, restart }, p.x, p.y);
    if (tap === 'nothing') return;
    if (tap === 'restart') return go('start');
    // No mouse events follow, so the press does not take the focus back from the panel's initials.
    e.preventDefault();
    scorePanel?.open();
  };

  const pointer = (e: PointerEvent): void => {
    if (scene === 'paused') return go('resume');
    if (scene === 'gameover') return gameOverPointer(e);
    if (scene !== 'title') return;
    const p = surface.toLogical(e.clientX, e.clientY);
    const { width, height } = surface.size();
    const rows = menuRows(width, height, menu.length);
    const row = rows.findIndex((r) => hit(r, p.x, p.y));
    // The start button starts, and so does a tap well off the menu; a mouse click elsewhere (one that focuses the game,
    // say) does nothing. A click or tap on a menu row only changes that row, and one just beside the rows does nothing.
    if (hit(startButton(width, height, surface.scale(), controls.isTouch()), p.x, p.y)) return go('start');
    if (row < 0) {
      if (e.pointerType !== 'mouse' && !nearMenu(rows, width, p.x, p.y)) go('start');
      return;
    }
    const r = rows[row];
    setMenu(cycleChoice(menu, menuState, r && p.x < r.x + r.w / 2 ? -1 : 1, row));
  };

  const pad = (b: number): void => {
    if (b === 9) go(scene === 'playing' ? 'toggle-pause' : scene === 'paused' ? 'resume' : 'start');
    else if (b === 0 && scene !== 'playing') go(scene === 'paused' ? 'resume' : 'start');
    else if (scene === 'title' && b >= 12 && b <= 15)
      titleKey(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'][b - 12] ?? '');
  };

  const step = (dt: number): void => {
    if (scene !== 'playing') {
      input.frame();
      if (scene === 'title' && spec.idle) state = spec.idle(state, dt);
      return;
    }
    state = rules.step(state, recorder.take(spec.input({ ...input.frame(), layout: surface.size().layout }, state)));
    spec.afterStep?.(state);
    for (const name of spec.events?.(state) ?? []) {
      const sound = spec.sounds?.[name];
      if (sound) audio.play(sound);
    }
    const score = rules.score(state);
    if (score > best && counts()) {
      best = score;
      store.write(bestKey(spec.id), best);
    }
    if (rules.isOver(state)) go('over');
  };

  const drawInfo = (): DrawInfo & { scale: number } => {
    const { layout, width, height } = surface.size();
    return {
      scene,
      reducedMotion: shell.reducedMotion(),
      time: performance.now() / 1000,
      layout,
      width,
      height,
      scale: surface.scale(),
      best: bestBefore,
    };
  };

  const margins = (info: DrawInfo) =>
    spec.drawMargins && ((frame: FrameBox) => spec.drawMargins?.(surface.ctx, frame, state, info));

  const draw = (): void => {
    const ctx = surface.ctx;
    const info = drawInfo();
    const { reducedMotion, time, width, height, scale } = info;
    const touch = controls.isTouch();
    const score = rules.score(state);
    surface.begin(COLORS.bg, margins(info));
    spec.render(ctx, state, info);
    drawOverlay(ctx, {
      scene,
      title: spec.title,
      tagline: spec.tagline,
      width,
      height,
      controls: titleLines(
        touch && spec.touchControls ? spec.touchControls : spec.controls,
        info.layout ?? 'landscape',
      ),
      menu,
      choices: menuState.choices,
      menuIndex: menuState.index,
      score,
      best,
      headline: spec.gameOverText?.(state) ?? 'GAME OVER',
      headlineColor: spec.gameOverColor?.(state),
      notes: scene === 'gameover' ? (spec.gameOverNotes?.(state, info.layout ?? 'landscape') ?? []) : [],
      record: score > bestBefore && counts() && (spec.celebrate?.(state) ?? true),
      postable: scene === 'gameover' && offered,
      saved: scene === 'gameover' ? saved : undefined,
      restart: scene === 'gameover' ? restartProgress(performance.now(), overAt) : 1,
      touch,
      scale,
      reducedMotion,
      time,
    });
    surface.end();
  };

  const game: ShellGame = {
    scene: () => scene,
    key,
    pointer,
    pad,
    interrupt: () => go('interrupt'),
    step,
    draw,
    rehearse: () => {
      const info = drawInfo();
      surface.begin(COLORS.bg, margins(info));
      spec.render(surface.ctx, state, info);
      surface.end();
    },
    backingToPage: surface.backingToPage,
  };
  shell.run(
    __GAME_DEBUG__
      ? {
          ...game,
          snapshot: () => ({
            score: rules.score(state),
            lives: spec.lives?.(state) ?? null,
            best,
            debug: Object.freeze({ ...spec.debug?.(state) }),
            layout: surface.size().layout,
            field: Object.freeze(surface.field()),
            countsForBest: counts(),
            seed,
          }),
        }
      : game,
  );
  return {
    toLogical: surface.toLogical,
    choose: (optionId, label) => setMenu(chooseLabel(menu, menuState, optionId, label)),
  };
}

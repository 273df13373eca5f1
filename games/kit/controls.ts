/** DOM controls over the canvas: mute and pause/home buttons always, thumb-sized action buttons on touch devices. */
import type { Input } from './input';
import { BAR_BUTTON, BAR_GAP, PAD_BUTTON, PAD_GAP, barBox, padSpots, type PadSpot } from './layout';
import { fullScreenRequest, isFullScreenState } from './scenes';
import type { ActionBinding, Layout, Scene, TouchButton } from './types';

// A touch button's ::before reaches from its padding box past the 2 px border into half the gap: a near miss still presses it.
const CSS = `
.kit-bar{position:fixed;top:${BAR_GAP}px;right:${BAR_GAP}px;display:flex;justify-content:flex-end;gap:${BAR_GAP}px;z-index:2}
.kit-bar.column{flex-direction:column;justify-content:flex-start}
.kit-btn{-webkit-tap-highlight-color:transparent;width:${BAR_BUTTON}px;height:${BAR_BUTTON}px;border-radius:10px;border:2px solid #9b5de5;background:rgba(11,15,26,.55);opacity:.75;color:#e8ecf8;
font:bold 18px system-ui,sans-serif;display:flex;align-items:center;justify-content:center;padding:0;cursor:pointer;touch-action:none;-webkit-user-select:none;user-select:none}
.kit-btn:hover,.kit-btn:active{opacity:1}
.kit-btn[hidden]{display:none}
.kit-pad{position:fixed;inset:0;pointer-events:none;z-index:1}
.kit-pad button{position:absolute;width:${PAD_BUTTON}px;height:${PAD_BUTTON}px;margin:-${PAD_BUTTON / 2}px 0 0 -${PAD_BUTTON / 2}px;border-radius:50%;pointer-events:auto;border-color:#7cf9ff;
background:rgba(124,249,255,.12);font-size:22px}
.kit-pad button::before{content:'';position:absolute;inset:calc(-2px - ${PAD_GAP / 2}px)}
.kit-pad button.on{background:rgba(124,249,255,.4)}
.kit-pad[hidden]{display:none}`;

const ICON = {
  full: '<svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true"><path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" stroke="currentColor" stroke-width="2.5" fill="none"/></svg>',
  exitFull:
    '<svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true"><path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" stroke="currentColor" stroke-width="2.5" fill="none"/></svg>',
  sound:
    '<svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="M3 9h4l5-4v14l-5-4H3z"/><path d="M16 8a5 5 0 0 1 0 8M19 5a9 9 0 0 1 0 14" stroke="currentColor" stroke-width="2" fill="none"/></svg>',
  muted:
    '<svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="M3 9h4l5-4v14l-5-4H3z"/><path d="M16 9l6 6M22 9l-6 6" stroke="currentColor" stroke-width="2"/></svg>',
  pause:
    '<svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="M6 4h4v16H6zM14 4h4v16h-4z"/></svg>',
  resume:
    '<svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="M7 4l13 8-13 8z"/></svg>',
  home: '<svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="M12 3l10 9h-3v9h-5v-6h-4v6H5v-9H2z"/></svg>',
};

/** The overlay controls of one page. */
export interface Controls {
  /** Shows the right top-bar buttons for a scene. */
  setScene(scene: Scene): void;
  setMuted(muted: boolean): void;
  /** True once the on-screen action buttons are shown (touch device detected). */
  isTouch(): boolean;
  /** True on a touch device when the game has touch buttons: the field must leave room for them. */
  hasPad(): boolean;
  /** Moves the pause and mute bar and the touch buttons off the field for the frame's layout and size (CSS px). */
  place(layout: Layout, width: number, height: number): void;
  /** Shows a leaderboard button (`icon`, an SVG) in the bar on the game-over screen that calls `open`; null hides it. */
  offerScore(open: (() => void) | null, icon: string): void;
  /** Whether a touch at these client coordinates lands where a touch button stands in play (or just off its edge). */
  onPadSpot(clientX: number, clientY: number): boolean;
}

/** What the top-bar buttons do. */
export interface ControlHandlers {
  onMute(): void;
  onPause(): void;
  onHome(): void;
  /** The pad appeared or went away: the field needs a new layout. */
  onPadChange(): void;
}

function button(label: string, className = 'kit-btn'): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = className;
  b.tabIndex = -1; // Never takes focus, so Space never "clicks" it; M and P are the keyboard route.
  b.setAttribute('aria-label', label);
  b.addEventListener('pointerdown', (e) => e.preventDefault());
  return b;
}

/** How long after pause turns into Back to title a press of it is taken as meant for pause (and ignored). */
export const SETTLE_MS = 600;

/** Adds the overlay controls to the page; action buttons come from each binding's `touch` field. */
export function createControls<A extends string>(
  actions: Readonly<Record<A, ActionBinding>>,
  input: Input<A>,
  handlers: ControlHandlers,
): Controls {
  const style = document.createElement('style');
  style.textContent = CSS;
  document.head.append(style);

  const bar = document.createElement('div');
  bar.className = 'kit-bar';
  const pause = button('Pause');
  // While paused the pause button turns into Back to title; with a mouse, Resume stands beside it, so a click where the
  // game was paused never loses the run (a touch screen says TAP TO RESUME, and a tap anywhere on the field does).
  const resume = button('Resume');
  resume.innerHTML = ICON.resume;
  resume.hidden = true;
  const mute = button('Mute sound');
  // Back to title loses the run, so it takes only a press begun well after pause turned into it: the second tap of a
  // double tap on pause, or a tap on pause just as the run ends, meant pause. A keyboard click (`detail` 0) has no press.
  let homeSince = -Infinity;
  let pressedAt = -Infinity;
  pause.addEventListener('pointerdown', () => (pressedAt = performance.now()));
  pause.addEventListener('click', (e) => {
    if (pause.dataset.mode !== 'home') return handlers.onPause();
    if (e.detail === 0 || pressedAt >= homeSince + SETTLE_MS) handlers.onHome();
  });
  resume.addEventListener('click', handlers.onPause);
  mute.addEventListener('click', handlers.onMute);
  // On a phone's title, inside the site's page (which owns the full-screen toggle), the frame asks the page when the
  // page's own button is out of sight (held sideways it is scrolled away under the game; upright it shows under the
  // frame, so one button is enough). The tap's activation reaches the page, which may then act. In full screen the page
  // gives a phone's game the whole screen, so this button, in every scene, is the way out. The page tells the frame
  // when full screen turns on or off and when its toggle comes into or goes out of sight; until it does, the frame
  // does not know it has a page to ask.
  const full = button('Full screen');
  full.innerHTML = ICON.full;
  full.addEventListener('click', () => window.parent.postMessage(fullScreenRequest(), location.origin));
  let fullScreen = false;
  let pageToggleInView = true;
  window.addEventListener('message', (e) => {
    if (e.source !== window.parent || e.origin !== location.origin || !isFullScreenState(e.data)) return;
    fullScreen = e.data.on;
    pageToggleInView = e.data.toggleInView;
    full.innerHTML = fullScreen ? ICON.exitFull : ICON.full;
    full.setAttribute('aria-label', fullScreen ? 'Exit full screen' : 'Full screen');
    show();
  });
  const scores = button('Post your score to the leaderboard');
  // Unlike the other buttons it opens a panel with a form, so a keyboard player can reach it.
  scores.tabIndex = 0;
  let openScores: (() => void) | null = null;
  scores.addEventListener('click', () => openScores?.());
  bar.append(scores, resume, pause, full, mute);

  const pad = document.createElement('div');
  pad.className = 'kit-pad';
  pad.hidden = true;
  const placed: { el: HTMLButtonElement; spec: TouchButton }[] = [];
  for (const action of Object.keys(actions) as A[]) {
    const spec = actions[action].touch;
    if (!spec) continue;
    const b = button(action);
    b.textContent = spec.label;
    b.style.left = `${spec.x * 100}%`;
    b.style.top = `${spec.y * 100}%`;
    placed.push({ el: b, spec });
    const set =
      (down: boolean) =>
      (e: PointerEvent): void => {
        e.preventDefault();
        if (down) b.setPointerCapture?.(e.pointerId);
        b.classList.toggle('on', down);
        input.setVirtual(action, down);
      };
    b.addEventListener('pointerdown', set(true));
    b.addEventListener('pointerup', set(false));
    b.addEventListener('pointercancel', set(false));
    b.addEventListener('contextmenu', (e) => e.preventDefault());
    pad.append(b);
  }
  document.body.append(pad, bar);

  let touch = window.matchMedia?.('(pointer: coarse)').matches === true;
  let scene: Scene = 'title';
  const show = (): void => {
    pad.hidden = !touch || scene !== 'playing';
    pause.hidden = scene === 'title';
    resume.hidden = scene !== 'paused' || touch;
    const mode = scene === 'playing' ? 'pause' : 'home';
    if (mode === 'home' && pause.dataset.mode !== 'home') homeSince = performance.now();
    pause.dataset.mode = mode;
    pause.innerHTML = scene === 'playing' ? ICON.pause : ICON.home;
    pause.setAttribute('aria-label', scene === 'playing' ? 'Pause' : 'Back to title');
    scores.hidden = scene !== 'gameover' || openScores === null;
    full.hidden = !touch || (!fullScreen && (scene !== 'title' || pageToggleInView));
    if (lastPlace) place(...lastPlace);
  };
  let lastPlace: [Layout, number, number] | null = null;
  let spots: readonly PadSpot[] = [];
  const place = (layout: Layout, width: number, height: number): void => {
    lastPlace = [layout, width, height];
    const shown = [scores, resume, pause, full, mute].filter((b) => !b.hidden).length;
    const box = barBox(layout, width, shown, touch && placed.length > 0);
    bar.classList.toggle('column', layout === 'landscape');
    Object.assign(bar.style, {
      left: `${box.x}px`,
      top: `${box.y}px`,
      right: 'auto',
      width: `${box.width}px`,
      height: `${box.height}px`,
    });
    spots = padSpots(
      placed.map((p) => p.spec),
      layout,
      width,
      height,
    );
    for (const spot of spots) {
      const el = placed[spot.index]?.el;
      if (!el) continue;
      el.style.left = `${spot.x}px`;
      el.style.top = `${spot.y}px`;
    }
  };
  window.addEventListener(
    'pointerdown',
    (e) => {
      if (e.pointerType === 'touch' && !touch) {
        touch = true;
        show();
        handlers.onPadChange();
      }
    },
    { capture: true },
  );

  show();
  return {
    setScene(next) {
      scene = next;
      show();
    },
    setMuted(muted) {
      mute.innerHTML = muted ? ICON.muted : ICON.sound;
      mute.setAttribute('aria-label', muted ? 'Unmute sound' : 'Mute sound');
      mute.setAttribute('aria-pressed', String(muted));
    },
    isTouch: () => touch,
    hasPad: () => touch && placed.length > 0,
    onPadSpot: (x, y) => touch && spots.some((spot) => Math.hypot(x - spot.x, y - spot.y) <= PAD_BUTTON / 2 + PAD_GAP),
    place,
    offerScore(open, icon) {
      openScores = open;
      scores.innerHTML = icon;
      show();
    },
  };
}

/**
 * The leaderboard at a run's end: a trophy button in the kit's bar opens a panel where the player posts the run under
 * three initials. The server replays the run's log and keeps the score only when its own replay gives the same; the
 * panel then shows the run's ranks and the board it reached.
 */
import type { Controls } from './controls';
import { formatScore, type ScoreUnit } from './format-score';
import { isAllowedInitials } from './initials';
import type { SafeStore } from './storage';
import { COLORS, FONT_MONO, FONT_SANS } from './theme';
import type { MenuChoices } from './types';

declare global {
  /** The game's rules build (a hash of what the server replays), defined by scripts/build/games.mjs. */
  const __RULES_VERSION__: string;
}

/** A finished run the player may post. */
export interface OfferedRun {
  seed: number;
  choices: MenuChoices;
  log: string;
  score: number;
  /** The UTC day of today's run it was, or null for free play. */
  daily: string | null;
  /** Final Void: the level whose time this is. */
  level?: number;
}

export interface ScoreEntry {
  /** Offers a finished run: the bar shows the trophy button. */
  offer(run: OfferedRun): void;
  /** Takes the offer back (a new run began) and closes the panel. */
  hide(): void;
  /** Opens the panel for the offered run, as the trophy button does; nothing while no run is offered. */
  open(): void;
}

interface BoardEntry {
  rank: number;
  initials: string;
  score: number;
}

const INITIALS_KEY = 'games.initials';

const CSS = `
.kit-scores{position:fixed;inset:0;z-index:3;display:flex;align-items:center;justify-content:center;background:rgba(5,6,10,.82);font:16px ${FONT_SANS};color:${COLORS.text}}
.kit-scores[hidden]{display:none}
.kit-scores section{box-sizing:border-box;width:min(360px,calc(100% - 24px));max-height:calc(100% - 24px);overflow:auto;padding:16px 20px;border:2px solid ${COLORS.violet};border-radius:14px;background:${COLORS.bg}}
.kit-scores h2{margin:0 0 4px;font-size:20px;color:${COLORS.cyan}}
.kit-scores p{margin:6px 0}
.kit-scores form{display:flex;gap:8px;align-items:center;flex-wrap:wrap;margin:10px 0}
.kit-scores label{flex-basis:100%}
.kit-scores input{width:5.5ch;padding:6px 8px;font:bold 26px ${FONT_MONO};letter-spacing:.2em;text-transform:uppercase;color:${COLORS.amber};background:#000;border:2px solid ${COLORS.dim};border-radius:8px}
.kit-scores button{min-height:44px;min-width:44px;padding:0 16px;font:bold 16px ${FONT_SANS};color:${COLORS.bg};background:${COLORS.cyan};border:0;border-radius:8px;cursor:pointer}
.kit-scores button.quiet{color:${COLORS.text};background:transparent;border:2px solid ${COLORS.dim}}
.kit-scores ol{margin:8px 0;padding:0;list-style:none;font:15px ${FONT_MONO}}
.kit-scores li{display:flex;justify-content:space-between;padding:2px 6px;border-radius:4px}
.kit-scores li.you{background:rgba(255,209,102,.18);color:${COLORS.amber}}
.kit-scores .status{min-height:1.4em;color:${COLORS.amber}}
.kit-scores [hidden]{display:none}
@media (min-width:760px) and (min-height:520px){.kit-scores{font-size:19px}
.kit-scores section{width:min(440px,calc(100% - 24px));padding:22px 28px}
.kit-scores h2{font-size:25px}
.kit-scores input{font-size:30px}
.kit-scores button{min-height:48px;font-size:19px}
.kit-scores ol{font-size:18px}}`;

const TROPHY =
  '<svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="M7 3h10v2h4v3a5 5 0 0 1-5 5h-.3A5 5 0 0 1 13 15.9V18h4v3H7v-3h4v-2.1A5 5 0 0 1 8.3 13H8a5 5 0 0 1-5-5V5h4zm0 4H5v1a3 3 0 0 0 2 2.8zm10 0v3.8A3 3 0 0 0 19 8V7z"/></svg>';

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
): HTMLElementTagNameMap[K] {
  return Object.assign(document.createElement(tag), props);
}

export interface ScoreEntryOptions {
  game: string;
  /** The game's name, for the share text. */
  title: string;
  controls: Controls;
  store: SafeStore;
  /** What the game's score counts (points unless said): the panel writes it as the page's boards do. */
  unit?: ScoreUnit;
  /** Called once the server has verified and stored the offered run, with the ranks it reached. */
  onPosted?: (ranks: Ranks) => void;
}

/** The ranks a posted run reached on each board the server answered (null: no place on that board). */
export type Ranks = Partial<Record<'daily' | 'today' | 'week' | 'all', number | null>>;

const RANK_WORDS = [
  ['daily', "in today's run"],
  ['today', 'today'],
  ['week', 'this week'],
  ['all', 'of all time'],
] as const;

/** The places a posted run reached, most local board first: "#4 today", "#12 this week"… */
export function rankPhrases(ranks: Ranks): string[] {
  return RANK_WORDS.flatMap(([key, words]) => {
    const rank = ranks[key];
    return typeof rank === 'number' ? [`#${rank} ${words}`] : [];
  });
}

/** The spoiler-free share of today's run: the game, the day, the score and its rank, like the daily quiz's. */
export function dailyRunShareText(title: string, day: string, score: string, rank: number | null): string {
  return `${title}, today's run ${day}: ${score}${rank === null ? '' : ` (#${rank} of the day)`}. Same seed for everyone: can you beat it?`;
}

/** The page to share: the site page around the frame (same origin), else the frame itself. */
function sharedUrl(): string {
  try {
    return window.top?.location.href ?? location.href;
  } catch {
    return location.href;
  }
}

/** Sets up the panel for one game. */
export function createScoreEntry({
  game,
  title: gameTitle,
  controls,
  store,
  unit = 'points',
  onPosted,
}: ScoreEntryOptions): ScoreEntry {
  const format = (score: number) => formatScore(score, unit);
  const style = element('style', { textContent: CSS });
  const panel = element('div', { className: 'kit-scores', hidden: true });
  panel.dataset.kitModal = '';
  const section = element('section');
  section.setAttribute('role', 'dialog');
  section.setAttribute('aria-modal', 'true');
  section.setAttribute('aria-labelledby', 'kit-scores-title');
  const title = element('h2', { id: 'kit-scores-title', textContent: 'Post your score' });
  const summary = element('p');
  const form = element('form', { noValidate: true });
  const label = element('label', { htmlFor: 'kit-initials', textContent: 'Your initials (three letters)' });
  const initials = element('input', {
    id: 'kit-initials',
    name: 'initials',
    maxLength: 3,
    autocomplete: 'off',
    spellcheck: false,
    required: true,
  });
  initials.setAttribute('autocapitalize', 'characters');
  initials.value = store.readString(INITIALS_KEY, '');
  const post = element('button', { type: 'submit', textContent: 'Post score' });
  form.append(label, initials, post);
  const status = element('p', { className: 'status' });
  status.setAttribute('role', 'status');
  const boardTitle = element('p', { hidden: true });
  const board = element('ol', { hidden: true });
  board.setAttribute('aria-labelledby', 'kit-board-title');
  boardTitle.id = 'kit-board-title';
  const share = element('button', { type: 'button', className: 'quiet', textContent: 'Share', hidden: true });
  const close = element('button', { type: 'button', className: 'quiet', textContent: 'Close' });
  const actions = element('p');
  actions.style.cssText = 'display:flex;gap:8px';
  actions.append(share, close);
  section.append(title, summary, form, status, boardTitle, board, actions);
  panel.append(section);
  document.head.append(style);
  document.body.append(panel);

  let run: OfferedRun | null = null;
  let posted = false;
  let sending = false;
  let shareText = '';

  share.addEventListener('click', () => {
    const url = sharedUrl();
    if (typeof navigator.share === 'function') {
      navigator.share({ title: gameTitle, text: shareText, url }).catch(() => undefined);
      return;
    }
    navigator.clipboard?.writeText(`${shareText}\n${url}`).then(
      () => (status.textContent = 'Copied to the clipboard: paste it anywhere.'),
      () => (status.textContent = shareText),
    );
  });

  const open = (): void => {
    if (!run) return;
    panel.hidden = false;
    form.hidden = posted;
    (posted ? close : initials).focus();
  };
  const shut = (): void => {
    panel.hidden = true;
  };

  initials.addEventListener('input', () => {
    initials.value = initials.value
      .toUpperCase()
      .replace(/[^A-Z]/g, '')
      .slice(0, 3);
  });
  close.addEventListener('click', shut);
  panel.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') shut();
  });

  async function showBoard(which: 'today' | 'daily', mine: string, score: number): Promise<void> {
    // Fresh: a cached board (the browser's stale-while-revalidate, a CDN's 10 s) may not hold the run just posted.
    const response = await fetch(
      `/api/scores?game=${encodeURIComponent(game)}${run?.level ? `&level=${run.level}` : ''}&fresh=${Date.now()}`,
    );
    const data = (await response.json()) as { ok?: boolean; boards?: Record<string, BoardEntry[]> };
    const entries = data.boards?.[which] ?? [];
    board.replaceChildren(
      ...entries.map((entry) => {
        const item = element('li', { className: entry.initials === mine && entry.score === score ? 'you' : '' });
        item.append(
          element('span', { textContent: `${entry.rank}. ${entry.initials}` }),
          element('span', { textContent: format(entry.score) }),
        );
        return item;
      }),
    );
    boardTitle.textContent = which === 'daily' ? "Today's run: top 10" : 'Today: top 10';
    board.hidden = boardTitle.hidden = entries.length === 0;
  }

  form.addEventListener('submit', (e) => {
    e.preventDefault();
    if (!run || sending) return;
    if (!/^[A-Z]{3}$/.test(initials.value)) {
      status.textContent = 'Please type three letters, A to Z.';
      initials.focus();
      return;
    }
    if (!isAllowedInitials(initials.value)) {
      status.textContent = 'Those initials are not allowed on the boards: please pick others.';
      initials.focus();
      return;
    }
    const mine = initials.value;
    const sent = run;
    store.write(INITIALS_KEY, mine);
    sending = true;
    post.disabled = true;
    status.textContent = 'Checking your run…';
    void (async () => {
      try {
        const response = await fetch('/api/scores', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            game,
            version: __RULES_VERSION__,
            ...sent,
            daily: sent.daily !== null,
            initials: mine,
          }),
        });
        const data = (await response.json()) as { ok?: boolean; error?: string; ranks?: Ranks };
        if (!response.ok || !data.ok) {
          status.textContent = data.error ?? 'The score could not be posted.';
          return;
        }
        posted = true;
        form.hidden = true;
        const ranks = data.ranks ?? {};
        const parts = rankPhrases(ranks);
        // No rank: a better score under these initials today stands, or the run is outside a board's top 100.
        status.textContent = parts.length
          ? `Verified: ${parts.join(' · ')}`
          : 'Verified. Your better score today stands, or the top 100 are out of reach for now.';
        if (sent.daily !== null) {
          shareText = dailyRunShareText(gameTitle, sent.daily, format(sent.score), ranks.daily ?? null);
          share.hidden = false;
        }
        // Posted once: the game's screen says it is saved; the trophy now reopens the board (and the share), not the form.
        if (run === sent) onPosted?.(ranks);
        window.parent.postMessage({ type: 'scores-updated', game }, location.origin);
        await showBoard(sent.daily !== null ? 'daily' : 'today', mine, sent.score);
        close.focus();
      } catch {
        status.textContent = 'The server could not be reached. Please try again.';
      } finally {
        sending = false;
        post.disabled = false;
      }
    })();
  });

  return {
    open,
    offer(next) {
      run = next;
      posted = false;
      summary.textContent = `Score ${format(next.score)}${next.daily ? ` · today's run (${next.daily})` : ''}`;
      status.textContent = '';
      board.hidden = boardTitle.hidden = true;
      share.hidden = true;
      form.hidden = false;
      controls.offerScore(open, TROPHY);
    },
    hide() {
      run = null;
      shut();
      controls.offerScore(null, TROPHY);
    },
  };
}

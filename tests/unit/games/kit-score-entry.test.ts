/** @jest-environment jsdom */
import type { Controls } from '@/games/kit/controls';
import { createScoreEntry, rankPhrases, type OfferedRun, type Ranks } from '@/games/kit/score-entry';
import { createStore } from '@/games/kit/storage';

const RUN: OfferedRun = { seed: 7, choices: {}, log: '0*60', score: 1234, daily: null };

/** The server's answer to a post: verified with `ranks`, or refused with `error`. */
type Answer = { ranks: Ranks } | { status: number; error: string };

/** A score panel over fake controls, with the server answering posts as told; and what the trophy button shows. */
function setUp(answer: Answer) {
  const trophy: { open: (() => void) | null } = { open: null };
  const controls = {
    offerScore: (open: (() => void) | null) => (trophy.open = open),
  } as unknown as Controls;
  const posted: Ranks[] = [];
  global.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const refused = init?.method === 'POST' && 'error' in answer;
    const body =
      init?.method !== 'POST' ? { ok: true, boards: {} } : refused ? { ok: false, error: answer.error } : answer;
    return { ok: !refused, json: async () => ({ ok: !refused, ...body }) } as Response;
  });
  const entry = createScoreEntry({
    game: 'my-game',
    title: 'My Game',
    controls,
    store: createStore(undefined),
    onPosted: (ranks) => posted.push(ranks),
  });
  const panels = document.querySelectorAll<HTMLElement>('.kit-scores');
  const panel = panels[panels.length - 1] as HTMLElement;
  const status = panel.querySelector('.status') as HTMLElement;
  /** Types the initials and posts; resolves once the panel has answered. */
  const post = async (initials = 'ABC'): Promise<void> => {
    (panel.querySelector('input') as HTMLInputElement).value = initials;
    panel.querySelector('form')?.dispatchEvent(new Event('submit', { cancelable: true }));
    for (let i = 0; i < 20 && /Checking/.test(status.textContent ?? ''); i += 1)
      await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const form = panel.querySelector('form') as HTMLFormElement;
  return { entry, trophy, posted, status, post, form };
}

afterEach(() => document.body.replaceChildren());

describe('opening the score panel from the game (a tap on the game-over line that invites a post)', () => {
  it('opens the form for the offered run, its initials ready to type, as the trophy does', () => {
    const { entry, form } = setUp({ ranks: {} });
    const panel = form.closest('.kit-scores') as HTMLElement;
    entry.offer(RUN);
    expect(panel.hidden).toBe(true);
    entry.open();
    expect(panel.hidden).toBe(false);
    expect(form.hidden).toBe(false);
    expect(document.activeElement).toBe(form.querySelector('input'));
  });

  it('opens nothing once the offer is taken back', () => {
    const { entry, form } = setUp({ ranks: {} });
    entry.offer(RUN);
    entry.hide();
    entry.open();
    expect((form.closest('.kit-scores') as HTMLElement).hidden).toBe(true);
  });
});

describe('the score panel after a post', () => {
  it('tells the game the ranks a verified run reached, and the trophy reopens the board, not the form', async () => {
    const { entry, trophy, posted, status, post, form } = setUp({ ranks: { today: 4, week: 12, all: 80 } });
    entry.offer(RUN);
    expect(trophy.open).not.toBeNull();
    expect(getComputedStyle(form).display).toBe('flex');
    await post();
    // The form's own display must not outweigh its hidden attribute: no Post button is left to press again.
    expect(getComputedStyle(form).display).toBe('none');
    expect(posted).toEqual([{ today: 4, week: 12, all: 80 }]);
    trophy.open?.();
    expect(getComputedStyle(form).display).toBe('none');
    expect(status.textContent).toBe('Verified: #4 today · #12 this week · #80 of all time');
  });

  it('keeps the invitation when the server refuses the run, so the player can try again', async () => {
    const { entry, trophy, posted, status, post } = setUp({ status: 422, error: 'The score could not be verified.' });
    entry.offer(RUN);
    await post();
    expect(status.textContent).toBe('The score could not be verified.');
    expect(posted).toEqual([]);
    expect(trophy.open).not.toBeNull();
  });

  it('says nothing of a run whose answer comes after a new run began', async () => {
    const { entry, posted, post } = setUp({ ranks: { today: 1 } });
    entry.offer(RUN);
    const sending = post();
    entry.hide();
    await sending;
    expect(posted).toEqual([]);
  });
});

describe('rank phrases', () => {
  it('name the boards a run reached, today’s run first, and leave out those it did not', () => {
    expect(rankPhrases({ daily: 3, today: 5, week: null, all: 90 })).toEqual([
      "#3 in today's run",
      '#5 today',
      '#90 of all time',
    ]);
    expect(rankPhrases({})).toEqual([]);
  });
});

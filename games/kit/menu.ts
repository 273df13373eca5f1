/** The title-screen menu as pure functions: move the highlight, change a choice, remember choices. */
import type { MenuChoices, MenuOption } from './types';

/** Highlighted row and chosen index per option. */
export interface MenuState {
  index: number;
  choices: readonly number[];
}

/** Moves the highlight by delta rows, wrapping. */
export function moveMenu(menu: readonly MenuOption[], s: MenuState, delta: number): MenuState {
  const n = menu.length;
  return n === 0 ? s : { ...s, index: (((s.index + delta) % n) + n) % n };
}

/** Where the kit keeps a game's title-menu choices between visits (see `saveMenu`). */
export function menuKey(game: string): string {
  return `games.${game}.menu`;
}

/** Changes the chosen value of row `row` (default: the highlighted one) by delta, wrapping. */
export function cycleChoice(
  menu: readonly MenuOption[],
  s: MenuState,
  delta: number,
  row: number = s.index,
): MenuState {
  const option = menu[row];
  if (!option) return s;
  const n = option.choices.length;
  const choices = s.choices.map((c, i) => (i === row ? (((c + delta) % n) + n) % n : c));
  return { index: row, choices };
}

/**
 * Picks `label` on the row of option `id`, leaving the highlight where it is: how a game changes a choice for the
 * player (NEON HORIZON skips a lesson once learnt). An unknown option or label changes nothing.
 */
export function chooseLabel(menu: readonly MenuOption[], s: MenuState, id: string, label: string): MenuState {
  const row = menu.findIndex((o) => o.id === id);
  const choice = menu[row]?.choices.indexOf(label) ?? -1;
  if (choice < 0) return s;
  return { ...s, choices: menu.map((_, i) => (i === row ? choice : (s.choices[i] ?? 0))) };
}

/** The chosen labels by option id, as `create` receives them. */
export function chosenLabels(menu: readonly MenuOption[], s: MenuState): MenuChoices {
  const out: Record<string, string> = {};
  menu.forEach((o, i) => (out[o.id] = o.choices[s.choices[i] ?? 0] ?? o.choices[0] ?? ''));
  return out;
}

/** Restores saved choices (a JSON list of labels), falling back to each option's default. */
export function restoreMenu(menu: readonly MenuOption[], saved: string): MenuState {
  let labels: unknown = [];
  try {
    labels = JSON.parse(saved);
  } catch {
    labels = [];
  }
  const list = Array.isArray(labels) ? labels : [];
  const choices = menu.map((o, i) => {
    const found = o.choices.indexOf(String(list[i]));
    return found >= 0 ? found : (o.initial ?? 0);
  });
  return { index: 0, choices };
}

/** The choices as saved in storage (labels survive reordering better than indices). */
export function saveMenu(menu: readonly MenuOption[], s: MenuState): string {
  return JSON.stringify(menu.map((o, i) => o.choices[s.choices[i] ?? 0] ?? ''));
}

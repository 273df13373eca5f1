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

// J/K: move focus between the form's choice fields (groups marked data-annotate-field). Text
// fields are skipped: focusing one would make the next J or K a letter typed into it. A field's
// target is its `data-nav-target` element, its checked radio, or its first radio/checkbox, and
// never a button (a chip's "Remove" would delete on the next Space).

const choice = "input[type=radio]:not([disabled]), input[type=checkbox]:not([disabled])";

/**
 * The field to go to from field `current` (-1: focus is in none) in direction `dir`, among
 * fields of which only the `navigable` ones can take it; wraps around; -1 when none can.
 */
export function stepField(opts: { navigable: boolean[]; current: number; dir: 1 | -1 }): number {
  const { navigable, current, dir } = opts;
  const n = navigable.length;
  const start = current === -1 ? (dir === 1 ? -1 : n) : current;
  for (let k = 1; k <= n; k++) {
    const i = (((start + dir * k) % n) + n) % n;
    if (navigable[i]) return i;
  }
  return -1;
}

function targetOf(field: HTMLElement): HTMLElement | null {
  return (
    field.querySelector<HTMLElement>("[data-nav-target]") ??
    field.querySelector<HTMLElement>("input[type=radio]:checked:not([disabled])") ??
    field.querySelector<HTMLElement>(choice)
  );
}

function fields(): HTMLElement[] {
  return [
    ...document.querySelectorAll<HTMLElement>(
      "[data-testid=annotation-form] [data-annotate-field]",
    ),
  ].filter((f) => f.offsetParent !== null);
}

/** Focuses the choice field after (dir 1) or before (dir -1) the one holding the focus. */
export function focusNextField(dir: 1 | -1): void {
  const all = fields();
  const current = all.findIndex((f) => f.contains(document.activeElement));
  const next = stepField({ navigable: all.map((f) => targetOf(f) !== null), current, dir });
  const target = next === -1 ? null : targetOf(all[next]);
  target?.focus();
  target?.scrollIntoView({ block: "nearest" });
}

/** Esc in a text field: focus moves to its field group, where J/K work again (nothing is typed or lost). */
export function leaveTextField(): void {
  const active = document.activeElement;
  const field =
    active instanceof HTMLElement
      ? active.closest<HTMLElement>("[data-testid=annotation-form] [data-annotate-field]")
      : null;
  if (!field) return (active as HTMLElement | null)?.blur();
  if (!field.hasAttribute("tabindex")) field.tabIndex = -1;
  field.focus();
}

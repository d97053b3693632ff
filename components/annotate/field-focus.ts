// J/K: move focus between the form's field groups (fieldsets marked data-annotate-field).

const focusable = "input:not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex='-1'])";

function fields(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>("[data-testid=annotation-form] [data-annotate-field]")].filter(
    (f) => f.offsetParent !== null && f.querySelector(focusable) !== null,
  );
}

/** The field group after (dir 1) or before (dir -1) the one holding the focus. */
export function nextField(dir: 1 | -1): HTMLElement | null {
  const all = fields();
  if (all.length === 0) return null;
  const current = all.findIndex((f) => f.contains(document.activeElement));
  if (current === -1) return dir === 1 ? all[0] : all[all.length - 1];
  return all[(current + dir + all.length) % all.length];
}

/** Focuses the group's checked radio if it has one (arrow keys then change it), else its first control. */
export function focusField(field: HTMLElement | null): void {
  if (!field) return;
  const target = field.querySelector<HTMLElement>("input[type=radio]:checked:not([disabled])") ?? field.querySelector<HTMLElement>(focusable);
  target?.focus();
  target?.scrollIntoView({ block: "nearest" });
}

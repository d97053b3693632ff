import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

/**
 * Column widths and the item's padding: `wide` items (120 columns of code, measured by
 * e2e/fold.spec.ts at 1366 px) take the room an 18rem (288 px) form leaves.
 */
const widths = {
  default: { columns: "gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(340px,2fr)]", item: "p-4" },
  wide: { columns: "gap-3 lg:grid-cols-[minmax(0,1fr)_18rem]", item: "p-3" },
} as const;

/**
 * Item on the left, the form on the right, filling the rest of the screen from lg up (decision
 * 047): the item and the form scroll inside their columns, the footer (the submit bar) stays at
 * the bottom of the form column, always in view. Each field group of the form carries
 * `data-annotate-field` so J/K can move between them.
 */
export function WorkspaceLayout({
  item,
  form,
  footer,
  itemLabel,
  isLocked,
  itemWidth = "default",
}: {
  item: ReactNode;
  form: ReactNode;
  footer: ReactNode;
  itemLabel: string;
  isLocked: boolean;
  itemWidth?: keyof typeof widths;
}) {
  const t = useTranslations("annotate");
  return (
    <div
      className={`grid lg:min-h-0 lg:flex-1 lg:grid-rows-[minmax(0,1fr)] ${widths[itemWidth].columns}`}
    >
      {/* Focusable: the item's area scrolls, also by keyboard. */}
      <section
        aria-label={itemLabel}
        data-testid="item-region"
        tabIndex={0}
        className={`min-w-0 rounded-lg border border-slate-200 bg-white lg:overflow-y-auto ${widths[itemWidth].item}`}
      >
        {item}
      </section>
      <div className="flex min-w-0 flex-col gap-3 lg:min-h-0">
        <form
          aria-label={t("form")}
          data-testid="annotation-form"
          noValidate
          // It scrolls: while its fields are disabled (read-only, submitting) the keyboard reaches it here.
          tabIndex={isLocked ? 0 : undefined}
          onSubmit={(e) => e.preventDefault()}
          className="relative min-h-0 flex-1 overflow-y-auto rounded-lg border border-slate-200 bg-white p-4 short:p-3"
        >
          {/* A disabled fieldset disables every control inside while a submit runs. */}
          <fieldset disabled={isLocked} className="min-w-0 space-y-5 short:space-y-3">
            {form}
          </fieldset>
        </form>
        {/* Below lg the page scrolls: the bar sticks to the window's bottom while the form is in view. */}
        <div className="sticky bottom-0 z-10 shrink-0 lg:static">{footer}</div>
      </div>
    </div>
  );
}

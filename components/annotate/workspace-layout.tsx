import type { ReactNode } from "react";

/**
 * Item on the left, the form on the right (kept in view while the item scrolls). Each field
 * group of the form carries `data-annotate-field` so J/K can move between them.
 */
export function WorkspaceLayout({ item, form, footer, itemLabel, isLocked }: { item: ReactNode; form: ReactNode; footer: ReactNode; itemLabel: string; isLocked: boolean }) {
  return (
    <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(360px,2fr)]">
      <section aria-label={itemLabel} data-testid="item-region" className="min-w-0 rounded-lg border border-slate-200 bg-white p-4">
        {item}
      </section>
      {/* The form scrolls inside the column; the submit bar under it stays in view. */}
      <div className="flex min-w-0 flex-col gap-3 lg:sticky lg:top-3 lg:max-h-[calc(100vh-1.5rem)]">
        <form
          aria-label="Annotation"
          data-testid="annotation-form"
          noValidate
          onSubmit={(e) => e.preventDefault()}
          className="relative min-h-0 flex-1 overflow-y-auto rounded-lg border border-slate-200 bg-white p-4"
        >
          {/* A disabled fieldset disables every control inside while a submit runs. */}
          <fieldset disabled={isLocked} className="min-w-0 space-y-5">
            {form}
          </fieldset>
        </form>
        <div className="shrink-0">{footer}</div>
      </div>
    </div>
  );
}

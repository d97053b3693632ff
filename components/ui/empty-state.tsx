import type { ReactNode } from "react";

export function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div
      data-testid="empty-state"
      className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
    >
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {children ? (
        <div className="mx-auto mt-1 max-w-md text-sm text-slate-600">{children}</div>
      ) : null}
      {action ? <div className="mt-5 flex justify-center">{action}</div> : null}
    </div>
  );
}

import type { ReactNode } from "react";

export function Card({
  children,
  className = "",
  ...rest
}: {
  children: ReactNode;
  className?: string;
  "aria-labelledby"?: string;
  "data-testid"?: string;
}) {
  return (
    <section
      className={`rounded-lg border border-slate-200 bg-white p-5 shadow-sm ${className}`}
      {...rest}
    >
      {children}
    </section>
  );
}

export function CardTitle({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h2 id={id} className="mb-3 text-base font-semibold text-slate-900">
      {children}
    </h2>
  );
}

import type { ReactNode } from "react";

/** A Greek letter or symbol in an upper-case table header: κ must not turn into a Latin-looking K. */
export function Sym({ children }: { children: ReactNode }) {
  return <span className="normal-case">{children}</span>;
}

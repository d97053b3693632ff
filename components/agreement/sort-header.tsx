import type { ReactNode } from "react";
import { focusRing } from "@/components/ui/styles";
import type { SortState } from "./sort-rows";

/** A column header that sorts on click or Enter/Space, announcing the order with aria-sort. */
export function SortHeader<K extends string>({
  column,
  sort,
  onSort,
  children,
  title,
  align = "right",
}: {
  column: K;
  sort: SortState<K>;
  onSort: (column: K) => void;
  children: ReactNode;
  title?: string;
  align?: "left" | "right";
}) {
  const isActive = sort.key === column;
  const arrow = !isActive ? "↕" : sort.direction === "ascending" ? "▲" : "▼";
  return (
    <th
      scope="col"
      aria-sort={isActive ? sort.direction : "none"}
      className={`px-2 py-2 ${align === "right" ? "text-right" : "text-left"}`}
      title={title}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className={`inline-flex items-center gap-1 rounded px-2 py-0.5 font-semibold tracking-wide uppercase hover:bg-slate-200 ${focusRing} ${isActive ? "text-indigo-700" : ""}`}
      >
        {children}
        <span aria-hidden="true" className={isActive ? "" : "text-slate-500"}>
          {arrow}
        </span>
      </button>
    </th>
  );
}

export type SortDirection = "ascending" | "descending";
export interface SortState<K extends string> {
  key: K;
  direction: SortDirection;
}

/**
 * Rows sorted by a numeric or text value; missing values (null: kappa undefined) always go last,
 * whatever the direction, so "highest kappa" never starts with an undefined one. Stable.
 */
export function sortRows<T>(
  rows: readonly T[],
  value: (row: T) => number | string | null | undefined,
  direction: SortDirection,
): T[] {
  const sign = direction === "ascending" ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, v: value(row) }))
    .sort((x, y) => {
      const xMissing =
        x.v === null || x.v === undefined || (typeof x.v === "number" && Number.isNaN(x.v));
      const yMissing =
        y.v === null || y.v === undefined || (typeof y.v === "number" && Number.isNaN(y.v));
      if (xMissing || yMissing)
        return xMissing === yMissing ? x.index - y.index : xMissing ? 1 : -1;
      const order =
        typeof x.v === "number" && typeof y.v === "number"
          ? x.v - y.v
          : String(x.v).localeCompare(String(y.v));
      return order === 0 ? x.index - y.index : sign * order;
    })
    .map((e) => e.row);
}

/**
 * A click on a column header: the same column flips its direction; a new one starts with
 * `firstDirection` (descending for metrics, so the best come first).
 */
export function nextSort<K extends string>(
  current: SortState<K>,
  key: K,
  firstDirection: SortDirection = "descending",
): SortState<K> {
  if (current.key !== key) return { key, direction: firstDirection };
  return { key, direction: current.direction === "ascending" ? "descending" : "ascending" };
}

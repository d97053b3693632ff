/**
 * Minimum-cost assignment (Hungarian algorithm with potentials, O(r²·c)) for a cost matrix with
 * r ≤ c rows. Returns, for each row, the column assigned to it; every row gets a distinct column.
 */
export function minCostAssignment(cost: readonly ArrayLike<number>[]): number[] {
  const rows = cost.length;
  if (rows === 0) return [];
  const cols = cost[0].length;
  if (cost.some((row) => row.length !== cols))
    throw new RangeError("Cost matrix rows differ in length");
  if (rows > cols) throw new RangeError("Cost matrix needs at least as many columns as rows");
  // 1-based arrays; index 0 of colOwner is the virtual column that holds the row being inserted.
  // Typed arrays and the row read once per step: at 200 × 200 this is ≈ 8M inner steps.
  const u = new Float64Array(rows + 1);
  const v = new Float64Array(cols + 1);
  const colOwner = new Int32Array(cols + 1);
  const way = new Int32Array(cols + 1);
  const minv = new Float64Array(cols + 1);
  const used = new Uint8Array(cols + 1);
  for (let i = 1; i <= rows; i++) {
    colOwner[0] = i;
    let j0 = 0;
    minv.fill(Number.POSITIVE_INFINITY);
    used.fill(0);
    do {
      used[j0] = 1;
      const i0 = colOwner[j0];
      const row = cost[i0 - 1];
      const ui0 = u[i0];
      let delta = Number.POSITIVE_INFINITY;
      let j1 = 0;
      for (let j = 1; j <= cols; j++) {
        if (used[j]) continue;
        const reduced = row[j - 1] - ui0 - v[j];
        if (reduced < minv[j]) {
          minv[j] = reduced;
          way[j] = j0;
        }
        if (minv[j] < delta) {
          delta = minv[j];
          j1 = j;
        }
      }
      for (let j = 0; j <= cols; j++) {
        if (used[j]) {
          u[colOwner[j]] += delta;
          v[j] -= delta;
        } else {
          minv[j] -= delta;
        }
      }
      j0 = j1;
    } while (colOwner[j0] !== 0);
    do {
      const j1 = way[j0];
      colOwner[j0] = colOwner[j1];
      j0 = j1;
    } while (j0 !== 0);
  }
  const assigned = new Array<number>(rows).fill(-1);
  for (let j = 1; j <= cols; j++) if (colOwner[j] !== 0) assigned[colOwner[j] - 1] = j - 1;
  return assigned;
}

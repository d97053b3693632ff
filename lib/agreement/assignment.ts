/**
 * Minimum-cost assignment (Hungarian algorithm with potentials, O(r²·c)) for a cost matrix with
 * r ≤ c rows. Returns, for each row, the column assigned to it; every row gets a distinct column.
 */
export function minCostAssignment(cost: readonly (readonly number[])[]): number[] {
  const rows = cost.length;
  if (rows === 0) return [];
  const cols = cost[0].length;
  if (cost.some((row) => row.length !== cols)) throw new RangeError("Cost matrix rows differ in length");
  if (rows > cols) throw new RangeError("Cost matrix needs at least as many columns as rows");
  // 1-based arrays; index 0 of colOwner is the virtual column that holds the row being inserted.
  const u = new Array<number>(rows + 1).fill(0);
  const v = new Array<number>(cols + 1).fill(0);
  const colOwner = new Array<number>(cols + 1).fill(0);
  const way = new Array<number>(cols + 1).fill(0);
  for (let i = 1; i <= rows; i++) {
    colOwner[0] = i;
    let j0 = 0;
    const minv = new Array<number>(cols + 1).fill(Number.POSITIVE_INFINITY);
    const used = new Array<boolean>(cols + 1).fill(false);
    do {
      used[j0] = true;
      const i0 = colOwner[j0];
      let delta = Number.POSITIVE_INFINITY;
      let j1 = 0;
      for (let j = 1; j <= cols; j++) {
        if (used[j]) continue;
        const reduced = cost[i0 - 1][j - 1] - u[i0] - v[j];
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

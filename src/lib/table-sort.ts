/** A sort of a table: by which column, and which way (the values of `aria-sort`). */
export interface TableSort<K extends string> {
  key: K;
  direction: 'ascending' | 'descending';
}

/**
 * Rows sorted by a numeric value, a stable sort (ties keep their order); a row without the value goes last either
 * way, since an unknown price is neither cheap nor dear. Without a sort, the rows stay in the editors' order.
 */
export function sortRows<R, K extends string>(
  rows: readonly R[],
  sort: TableSort<K> | null,
  valueOf: (row: R, key: K) => number | undefined,
): R[] {
  if (!sort) return [...rows];
  const valued = rows.map((row) => ({ row, value: valueOf(row, sort.key) }));
  // Array.prototype.sort is stable, so ties keep their order; rows without the value follow in theirs.
  const known = valued
    .filter((entry): entry is { row: R; value: number } => entry.value !== undefined)
    .sort((a, b) => (sort.direction === 'ascending' ? a.value - b.value : b.value - a.value));
  const unknown = valued.filter((entry) => entry.value === undefined);
  return [...known, ...unknown].map(({ row }) => row);
}

/** The next sort after a click on a column: its first click uses the column's natural way, the next ones turn it. */
export function nextSort<K extends string>(
  current: TableSort<K> | null,
  key: K,
  first: TableSort<K>['direction'],
): TableSort<K> {
  if (current?.key !== key) return { key, direction: first };
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

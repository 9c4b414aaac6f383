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
  const sign = sort.direction === 'ascending' ? 1 : -1;
  // Array.prototype.sort is stable, so ties (and two rows without the value) compare equal and keep their order.
  return rows
    .map((row) => ({ row, value: valueOf(row, sort.key) }))
    .sort((a, b) => {
      if (a.value === undefined || b.value === undefined)
        return a.value === b.value ? 0 : a.value === undefined ? 1 : -1;
      return (a.value - b.value) * sign;
    })
    .map(({ row }) => row);
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

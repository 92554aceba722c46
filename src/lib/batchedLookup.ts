/**
 * Single-value look-ups gathered into one call: the cells of a grid window ask for their names one
 * value at a time while rendering, and the server sees one request for all of them.
 */

export interface BatchedLookupOptions<Row> {
  /** The call that finds the rows behind several values at once. */
  fetchMany: (values: readonly string[]) => Promise<readonly Row[]>;
  /** The value a row answers for. */
  keyOf: (row: Row) => string;
  /** Runs the gathered look-ups later; by default after the current task (a render pass). */
  schedule?: (flush: () => void) => void;
}

interface Waiter<Row> {
  resolve: (row: Row | undefined) => void;
  reject: (error: unknown) => void;
}

const afterThisTask = (flush: () => void) => {
  setTimeout(flush, 0);
};

/**
 * A function that resolves a value's row (undefined when the server knows none). Every call made
 * before the scheduled flush joins one `fetchMany` of the distinct values; a failure rejects all
 * of them with that one error. Caching is the caller's (react-query keyed by value).
 */
export function createBatchedLookup<Row>({
  fetchMany,
  keyOf,
  schedule = afterThisTask,
}: BatchedLookupOptions<Row>): (value: string) => Promise<Row | undefined> {
  let pending = new Map<string, Waiter<Row>[]>();

  const flush = () => {
    const batch = pending;
    pending = new Map();
    fetchMany([...batch.keys()]).then(
      (rows) => {
        const byKey = new Map(rows.map((row) => [keyOf(row), row]));
        for (const [value, waiters] of batch) {
          for (const waiter of waiters) waiter.resolve(byKey.get(value));
        }
      },
      (error: unknown) => {
        for (const waiters of batch.values()) {
          for (const waiter of waiters) waiter.reject(error);
        }
      },
    );
  };

  return (value) =>
    new Promise<Row | undefined>((resolve, reject) => {
      if (pending.size === 0) schedule(flush);
      const waiters = pending.get(value);
      if (waiters) waiters.push({ resolve, reject });
      else pending.set(value, [{ resolve, reject }]);
    });
}

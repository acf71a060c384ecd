import DataLoader from 'dataloader';

/**
 * A request's loader of rows that belong to applications (history, notes): the applications of one
 * batch share one query, each gets its rows in the query's order. Not cached: a change made later
 * in the same request must show in a later read.
 */
export function byApplicationLoader<T extends { application: { id: string } }>(
  load: (applicationIds: string[]) => Promise<T[]>,
): DataLoader<string, T[]> {
  return new DataLoader<string, T[]>(
    async (ids) => {
      const grouped = new Map<string, T[]>(ids.map((id) => [id, []]));
      for (const row of await load([...ids])) grouped.get(row.application.id)?.push(row);
      return ids.map((id) => grouped.get(id)!);
    },
    { cache: false },
  );
}

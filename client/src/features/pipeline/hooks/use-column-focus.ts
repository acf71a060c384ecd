import { useCallback, useRef } from 'react';

import type { Step } from '../board-columns';

/** What a column with cards lets the board do: focus its card that is the column's tab stop. */
export interface ColumnHandle {
  /** Focuses the column's current card; false when it has none to focus. */
  focusActive: () => boolean;
}

/**
 * ← and → between columns: each column with cards registers how to focus its current card, and the
 * board goes to the nearest column on that side that has one (empty columns are passed over).
 */
export function useColumnFocus(order: readonly string[]) {
  const handles = useRef(new Map<string, ColumnHandle>());

  const register = useCallback((key: string, handle: ColumnHandle | null) => {
    if (handle) handles.current.set(key, handle);
    else handles.current.delete(key);
  }, []);

  const neighbour = useCallback(
    (from: string, step: Step) => {
      for (let index = order.indexOf(from) + step; index >= 0 && index < order.length; index += step) {
        if (handles.current.get(order[index]!)?.focusActive()) return;
      }
    },
    [order],
  );

  return { register, neighbour };
}

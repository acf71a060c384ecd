import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';

import { ApplicationsSearchDocument, type ApplicationStatus } from '../../../gql/graphql';
import type { CandidateListVariables } from '../candidate-filters';

/** What the page keeps of a selected candidate that may not be among the rows shown. */
export interface Picked {
  id: string;
  fullName: string;
  status: ApplicationStatus | null;
}

/** After "Select all matching": every match is selected, or only the first `limit` of them. */
export type SelectionScope = 'all' | 'first' | null;

interface SelectionState {
  /** The filters the selection was made under (see `matchKey`). */
  key: string;
  picked: ReadonlyMap<string, Picked>;
  scope: SelectionScope;
}

export interface SelectAllRequest {
  variables: CandidateListVariables;
  /** The rows shown (all selected): the fetch goes on after them. */
  shown: readonly Picked[];
  /** The cursor after the last row shown. */
  after: string | null | undefined;
  /** How many to select at most (the server's bulk limit). */
  limit: number;
  /** The page size of each request. */
  pageSize: number;
}

const NOTHING: ReadonlyMap<string, Picked> = new Map();

function pick({ id, fullName, status }: Picked): Picked {
  return { id, fullName, status };
}

/**
 * The list's selection: candidates picked by id, kept across "Load more" and a change of order,
 * dropped when the filters change what matches (`key`). "Select all matching" reads the rest of the
 * list through the same query, a page at a time and never into the cache (the list's own entry
 * would grow with it), up to the bulk limit.
 */
export function useApplicationSelection(key: string) {
  const client = useApolloClient();
  const [state, setState] = useState<SelectionState>({ key, picked: NOTHING, scope: null });
  const current = state.key === key ? state : { key, picked: NOTHING, scope: null };
  const [progress, setProgress] = useState<{ key: string; done: number; target: number } | null>(null);
  const [failedFor, setFailedFor] = useState<string | null>(null);

  // A fetch under filters that have since changed must not land.
  const keyRef = useRef(key);
  useEffect(() => {
    keyRef.current = key;
  }, [key]);

  const change = useCallback(
    (rows: readonly Picked[], selected: boolean) => {
      setFailedFor(null);
      setState((previous) => {
        const next = new Map(previous.key === key ? previous.picked : NOTHING);
        for (const row of rows) {
          if (selected) next.set(row.id, pick(row));
          else next.delete(row.id);
        }
        return { key, picked: next, scope: null };
      });
    },
    [key],
  );

  const clear = useCallback(() => {
    setFailedFor(null);
    setState({ key, picked: NOTHING, scope: null });
  }, [key]);

  /** The statuses a decision answered, for selected candidates that are not among the rows shown. */
  const updateStatuses = useCallback((changed: readonly { id: string; status: ApplicationStatus | null }[]) => {
    setState((previous) => {
      const next = new Map(previous.picked);
      for (const { id, status } of changed) {
        const known = next.get(id);
        if (known) next.set(id, { ...known, status });
      }
      return { ...previous, picked: next };
    });
  }, []);

  const running = useRef(false);
  const selectAllMatching = useCallback(
    async ({ variables, shown, after, limit, pageSize }: SelectAllRequest, target: number) => {
      if (running.current) return;
      running.current = true;
      const startedFor = key;
      const collected = new Map<string, Picked>(shown.map((row) => [row.id, pick(row)]));
      setFailedFor(null);
      setProgress({ key: startedFor, done: collected.size, target });
      let cursor = after;
      let more = true;
      try {
        while (more && collected.size < limit) {
          const { data } = await client.query({
            query: ApplicationsSearchDocument,
            variables: { ...variables, first: pageSize, after: cursor },
            fetchPolicy: 'no-cache',
          });
          if (keyRef.current !== startedFor) return;
          if (!data) throw new Error('The candidates query answered no data.');
          const page = data.candidates;
          for (const { node } of page.edges) {
            if (collected.size >= limit) break;
            collected.set(node.id, pick(node));
          }
          setProgress({ key: startedFor, done: collected.size, target });
          more = page.pageInfo.hasNextPage;
          cursor = page.pageInfo.endCursor;
        }
        const scope: SelectionScope = more ? 'first' : 'all';
        setState({ key: startedFor, picked: collected, scope });
      } catch {
        if (keyRef.current === startedFor) setFailedFor(startedFor);
      } finally {
        running.current = false;
        setProgress(null);
      }
    },
    [client, key],
  );

  return {
    picked: current.picked,
    scope: current.scope,
    /** While "Select all matching" runs: how many are selected so far, of how many. */
    progress: progress?.key === key ? progress : null,
    /** The last "Select all matching" failed (until the selection changes). */
    selectAllFailed: failedFor === key,
    change,
    clear,
    updateStatuses,
    selectAllMatching,
  };
}

import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { serverMessage } from './graphql-errors';

export interface DeleteAndLeaveOptions<TData, TVariables extends OperationVariables> {
  /** The delete mutation and its variables. */
  mutation: TypedDocumentNode<TData, TVariables>;
  variables: TVariables;
  /** The record the page shows: it leaves the cache with the page (while the page watches it, it would be asked for again). */
  record: { __typename: string; id: string };
  /** The list's root field, asked for again when next shown, and the list's path, where a deletion leads. */
  listField: string;
  listPath: string;
  /** Said when the server refuses without words of its own. */
  failed: string;
}

/** What a record's page hands its list after a deletion. */
interface LeftAfterDeletion {
  deleted: string;
}

/** On a list: the name of the record whose page just deleted it (useDeleteAndLeave), for the status line. */
export function useDeletedName(): string | undefined {
  return (useLocation().state as LeftAfterDeletion | null)?.deleted;
}

export interface DeleteAndLeave {
  /** The confirmation is open. */
  asking: boolean;
  /** Opens the confirmation (forgetting an earlier refusal). */
  ask: () => void;
  cancel: () => void;
  /** Deletes; on success goes to the list, handing it `name` for its status line (see useDeletedName), else keeps the refusal in `error`. */
  confirm: (name: string) => Promise<void>;
  busy: boolean;
  error: string | null;
}

/** "Delete" on a page about one record (a client, a talent pool entry): asked first, then back to the list. */
export function useDeleteAndLeave<TData, TVariables extends OperationVariables>({
  mutation,
  variables,
  record: { __typename, id },
  listField,
  listPath,
  failed,
}: DeleteAndLeaveOptions<TData, TVariables>): DeleteAndLeave {
  const navigate = useNavigate();
  const { cache } = useApolloClient();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const deleted = useRef(false);
  useEffect(
    () => () => {
      if (!deleted.current) return;
      cache.evict({ id: cache.identify({ __typename, id }) });
      cache.gc();
    },
    [cache, __typename, id],
  );
  const [run, { loading }] = useMutation(mutation, {
    update: (store) => void store.evict({ id: 'ROOT_QUERY', fieldName: listField }),
  });

  async function confirm(name: string) {
    setError(null);
    try {
      // The mutate function's parameter is a conditional type TypeScript cannot resolve for a generic TVariables.
      await (run as (options: { variables: TVariables }) => Promise<unknown>)({ variables });
    } catch (caught) {
      setError(serverMessage(caught) ?? failed);
      return;
    }
    deleted.current = true;
    const state: LeftAfterDeletion = { deleted: name };
    void navigate(listPath, { state });
  }

  return {
    asking,
    ask: () => {
      setError(null);
      setAsking(true);
    },
    cancel: () => setAsking(false),
    confirm,
    busy: loading,
    error,
  };
}

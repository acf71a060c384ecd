import type { TypedDocumentNode } from '@apollo/client';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';

import type {
  SendClientShortlistInput,
  SendToClientCandidateFieldsFragment,
  SendToClientJobFieldsFragment,
} from '../../gql/graphql';
import { refusedField, serverMessage } from '../../lib/graphql-errors';

import { clientShortlistWords as words, sentLine } from './client-shortlist-words';
import type { SendRefusal, SendToClientDialogProps } from './SendToClientDialog';

/** The dialog's query, as a feature writes it: the job (with its client's contacts) and its applications. */
export type SendToClientOptionsDocument = TypedDocumentNode<
  { job: SendToClientJobFieldsFragment; applications: readonly SendToClientCandidateFieldsFragment[] },
  { jobId: string }
>;

/** The feature's sendClientShortlist mutation, answering at least whom it went to. */
export type SendToClientDocument = TypedDocumentNode<
  { sendClientShortlist: { id: string; contact: { fullName: string } } },
  { input: SendClientShortlistInput }
>;

export interface SendToClientOptions {
  optionsDocument: SendToClientOptionsDocument;
  sendDocument: SendToClientDocument;
  /** The queries (by operation name) that show shortlists, read again after a send. */
  refetchQueries?: readonly string[];
  /** After a send, e.g. to clear a selection. */
  onSent?: () => void;
}

/**
 * "Send to client" for a screen: opens the dialog for a job (with candidates ticked), loads what it
 * offers, sends, and says "Shortlist sent to <name>" (`said`, a new `seq` per sentence so a reader
 * hears it again). The feature passes its own operations, as features own theirs.
 */
export function useSendToClient({ optionsDocument, sendDocument, refetchQueries, onSent }: SendToClientOptions) {
  const [open, setOpen] = useState<{ jobId: string; preselected: ReadonlySet<string> } | null>(null);
  const [refusal, setRefusal] = useState<SendRefusal | null>(null);
  const [said, setSaid] = useState({ seq: 0, text: '' });
  const options = useQuery(
    optionsDocument,
    open ? { variables: { jobId: open.jobId }, fetchPolicy: 'network-only' } : skipToken,
  );
  const [send, sending] = useMutation(sendDocument, {
    refetchQueries: refetchQueries ? [...refetchQueries] : undefined,
  });

  async function onSend(input: SendClientShortlistInput) {
    if (!open) return;
    setRefusal(null);
    try {
      const { data } = await send({ variables: { input: { ...input, jobId: open.jobId } } });
      const name = data?.sendClientShortlist.contact.fullName ?? '';
      setOpen(null);
      setSaid((current) => ({ seq: current.seq + 1, text: sentLine(name) }));
      onSent?.();
    } catch (error) {
      setRefusal({ message: serverMessage(error) ?? words.sendFailed, field: refusedField(error) });
    }
  }

  const dialog: SendToClientDialogProps | null = open
    ? {
        job: options.data?.job,
        candidates: options.data?.applications,
        loadFailed: !options.data && Boolean(options.error),
        onRetryLoad: () => void options.refetch().catch(() => undefined),
        preselected: open.preselected,
        busy: sending.loading,
        refusal,
        onSend: (input) => void onSend(input),
        onCancel: () => setOpen(null),
      }
    : null;

  return {
    /** Opens the dialog for a job, with these applications ticked. */
    start: (jobId: string, preselected: Iterable<string> = []) => {
      setRefusal(null);
      setOpen({ jobId, preselected: new Set(preselected) });
    },
    dialog,
    said,
  };
}

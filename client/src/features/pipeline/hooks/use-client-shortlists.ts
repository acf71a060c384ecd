import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';

import { clientShortlistWords } from '../../../components/client-shortlists/client-shortlist-words';
import type { SentToClientsPanelProps } from '../../../components/client-shortlists/SentToClientsPanel';
import { useSendToClient } from '../../../components/client-shortlists/use-send-to-client';
import {
  PipelineClientShortlistRevokeDocument,
  PipelineClientShortlistsDocument,
  PipelineClientShortlistSendDocument,
  PipelineSendToClientOptionsDocument,
} from '../../../gql/graphql';
import { serverMessage } from '../../../lib/graphql-errors';

/**
 * The board's shortlists for clients: "Send to client" (the job's candidates to pick from) and the
 * "Sent to clients" panel with Revoke. The panel's list is read again whenever the window gets the
 * focus back (the recruiter returns from the mail or another tab): the client's answers in it
 * update the cards' badges in the cache, with no polling while nobody looks.
 */
export function useClientShortlists(jobId: string) {
  const list = useQuery(PipelineClientShortlistsDocument, {
    variables: { jobId },
    fetchPolicy: 'cache-and-network',
  });
  const { refetch } = list;
  useEffect(() => {
    const again = () => void refetch().catch(() => undefined);
    window.addEventListener('focus', again);
    return () => window.removeEventListener('focus', again);
  }, [refetch]);

  const [revoke] = useMutation(PipelineClientShortlistRevokeDocument);
  const send = useSendToClient({
    optionsDocument: PipelineSendToClientOptionsDocument,
    sendDocument: PipelineClientShortlistSendDocument,
    refetchQueries: ['PipelineClientShortlists'],
  });

  const panel: SentToClientsPanelProps = {
    shortlists: list.data?.clientShortlists,
    failed: Boolean(list.error) && !list.data,
    onRetry: () => void refetch().catch(() => undefined),
    onRevoke: async (id) => {
      try {
        await revoke({ variables: { id } });
        return null;
      } catch (error) {
        return serverMessage(error) ?? clientShortlistWords.revokeFailed;
      }
    },
  };

  return { panel, send };
}

import { skipToken, useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';

import {
  ApplicationAddToJobDocument,
  type ApplicationAddToJobMutation,
  ApplicationDetailsDocument,
  ApplicationJobOptionsListDocument,
} from '../../../gql/graphql';
import { serverMessage } from '../../../lib/graphql-errors';
import { candidatePageMessages } from '../candidate-page-messages';
import { moreJobsHint } from '../candidates-messages';
import type { AddToJobDialogProps } from '../components/AddToJobDialog';
import { JOB_OPTIONS_LIMIT } from '../components/JobFilter';

/** The new application: its id and the job it is for. */
export type AddedToJob = ApplicationAddToJobMutation['addCandidateToJob'];

/** What the hook reads of the candidate: who, and the jobs they are already in. */
export interface AddToJobCandidate {
  fullName: string;
  job: { id: string };
  otherApplications: readonly { job: { id: string } }[];
}

export interface AddToJob {
  /** Opens the dialog (its job list loads then). */
  start: () => void;
  /** The dialog's props while it is open, else null. */
  dialog: AddToJobDialogProps | null;
  /** The application the last addition made, for the page's status line. */
  added: AddedToJob | null;
}

/**
 * The candidate page's "Add to another job": the dialog's open jobs (without the ones the person is
 * already in), the mutation, and what it leaves to say. The answer names only the new application,
 * so the page's query is read again: its other applications and its history then show the change.
 */
export function useAddToJob(id: string, candidate: AddToJobCandidate | undefined): AddToJob {
  const client = useApolloClient();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState<AddedToJob | null>(null);
  // The same open jobs (and cache entry) as the Applied Candidates filter.
  const jobs = useQuery(
    ApplicationJobOptionsListDocument,
    open ? { variables: { limit: JOB_OPTIONS_LIMIT } } : skipToken,
  );
  const [addCandidate, { loading }] = useMutation(ApplicationAddToJobDocument);

  function start() {
    setError(null);
    setOpen(true);
  }

  function close() {
    setOpen(false);
    setError(null);
  }

  async function add(jobId: string) {
    setError(null);
    let created: AddedToJob | undefined;
    try {
      const { data } = await addCandidate({ variables: { applicationId: id, jobId } });
      created = data?.addCandidateToJob;
    } catch (caught) {
      setError(serverMessage(caught) ?? candidatePageMessages.addToJobFailed);
      return;
    }
    if (!created) {
      setError(candidatePageMessages.addToJobFailed);
      return;
    }
    setAdded(created);
    setOpen(false);
    void client
      .query({ query: ApplicationDetailsDocument, variables: { id }, fetchPolicy: 'network-only' })
      .catch(() => undefined);
  }

  if (!open || !candidate) return { start, dialog: null, added };

  const page = jobs.data?.jobs;
  // Until the page's query answers again, the job just added is not among the other applications yet.
  const taken = new Set([
    candidate.job.id,
    ...candidate.otherApplications.map((other) => other.job.id),
    ...(added ? [added.job.id] : []),
  ]);
  const dialog: AddToJobDialogProps = {
    fullName: candidate.fullName,
    jobs: page?.items.filter((job) => !taken.has(job.id)),
    hint: page && page.total > page.items.length ? moreJobsHint(page.items.length, page.total) : undefined,
    loadFailed: !page && !!jobs.error,
    onRetryLoad: () => void jobs.refetch().catch(() => undefined),
    busy: loading,
    error,
    onAdd: (jobId) => void add(jobId),
    onCancel: close,
  };
  return { start, dialog, added };
}

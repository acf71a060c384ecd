import type { Reference, StoreObject } from '@apollo/client';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';

import { type JobPickerDialogProps, openJobChoices } from '../../../components/ui/JobPickerDialog';
import {
  type TalentPoolApplicationFieldsFragment,
  TalentPoolEntryAddToJobDocument,
  type TalentPoolEntryFieldsFragment,
  TalentPoolJobOptionsListDocument,
} from '../../../gql/graphql';
import { serverMessage } from '../../../lib/graphql-errors';
import { addToJobTitle, JOB_OPTIONS_LIMIT, talentPoolMessages as m } from '../talent-pool-messages';

export interface EntryAddToJob {
  /** Opens the dialog (its job list loads then). */
  start: () => void;
  /** The dialog's props while it is open, else null. */
  dialog: JobPickerDialogProps | null;
  /** The application the last addition made, for the page's status line. */
  added: TalentPoolApplicationFieldsFragment | null;
}

/**
 * The entry page's "Add to job": the open jobs the person is not in yet, the mutation, and what it
 * leaves to say. The new application joins the entry's cached list of applications made from it,
 * so the page shows it without asking the server again.
 */
export function useEntryAddToJob(entry: TalentPoolEntryFieldsFragment | undefined): EntryAddToJob {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState<TalentPoolApplicationFieldsFragment | null>(null);
  const jobs = useQuery(
    TalentPoolJobOptionsListDocument,
    open ? { variables: { limit: JOB_OPTIONS_LIMIT } } : skipToken,
  );
  const [addEntry, { loading }] = useMutation(TalentPoolEntryAddToJobDocument, {
    update(cache, { data }) {
      const created = data?.addTalentPoolEntryToJob;
      if (!created || !entry) return;
      cache.modify<{ applications: Reference[] }>({
        id: cache.identify({ __typename: 'TalentPoolEntry', id: entry.id }),
        fields: {
          applications: (existing, { toReference }) => [toReference(created as StoreObject)!, ...existing],
        },
      });
    },
  });

  async function add(jobId: string) {
    if (!entry) return;
    setError(null);
    try {
      const { data } = await addEntry({ variables: { id: entry.id, jobId } });
      const created = data?.addTalentPoolEntryToJob;
      if (!created) throw new Error('no answer');
      setAdded(created);
      setOpen(false);
    } catch (caught) {
      setError(serverMessage(caught) ?? m.addToJobFailed);
    }
  }

  const start = () => {
    setError(null);
    setOpen(true);
  };
  if (!open || !entry) return { start, dialog: null, added };

  return {
    start,
    added,
    dialog: {
      title: addToJobTitle(entry.fullName),
      intro: m.addToJobIntro,
      none: m.addToJobNone,
      ...openJobChoices(jobs, new Set(entry.applications.map((application) => application.job.id))),
      busy: loading,
      error,
      onAdd: (jobId) => void add(jobId),
      onCancel: () => {
        setOpen(false);
        setError(null);
      },
    },
  };
}

import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';

import { jobAlertCopy } from '../../content/job-alerts';
import { JobAlertSubscribeDocument } from '../../gql/graphql';
import { refusalMessage } from '../../lib/graphql-errors';

import { JobAlertForm, type JobAlertSubmission } from './components/JobAlertForm';
import { FILTER_LABELS, filterValueLabel, type JobFilterName, type JobFilterValues } from './job-board';

export interface JobAlertsProps {
  /** The list's search text (its `q`). */
  query: string;
  filters: JobFilterValues;
}

/** The search and filters in words: "“engineer”, Location: Leeds, Workplace: Remote", or "all jobs". */
export function searchSummary(query: string, filters: JobFilterValues): string {
  const parts = (Object.keys(filters) as JobFilterName[]).flatMap((name) => {
    const value = filters[name];
    return value ? [`${FILTER_LABELS[name]}: ${filterValueLabel(name, value)}`] : [];
  });
  return [query ? `“${query}”` : '', ...parts].filter(Boolean).join(', ') || jobAlertCopy.allJobs;
}

/**
 * The "Get job alerts" panel's content (loaded with the API client when the visitor opens it):
 * sends the list's current search and filters with the form, then says to check the inbox.
 */
export function JobAlerts({ query, filters }: JobAlertsProps) {
  const [subscribe, { loading }] = useMutation(JobAlertSubscribeDocument);
  const [done, setDone] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);

  // The form, and its focused button, go away on success: focus moves to the message that replaced them.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  async function send(submission: JobAlertSubmission) {
    setRefusal(null);
    try {
      const { data } = await subscribe({
        variables: { input: { ...submission, search: query || null, ...filters } },
      });
      setDone(data?.subscribeToJobAlerts.message ?? jobAlertCopy.success);
    } catch (error) {
      setRefusal(refusalMessage(error) ?? jobAlertCopy.failure);
    }
  }

  if (done) {
    return (
      <p ref={doneRef} className="form-message form-message--success" role="status" tabIndex={-1}>
        {done}
      </p>
    );
  }
  return <JobAlertForm summary={searchSummary(query, filters)} busy={loading} refusal={refusal} onSubmit={send} />;
}

import './job-admin.css';

import { useMutation } from '@apollo/client/react';
import { useState } from 'react';

import { FormMessage } from '../../components/ui/FormMessage';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useTimedMessage } from '../../components/ui/use-timed-message';
import { JobCreateDocument, type JobInput } from '../../gql/graphql';

import { JobForm } from './components/JobForm';
import { jobAdminMessages } from './job-admin-messages';
import {
  failureReason,
  type JobFormRefusals,
  jobFormRefusals,
  type JobFormValues,
  refusedField,
} from './job-form-values';

const PAGE_TITLE = 'Post a Job';

/** /admin/job-posting: the job form; a posted job shows at the top of every job list. */
export function JobPostingPage() {
  useDocumentTitle(PAGE_TITLE);
  const success = useTimedMessage();
  const [refusal, setRefusal] = useState<{
    reason: string;
    field?: keyof JobFormValues;
    inPlace: JobFormRefusals;
  } | null>(null);
  const [createJob, { loading }] = useMutation(JobCreateDocument, {
    // Every cached page of jobs (here, Manage Jobs, the public list) is now out of date: drop
    // them, so each list asks the server again when it is next shown, and a shown one at once.
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'jobs' });
      cache.gc();
    },
  });

  async function post(input: JobInput): Promise<boolean> {
    success.clear();
    setRefusal(null);
    try {
      await createJob({ variables: { input } });
    } catch (error) {
      setRefusal({ reason: failureReason(error), field: refusedField(error), inPlace: jobFormRefusals(error) });
      window.alert(jobAdminMessages.postFailedAlert);
      return false;
    }
    success.show(jobAdminMessages.postSuccess);
    return true;
  }

  return (
    <section className="page job-admin">
      <h1>{PAGE_TITLE}</h1>
      <div className="job-admin__panel">
        <JobForm
          submitLabel="Post Job"
          busy={loading}
          onSubmit={post}
          resetOnSuccess
          invalidField={refusal?.field}
          refusals={refusal?.inPlace}
        >
          <FormMessage tone="success" message={success.message} />
          <FormMessage tone="error" message={refusal && jobAdminMessages.postRefusedPrefix + refusal.reason} />
        </JobForm>
      </div>
    </section>
  );
}

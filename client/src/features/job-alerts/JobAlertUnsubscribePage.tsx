import { useMutation } from '@apollo/client/react';

import { jobAlertPages } from '../../content/job-alerts';
import { JobAlertUnsubscribeDocument } from '../../gql/graphql';

import { JobAlertLinkPage } from './JobAlertLinkPage';

/** /job-alerts/unsubscribe#<token>: the link in every job-alert mail; the button unsubscribes. */
export function JobAlertUnsubscribePage() {
  const [unsubscribe, { loading }] = useMutation(JobAlertUnsubscribeDocument);
  return (
    <JobAlertLinkPage
      copy={jobAlertPages.unsubscribe}
      busy={loading}
      act={async (token) => (await unsubscribe({ variables: { token } })).data!.unsubscribeFromJobAlerts.message}
    />
  );
}

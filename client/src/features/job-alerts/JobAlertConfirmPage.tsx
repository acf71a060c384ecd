import { useMutation } from '@apollo/client/react';

import { jobAlertPages } from '../../content/job-alerts';
import { JobAlertConfirmDocument } from '../../gql/graphql';

import { JobAlertLinkPage } from './JobAlertLinkPage';

/** /job-alerts/confirm#<token>: the link of the confirmation mail; the button confirms the alert. */
export function JobAlertConfirmPage() {
  const [confirm, { loading }] = useMutation(JobAlertConfirmDocument);
  return (
    <JobAlertLinkPage
      copy={jobAlertPages.confirm}
      busy={loading}
      act={async (token) => (await confirm({ variables: { token } })).data!.confirmJobAlert.message}
    />
  );
}

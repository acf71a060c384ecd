import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';

import { jobAlertPages } from '../../../client/src/content/job-alerts';
import { JobAlertConfirmPage } from '../../../client/src/features/job-alerts/JobAlertConfirmPage';
import { JobAlertUnsubscribePage } from '../../../client/src/features/job-alerts/JobAlertUnsubscribePage';
import { JobAlertConfirmDocument, JobAlertUnsubscribeDocument } from '../../../client/src/gql/graphql';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';

const CONFIRMED = 'Your job alert is confirmed: we will e-mail you new jobs matching all jobs every day.';
const GONE =
  'This job alert no longer exists: its confirmation link expired or it was unsubscribed. Please subscribe again.';

function confirmMock(result: MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return { request: { query: JobAlertConfirmDocument, variables: { token: 'id.sig' } }, result };
}

describe('the confirmation page', () => {
  it('changes nothing when it opens; the button confirms and the answer is announced', async () => {
    const user = setupUser();
    renderApp(<JobAlertConfirmPage />, {
      route: '/job-alerts/confirm#id.sig',
      mocks: [
        confirmMock({
          data: {
            confirmJobAlert: {
              __typename: 'JobAlertConfirmationView',
              message: CONFIRMED,
              summary: 'all jobs',
              frequency: 'DAILY',
            },
          },
        }),
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: jobAlertPages.confirm.title })).toBeInTheDocument();
    expect(document.title).toMatch(new RegExp(`^${jobAlertPages.confirm.title}`));
    expect(screen.getByText(jobAlertPages.confirm.lead)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: jobAlertPages.confirm.button }));
    expect(await screen.findByText(CONFIRMED)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: jobAlertPages.confirm.button })).not.toBeInTheDocument();
  });

  it('shows the server’s reason when the alert is gone, and keeps the button to try again', async () => {
    const user = setupUser();
    renderApp(<JobAlertConfirmPage />, {
      route: '/job-alerts/confirm#id.sig',
      mocks: [confirmMock({ errors: [{ message: GONE, extensions: { code: 'NOT_FOUND' } }] })],
    });
    await user.click(screen.getByRole('button', { name: jobAlertPages.confirm.button }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(GONE));
    expect(screen.getByRole('button', { name: jobAlertPages.confirm.button })).toBeInTheDocument();
  });

  it('says the link is not valid when it carries no token', () => {
    renderApp(<JobAlertConfirmPage />, { route: '/job-alerts/confirm' });
    expect(screen.getByRole('alert')).toHaveTextContent(jobAlertPages.invalidLink);
    expect(screen.queryByRole('button', { name: jobAlertPages.confirm.button })).not.toBeInTheDocument();
  });
});

describe('the unsubscribe page', () => {
  it('unsubscribes with the button and announces the answer', async () => {
    const user = setupUser();
    const message = 'You are unsubscribed: we will send you no more e-mails for this job alert.';
    renderApp(<JobAlertUnsubscribePage />, {
      route: '/job-alerts/unsubscribe#id.sig',
      mocks: [
        {
          request: { query: JobAlertUnsubscribeDocument, variables: { token: 'id.sig' } },
          result: { data: { unsubscribeFromJobAlerts: { __typename: 'JobAlertAnswer', message } } },
        },
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: jobAlertPages.unsubscribe.title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: jobAlertPages.unsubscribe.button }));
    expect(await screen.findByText(message)).toHaveAttribute('role', 'status');
  });

  it('shows its own failure line when the request fails otherwise', async () => {
    const user = setupUser();
    renderApp(<JobAlertUnsubscribePage />, {
      route: '/job-alerts/unsubscribe#id.sig',
      mocks: [
        {
          request: { query: JobAlertUnsubscribeDocument, variables: { token: 'id.sig' } },
          error: new Error('network down'),
        },
      ],
    });
    await user.click(screen.getByRole('button', { name: jobAlertPages.unsubscribe.button }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(jobAlertPages.unsubscribe.failed));
  });
});

import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';

import { jobAlertCopy } from '../../../client/src/content/job-alerts';
import { formPrivacy } from '../../../client/src/content/privacy';
import { NO_FILTERS } from '../../../client/src/features/jobs/job-board';
import { JobAlerts } from '../../../client/src/features/jobs/JobAlerts';
import { JobAlertSubscribeDocument } from '../../../client/src/gql/graphql';
import { publicFormVariables } from '../../helpers/form-mocks';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';

const FILTERS = { ...NO_FILTERS, location: 'Leeds', workplace: 'REMOTE' as const };
const SERVER_MESSAGE = 'Check your inbox to confirm: we have sent you a link to start your job alert.';

function subscribeMock(overrides: Partial<MockLink.MockedResponse> = {}): MockLink.MockedResponse {
  return {
    request: {
      query: JobAlertSubscribeDocument,
      variables: publicFormVariables(
        {
          input: {
            email: 'ada@example.com',
            frequency: 'WEEKLY',
            search: 'engineer',
            location: 'Leeds',
            department: null,
            employmentType: null,
            workplace: 'REMOTE',
          },
        },
        true,
      ),
    },
    result: { data: { subscribeToJobAlerts: { __typename: 'JobAlertAnswer', message: SERVER_MESSAGE } } },
    ...overrides,
  };
}

function renderForm(mocks: MockLink.MockedResponse[] = []) {
  const user = setupUser();
  renderApp(<JobAlerts query="engineer" filters={FILTERS} />, { route: '/browse-positions', mocks });
  return user;
}

async function fillIn(user: ReturnType<typeof setupUser>) {
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.selectOptions(screen.getByRole('combobox', { name: 'How often' }), 'Weekly');
  await user.click(screen.getByRole('checkbox', { name: formPrivacy.jobAlert.consent }));
}

describe('the job-alert form', () => {
  it('names the search and filters it saves', () => {
    renderForm();
    expect(screen.getByText('“engineer”, Location: Leeds, Workplace: Remote')).toBeInTheDocument();
  });

  it('marks a missing address and an unticked box on submit, focuses the first, and sends nothing', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: jobAlertCopy.submit }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(jobAlertCopy.emailRequired);
    const consent = screen.getByRole('checkbox', { name: formPrivacy.jobAlert.consent });
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(consent).toHaveAccessibleDescription(formPrivacy.consentRequired);
    await waitFor(() => expect(email).toHaveFocus());
    // No mock answers a subscription: a sent one would show the failure line.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the address, the frequency, the consent and the search, then says to check the inbox', async () => {
    const user = renderForm([subscribeMock()]);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: jobAlertCopy.submit }));
    // A status line is on screen before the answer comes: wait for the answer's words in it.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(SERVER_MESSAGE));
    const done = screen.getByRole('status');
    expect(done).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
  });

  it('shows the server’s words for a refusal the visitor can act on, and keeps what was typed', async () => {
    const tooMany = 'Too many forms were sent with this e-mail address. Please try again in 60 minutes.';
    const user = renderForm([
      subscribeMock({
        result: { errors: [{ message: tooMany, extensions: { code: 'TOO_MANY_REQUESTS', field: 'email' } }] },
      }),
    ]);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: jobAlertCopy.submit }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(tooMany));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
  });

  it('shows its own failure line when the request fails otherwise', async () => {
    const user = renderForm([subscribeMock({ result: undefined, error: new Error('network down') })]);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: jobAlertCopy.submit }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(jobAlertCopy.failure));
  });
});

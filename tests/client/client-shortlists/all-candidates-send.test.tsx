import { screen, waitFor, within } from '@testing-library/react';

import { ApplicationSendToClientOptionsDocument } from '../../../client/src/gql/graphql';
import { setupUser } from '../../helpers/user-events';
import {
  alan,
  grace,
  pageMock,
  partnerJob,
  renderAllCandidates,
  selectionBar,
} from '../candidates/all-candidates-fixtures';

import { ACME } from './fixtures';

const checkbox = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` });

function optionsMock() {
  return {
    request: { query: ApplicationSendToClientOptionsDocument, variables: { jobId: partnerJob.id } },
    result: {
      data: {
        job: { __typename: 'Job', id: partnerJob.id, title: partnerJob.title, client: ACME },
        applications: [
          {
            __typename: 'Application',
            id: grace.id,
            fullName: grace.fullName,
            outcome: null,
            stage: { __typename: 'PipelineStage', id: 'stage-applied', name: 'Applied' },
          },
          {
            __typename: 'Application',
            id: 'app-other',
            fullName: 'Mary Jackson',
            outcome: null,
            stage: { __typename: 'PipelineStage', id: 'stage-applied', name: 'Applied' },
          },
        ],
      },
    },
  };
}

describe('Send to client from All candidates', () => {
  it('explains why candidates of several jobs cannot go on one shortlist', async () => {
    const user = setupUser();
    renderAllCandidates('', [pageMock([grace, alan])]);
    await user.click(await screen.findByRole('checkbox', { name: 'Select Grace Hopper' }));
    await user.click(checkbox('Alan Turing'));

    const send = selectionBar().getByRole('button', { name: 'Send to client' });
    expect(send).toHaveAttribute('aria-disabled', 'true');
    expect(send).toHaveAccessibleDescription('Choose candidates of one job to send them to a client.');
    await user.click(send);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the dialog for the selected candidates’ job with them ticked', async () => {
    const user = setupUser();
    renderAllCandidates('', [pageMock([grace, alan]), optionsMock()]);
    await user.click(await screen.findByRole('checkbox', { name: 'Select Grace Hopper' }));
    const send = selectionBar().getByRole('button', { name: 'Send to client' });
    expect(send).not.toHaveAttribute('aria-disabled');
    await user.click(send);

    const dialog = within(await screen.findByRole('dialog', { name: `Send to client: ${partnerJob.title}` }));
    await waitFor(() => expect(dialog.getByRole('checkbox', { name: 'Grace Hopper (Applied)' })).toBeChecked());
    expect(dialog.getByRole('checkbox', { name: 'Mary Jackson (Applied)' })).not.toBeChecked();
    expect(dialog.getByRole('textbox', { name: 'Note about Grace Hopper' })).toBeInTheDocument();
  });
});

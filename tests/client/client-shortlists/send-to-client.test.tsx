import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';

import { meMock } from '../../helpers/me-mock';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';
import type { Calls } from '../candidates/recorded-mock';
import { BOARD_PATH, boardMocks, fakeLayout, JOB } from '../pipeline/fixtures';

import { boardOptionsMock, DANA, sendMock, shortlistData, shortlistsMock } from './fixtures';

fakeLayout();

const SENT = shortlistData('shortlist-1', 'ACTIVE', [
  { id: 'entry-ada', applicationId: 'app-ada', fullName: 'Ada Lovelace' },
]);

async function openDialog(mocks: MockLink.MockedResponse[]) {
  const user = setupUser();
  renderApp(BOARD_PATH, {
    role: 'INTERNAL_RECRUITER',
    mocks: [meMock('INTERNAL_RECRUITER'), ...boardMocks(), shortlistsMock([]), ...mocks],
  });
  await screen.findByRole('heading', { level: 1, name: `Pipeline: ${JOB.title}` });
  await user.click(screen.getByRole('button', { name: 'Send to client' }));
  const dialog = await screen.findByRole('dialog', { name: `Send to client: ${JOB.title}` });
  return { user, dialog: within(dialog) };
}

describe('Send to client from a job’s board', () => {
  it('says to link the job to a client first when it has none, with a link to edit the job', async () => {
    const { dialog } = await openDialog([boardOptionsMock(null)]);
    expect(await dialog.findByText('Link this job to a client first.')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Edit the job in Manage Jobs' })).toHaveAttribute(
      'href',
      '/admin/manage-jobs',
    );
    expect(dialog.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('offers the job’s candidates in a stage and the client’s contacts, with resume shared and contact details not by default', async () => {
    const { dialog } = await openDialog([boardOptionsMock()]);
    expect(await dialog.findByRole('checkbox', { name: 'Ada Lovelace (Applied)' })).not.toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'Grace Hopper (Screening)' })).toBeInTheDocument();
    expect(dialog.queryByRole('checkbox', { name: /Rex Rejected/ })).not.toBeInTheDocument();
    expect(dialog.getByRole('option', { name: 'Dana Boss, Hiring manager (dana@acme.example)' })).toBeInTheDocument();
    expect(dialog.getByRole('option', { name: 'Omar Ode (omar@acme.example)' })).toBeInTheDocument();
    expect(dialog.getByRole('checkbox', { name: /Resume/ })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'LinkedIn profile' })).not.toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'E-mail address' })).not.toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'Phone number' })).not.toBeChecked();
    expect(dialog.getByRole('spinbutton', { name: /Open for \(days\)/ })).toHaveValue(14);
  });

  it('says what is missing before sending: a candidate, a contact, days from 1 to 90', async () => {
    const calls: Calls = { variables: [] };
    const { user, dialog } = await openDialog([boardOptionsMock(), sendMock(calls, SENT)]);
    const days = await dialog.findByRole('spinbutton', { name: /Open for \(days\)/ });
    await user.clear(days);
    await user.type(days, '91');
    await user.click(dialog.getByRole('button', { name: 'Send' }));

    const ada = dialog.getByRole('checkbox', { name: 'Ada Lovelace (Applied)' });
    expect(ada).toHaveAccessibleDescription('Please choose at least one candidate.');
    expect(ada).toHaveFocus();
    expect(dialog.getByRole('combobox', { name: /Contact/ })).toHaveAccessibleDescription('Please choose a contact.');
    expect(days).toHaveAccessibleDescription(/Please enter a number of days from 1 to 90\./);
    expect(calls.variables).toEqual([]);
  });

  it('sends the chosen candidates with their notes to the contact, announces it and lists it under Sent to clients', async () => {
    const calls: Calls = { variables: [] };
    const { user, dialog } = await openDialog([boardOptionsMock(), sendMock(calls, SENT), shortlistsMock([SENT])]);
    // The panel's first list has answered: the list read after sending is a read of its own.
    expect(await screen.findByText('No shortlist has been sent for this job yet.')).toBeInTheDocument();

    await user.click(await dialog.findByRole('checkbox', { name: 'Ada Lovelace (Applied)' }));
    await user.type(dialog.getByRole('textbox', { name: 'Note about Ada Lovelace' }), 'Ran payroll for 3,000 people.');
    await user.selectOptions(dialog.getByRole('combobox', { name: /Contact/ }), DANA.id);
    await user.click(dialog.getByRole('checkbox', { name: 'LinkedIn profile' }));
    await user.clear(dialog.getByRole('spinbutton', { name: /Open for \(days\)/ }));
    await user.type(dialog.getByRole('spinbutton', { name: /Open for \(days\)/ }), '7');
    await user.type(dialog.getByRole('textbox', { name: 'Message to the contact' }), 'Have a look.');
    await user.click(dialog.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Shortlist sent to Dana Boss')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.variables).toEqual([
      {
        input: {
          jobId: JOB.id,
          contactId: DANA.id,
          entries: [{ applicationId: 'app-ada', note: 'Ran payroll for 3,000 people.' }],
          shareResume: true,
          shareLinkedIn: true,
          shareEmail: false,
          sharePhone: false,
          expiresInDays: 7,
          message: 'Have a look.',
        },
      },
    ]);
    const panel = within(screen.getByRole('region', { name: 'Sent to clients' }));
    expect(await panel.findByRole('rowheader', { name: 'Dana Boss' })).toBeInTheDocument();
    expect(panel.getByText('0 of 1 answered')).toBeInTheDocument();
  });

  it('shows the server’s refusal and keeps the dialog open', async () => {
    const calls: Calls = { variables: [] };
    const refusal = new GraphQLError('This contact does not work for the job’s client.', {
      extensions: { code: 'BAD_USER_INPUT', field: 'contactId' },
    });
    const { user, dialog } = await openDialog([boardOptionsMock(), sendMock(calls, refusal)]);
    await user.click(await dialog.findByRole('checkbox', { name: 'Grace Hopper (Screening)' }));
    await user.selectOptions(dialog.getByRole('combobox', { name: /Contact/ }), DANA.id);
    await user.click(dialog.getByRole('button', { name: 'Send' }));

    const contact = dialog.getByRole('combobox', { name: /Contact/ });
    await waitFor(() =>
      expect(contact).toHaveAccessibleDescription('This contact does not work for the job’s client.'),
    );
    expect(contact).toHaveFocus();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

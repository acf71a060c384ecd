import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';

import { RejectionReasonsDocument, RejectionReasonsUpdateDocument, type Role } from '../../../client/src/gql/graphql';
import { formatMoment } from '../../../client/src/lib/format-when';
import { setupUser } from '../../helpers/user-events';
import { type Calls, recorded } from '../candidates/recorded-mock';

import { DEFAULT_REASONS, reasons, reasonsMock, renderSettingsPage, stagesMock, templateMock } from './fixtures';

const SAVED_AT = '2025-03-03T09:30:00.000Z';

function renderSettings(mocks: MockLink.MockedResponse[], role: Role = 'ADMIN') {
  return renderSettingsPage(role, [templateMock(), stagesMock(), ...mocks]);
}

const panel = () => screen.findByRole('region', { name: 'Rejection reasons' });

/** The reasons' fields, in order, by their values. */
function values(region: HTMLElement) {
  return within(region)
    .getAllByRole('textbox', { name: /^Reason \d+$/ })
    .map((field) => (field as HTMLInputElement).value);
}

function updateMock(list: string[], result: () => MockLink.MockedResponse['result'], calls: Calls) {
  return recorded(RejectionReasonsUpdateDocument, { reasons: list }, result, calls);
}

describe('settings: rejection reasons', () => {
  it('is not offered to an internal recruiter', async () => {
    renderSettings([reasonsMock()], 'INTERNAL_RECRUITER');
    expect(await screen.findByText('Internal Recruiter')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Rejection reasons' })).not.toBeInTheDocument();
  });

  it('says it is loading while the reasons are on their way', async () => {
    // An answer that never comes: a short delay raced the panel's own lazy load on a busy machine.
    renderSettings([{ ...reasonsMock(), delay: Infinity }]);
    const region = await panel();
    expect(within(region).getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows each reason in its own field, in order, and that it is the default list', async () => {
    renderSettings([reasonsMock()]);
    const region = await panel();
    await within(region).findByRole('textbox', { name: 'Reason 1' });

    expect(values(region)).toEqual(DEFAULT_REASONS);
    expect(within(region).getByRole('textbox', { name: 'Reason 1' })).toHaveAttribute('maxlength', '100');
    expect(within(region).getByText('The default list: nobody has changed it yet.')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Move up: Reason 1' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('says so when the reasons cannot be loaded', async () => {
    renderSettings([{ request: { query: RejectionReasonsDocument }, error: new TypeError('Failed to fetch') }]);
    const region = await panel();
    expect(await within(region).findByRole('alert')).toHaveTextContent('Failed to load the rejection reasons.');
  });

  it('adds, removes and reorders reasons, saves the list and says who changed it', async () => {
    const user = setupUser();
    const calls: Calls = { variables: [] };
    const edited = ['Salary expectations', 'Not enough experience', 'No right to work'];
    renderSettings([
      reasonsMock(),
      updateMock(
        edited,
        () => ({
          data: {
            updateRejectionReasons: reasons({ reasons: edited, updatedAt: SAVED_AT, updatedBy: 'ada@example.com' }),
          },
        }),
        calls,
      ),
    ]);
    const region = await panel();
    await within(region).findByRole('textbox', { name: 'Reason 1' });

    await user.click(within(region).getByRole('button', { name: 'Remove Reason 3' }));
    await user.click(within(region).getByRole('button', { name: 'Move up: Reason 2' }));
    expect(within(region).getByRole('button', { name: 'Move up: Reason 1' })).toHaveFocus();
    await user.click(within(region).getByRole('button', { name: 'Add reason' }));
    const added = within(region).getByRole('textbox', { name: 'Reason 3' });
    await waitFor(() => expect(added).toHaveFocus());
    await user.type(added, 'No right to work');
    expect(values(region)).toEqual(edited);

    await user.click(within(region).getByRole('button', { name: 'Save reasons' }));

    await waitFor(() =>
      expect(within(region).getByRole('status')).toHaveTextContent('Rejection reasons saved successfully!'),
    );
    expect(calls.variables).toEqual([{ reasons: edited }]);
    expect(
      within(region).getByText(`Last changed by ada@example.com on ${formatMoment(SAVED_AT)}.`),
    ).toBeInTheDocument();
  });

  it('marks the reason the server refuses, with its message, and moves the focus there', async () => {
    const user = setupUser();
    const message = 'Reason 2 is empty.';
    const list = [DEFAULT_REASONS[0]!, '', DEFAULT_REASONS[2]!];
    renderSettings([
      reasonsMock(),
      updateMock(
        list,
        () => ({ errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field: 'reasons' } })] }),
        { variables: [] },
      ),
    ]);
    const region = await panel();
    const second = await within(region).findByRole('textbox', { name: 'Reason 2' });
    await user.clear(second);
    await user.click(within(region).getByRole('button', { name: 'Save reasons' }));

    await waitFor(() => expect(second).toHaveAttribute('aria-invalid', 'true'));
    expect(second).toHaveAccessibleDescription(message);
    await waitFor(() => expect(second).toHaveFocus());
    expect(within(region).getByRole('textbox', { name: 'Reason 1' })).not.toHaveAttribute('aria-invalid');
    expect(within(region).getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows a refusal that names no reason as an alert under the list', async () => {
    const user = setupUser();
    const message = 'reasons must hold 1 to 30 reasons.';
    renderSettings([
      reasonsMock(['Only one']),
      updateMock(
        ['Only one'],
        () => ({ errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field: 'reasons' } })] }),
        { variables: [] },
      ),
    ]);
    const region = await panel();
    await within(region).findByRole('textbox', { name: 'Reason 1' });
    // The last reason cannot be removed: the list holds one at least.
    expect(within(region).getByRole('button', { name: 'Remove Reason 1' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(region).getByRole('button', { name: 'Save reasons' }));

    expect(await within(region).findByText(message)).toHaveAttribute('role', 'alert');
  });
});

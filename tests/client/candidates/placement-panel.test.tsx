import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';

import { CandidatePage } from '../../../client/src/features/candidates/CandidatePage';
import { ApplicationPlacementDocument, PlacementUpdateDocument } from '../../../client/src/gql/graphql';
import { meMock } from '../../helpers/me-mock';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';

import {
  APPLIED_ACTIVITY,
  type Calls,
  type CandidateData,
  detailsMock,
  grace,
  moveMock,
  refusedMock,
} from './candidate-page-fixtures';
import { recorded } from './recorded-mock';
import { INTERVIEW, reasonsMock, type StageData, stageOptionsMock, STAGES } from './stage-fixtures';

const PLACED: StageData = {
  id: '7a0c0000-0000-4000-8000-000000000007',
  name: 'Placed',
  position: 7,
  retiredAt: null,
};

const terms = {
  id: 'placement-1',
  recordedAt: '2026-11-20T10:00:00.000Z',
  startDate: '2027-01-04',
  salary: 60000,
  currency: 'EUR',
  feeKind: 'PERCENT',
  feePercent: 20,
  fee: 12000,
  guaranteeDays: 90,
  guaranteeEndsOn: '2027-04-04',
  invoiceStatus: 'NOT_INVOICED',
};

// A Word resume: these tests are about the placement, and a Word file fetches nothing on its own.
const placed: CandidateData = {
  ...grace,
  status: 'Shortlisted',
  resumeType: 'DOCX',
  place: { stage: PLACED },
  placement: terms,
};

const LINE =
  'Starts 2027-01-04 · Salary 60,000.00 EUR · Fee 20% = 12,000.00 EUR · Guarantee 90 days, until 2027-04-04 · Not invoiced';

const panel = () => within(screen.getByRole('region', { name: 'Placement' }));

async function openPage(
  data: CandidateData,
  role: 'INTERNAL_RECRUITER' | 'ADMIN',
  mocks: MockLink.MockedResponse[] = [],
) {
  const user = setupUser();
  // As renderCandidatePage, with a Placed stage among those in use.
  renderApp(<CandidatePage />, {
    route: `/admin/candidates/${data.id}`,
    path: '/admin/candidates/:id',
    role,
    mocks: [meMock(role), stageOptionsMock([...STAGES, PLACED]), reasonsMock(), detailsMock(data), ...mocks],
  });
  await screen.findByRole('heading', { level: 1, name: data.fullName });
  return user;
}

function updateMock(input: Record<string, unknown>, answer: Record<string, unknown>, calls: Calls) {
  return recorded(
    PlacementUpdateDocument,
    { applicationId: placed.id, input },
    () => ({ data: { updatePlacement: { __typename: 'Placement', ...terms, ...answer } } }),
    calls,
  );
}

/** What the form sends for the fixture's terms, with `changes`. */
function sent(changes: Record<string, unknown> = {}) {
  return {
    startDate: '2027-01-04',
    salary: 60000,
    currency: 'EUR',
    feeKind: 'PERCENT',
    feePercent: 20,
    fee: null,
    guaranteeDays: 90,
    invoiceStatus: 'NOT_INVOICED',
    ...changes,
  };
}

describe('the candidate page’s placement', () => {
  it('shows the terms in words to a recruiter, read-only', async () => {
    await openPage(placed, 'INTERNAL_RECRUITER');
    expect(await screen.findByRole('heading', { level: 2, name: 'Placement' })).toBeInTheDocument();
    expect(
      panel()
        .getByText(/^Starts/)
        .closest('p'),
    ).toHaveTextContent(LINE);
    expect(panel().queryByRole('button', { name: 'Edit placement terms' })).not.toBeInTheDocument();
  });

  it('says what is not set yet, and a fixed fee as such', async () => {
    await openPage(
      {
        ...placed,
        placement: {
          ...terms,
          startDate: null,
          salary: null,
          feeKind: 'FIXED',
          feePercent: null,
          fee: 7500.5,
          guaranteeDays: null,
          guaranteeEndsOn: null,
          invoiceStatus: 'PAID',
        },
      },
      'INTERNAL_RECRUITER',
    );
    await screen.findByRole('heading', { level: 2, name: 'Placement' });
    expect(
      panel()
        .getByText(/^Start date not set/)
        .closest('p'),
    ).toHaveTextContent('Start date not set · Salary not set · Fee 7,500.50 EUR (fixed) · Guarantee not set · Paid');
  });

  it('is not shown for a candidate who is not placed', async () => {
    await openPage({ ...grace, resumeType: 'DOCX' }, 'ADMIN');
    expect(screen.getByRole('heading', { level: 2, name: 'Notes' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Placement' })).not.toBeInTheDocument();
  });

  it('appears when the candidate is moved to Placed on the page', async () => {
    const candidate: CandidateData = { ...placed, place: { stage: INTERVIEW }, placement: null };
    const user = await openPage(candidate, 'INTERNAL_RECRUITER', [
      moveMock(candidate, PLACED, [APPLIED_ACTIVITY], { variables: [] }),
      {
        request: { query: ApplicationPlacementDocument, variables: { id: candidate.id } },
        result: {
          data: {
            application: {
              __typename: 'Application',
              id: candidate.id,
              placement: { __typename: 'Placement', ...terms },
            },
          },
        },
      },
    ]);
    expect(screen.queryByRole('heading', { name: 'Placement' })).not.toBeInTheDocument();
    const stage = within(screen.getByRole('region', { name: 'Stage' }));
    const select = stage.getByRole('combobox', { name: 'Move to stage' });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Placed' })).toBeInTheDocument());
    await user.selectOptions(select, 'Placed');
    await user.click(stage.getByRole('button', { name: 'Move Grace Hopper to the chosen stage' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Placement' })).toBeInTheDocument();
    expect(
      panel()
        .getByText(/^Starts/)
        .closest('p'),
    ).toHaveTextContent(LINE);
  });

  it('lets ADMIN edit the terms in a labelled form: the line follows the answer and the focus returns', async () => {
    const calls: Calls = { variables: [] };
    const user = await openPage(placed, 'ADMIN', [
      updateMock(
        sent({ salary: 70000, feeKind: 'FIXED', feePercent: null, fee: 15000, invoiceStatus: 'INVOICED' }),
        { salary: 70000, feeKind: 'FIXED', feePercent: null, fee: 15000, invoiceStatus: 'INVOICED' },
        calls,
      ),
    ]);
    const edit = await panel().findByRole('button', { name: 'Edit placement terms' });
    await user.click(edit);

    const form = within(panel().getByRole('form', { name: 'Placement terms' }));
    const start = form.getByLabelText('Start date');
    await waitFor(() => expect(start).toHaveFocus());
    expect(start).toHaveValue('2027-01-04');
    expect(form.getByLabelText('Currency')).toHaveValue('EUR');
    expect(form.getByLabelText('Guarantee (days)')).toHaveValue(90);
    const fee = form.getByRole('group', { name: 'Fee' });
    expect(within(fee).getByRole('radio', { name: 'Percentage of the salary' })).toBeChecked();
    expect(form.getByLabelText('Fee (% of the salary)')).toHaveValue(20);

    await user.clear(form.getByLabelText('Salary'));
    await user.type(form.getByLabelText('Salary'), '70000');
    await user.click(within(fee).getByRole('radio', { name: 'Fixed amount' }));
    expect(form.queryByLabelText('Fee (% of the salary)')).not.toBeInTheDocument();
    await user.type(form.getByLabelText('Fee amount'), '15000');
    await user.selectOptions(form.getByLabelText('Invoice'), 'Invoiced');
    await user.click(form.getByRole('button', { name: 'Save terms' }));

    await waitFor(() => expect(panel().getByRole('status')).toHaveTextContent('Placement terms saved.'));
    expect(calls.variables).toHaveLength(1);
    expect(panel().queryByRole('form')).not.toBeInTheDocument();
    expect(
      panel()
        .getByText(/^Starts/)
        .closest('p'),
    ).toHaveTextContent(
      'Starts 2027-01-04 · Salary 70,000.00 EUR · Fee 15,000.00 EUR (fixed) · Guarantee 90 days, until 2027-04-04 · Invoiced',
    );
    await waitFor(() => expect(panel().getByRole('button', { name: 'Edit placement terms' })).toHaveFocus());
  });

  it('shows the server’s refusal at the field it names and moves the focus there', async () => {
    const calls: Calls = { variables: [] };
    const message = 'currency must be an ISO 4217 currency code, such as EUR, USD or INR.';
    const user = await openPage(placed, 'ADMIN', [
      refusedMock(
        PlacementUpdateDocument,
        { applicationId: placed.id, input: sent({ currency: 'ABC' }) },
        'BAD_USER_INPUT',
        message,
        calls,
        'currency',
      ),
    ]);
    await user.click(await panel().findByRole('button', { name: 'Edit placement terms' }));
    const form = within(panel().getByRole('form', { name: 'Placement terms' }));
    const currency = form.getByLabelText('Currency');
    await user.clear(currency);
    await user.type(currency, 'abc');
    await user.click(form.getByRole('button', { name: 'Save terms' }));

    await waitFor(() => expect(currency).toHaveFocus());
    expect(currency).toHaveAttribute('aria-invalid', 'true');
    expect(currency).toHaveAccessibleDescription(expect.stringContaining(message));
    // Sent upper-cased, as ISO codes are written.
    expect(calls.variables).toEqual([{ applicationId: placed.id, input: sent({ currency: 'ABC' }) }]);
    expect(
      panel()
        .getByText(/^Starts/)
        .closest('p'),
    ).toHaveTextContent(LINE);
  });

  it('focuses the first fee radio when the server refuses the fee kind', async () => {
    const message = 'feeKind is needed with a fee: PERCENT or FIXED.';
    const user = await openPage(placed, 'ADMIN', [
      refusedMock(
        PlacementUpdateDocument,
        { applicationId: placed.id, input: sent() },
        'BAD_USER_INPUT',
        message,
        { variables: [] },
        'feeKind',
      ),
    ]);
    await user.click(await panel().findByRole('button', { name: 'Edit placement terms' }));
    const form = within(panel().getByRole('form', { name: 'Placement terms' }));
    await user.click(form.getByRole('button', { name: 'Save terms' }));
    const first = within(form.getByRole('group', { name: 'Fee' })).getByRole('radio', {
      name: 'Percentage of the salary',
    });
    await waitFor(() => expect(first).toHaveFocus());
    expect(first).toHaveAccessibleDescription(message);
  });

  it('says a refusal without a field under the form, checks the guarantee is whole before sending, and Cancel closes', async () => {
    const user = await openPage(placed, 'ADMIN', [
      refusedMock(
        PlacementUpdateDocument,
        { applicationId: placed.id, input: sent({ guaranteeDays: null }) },
        'FORBIDDEN',
        'You need the ADMIN role for this.',
      ),
    ]);
    await user.click(await panel().findByRole('button', { name: 'Edit placement terms' }));
    const form = within(panel().getByRole('form', { name: 'Placement terms' }));
    await user.clear(form.getByLabelText('Guarantee (days)'));
    await user.click(form.getByRole('button', { name: 'Save terms' }));

    const alert = await form.findByRole('alert');
    expect(alert).toHaveTextContent('You need the ADMIN role for this.');
    await waitFor(() => expect(alert).toHaveFocus());

    // A guarantee that is not a whole number is refused before anything is sent.
    await user.type(form.getByLabelText('Guarantee (days)'), '1.5');
    await user.click(form.getByRole('button', { name: 'Save terms' }));
    const days = form.getByLabelText('Guarantee (days)');
    await waitFor(() => expect(days).toHaveFocus());
    expect(days).toHaveAccessibleDescription(expect.stringContaining('whole number from 0 to 730'));

    await user.click(form.getByRole('button', { name: 'Cancel' }));
    expect(panel().queryByRole('form')).not.toBeInTheDocument();
    await waitFor(() => expect(panel().getByRole('button', { name: 'Edit placement terms' })).toHaveFocus());
  });
});

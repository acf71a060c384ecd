import { screen, waitFor, within } from '@testing-library/react';

import { ApplicationsMoveToStageDocument } from '../../../client/src/gql/graphql';
import { setupUser } from '../../helpers/user-events';

import {
  ada,
  alan,
  type Calls,
  decisionOf,
  grace,
  moveMock,
  namesShown,
  pageMock,
  refusedMock,
  renderAllCandidates,
  type Row,
  selectionBar,
  stageOf,
  withdrawMock,
} from './all-candidates-fixtures';
import { APPLIED, INTERVIEW, PHONE_SCREEN, SCREENING, SHORTLISTED } from './stage-fixtures';

const checkbox = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` });
const outcome = () => document.querySelector('.all-candidates__outcome')!;
const stageFilter = () => screen.getByRole('combobox', { name: 'Stage' });

/** Grace in Screening; Lin Wei withdrew from Interview. */
const screened: Row = { ...grace, place: { stage: SCREENING } };
const withdrawn: Row = {
  ...grace,
  id: '5f0c3c0e-0000-4000-8000-000000000009',
  fullName: 'Lin Wei',
  email: 'lin.wei@example.com',
  place: { stage: INTERVIEW, outcome: 'WITHDRAWN', withdrawnAt: '2025-03-02T10:00:00.000Z' },
};

async function listShown(count: number) {
  await waitFor(() => expect(namesShown()).toHaveLength(count));
}

async function select(user: ReturnType<typeof setupUser>, ...names: string[]) {
  for (const name of names) await user.click(checkbox(name));
}

describe('all candidates: the stage', () => {
  it('shows each row’s stage, or Rejected and Withdrawn for those out of the pipeline, beside the decision', async () => {
    renderAllCandidates('', [pageMock([screened, alan, ada, withdrawn])]);
    await listShown(4);
    expect(screen.getByRole('columnheader', { name: 'Stage' })).toBeInTheDocument();

    expect(stageOf('Grace Hopper')).toHaveTextContent('Screening');
    expect(stageOf('Alan Turing')).toHaveTextContent('Shortlisted');
    expect(stageOf('Ada Lovelace')).toHaveTextContent('Rejected');
    expect(stageOf('Lin Wei')).toHaveTextContent('Withdrawn');
    // The decision reads as it always has.
    expect(decisionOf('Ada Lovelace')).toHaveTextContent('Rejected');
    expect(decisionOf('Lin Wei')).toHaveTextContent('Awaiting decision');
  });

  it('filters by stage: the stages in use, then the retired ones, kept in the URL and sent as stageId', async () => {
    const user = setupUser();
    const { router } = renderAllCandidates('', [
      pageMock([screened, alan]),
      pageMock([screened], { variables: { stageId: SCREENING.id, sort: 'APPLIED_DESC' } }),
    ]);
    await listShown(2);
    await waitFor(() => expect(within(stageFilter()).getAllByRole('option')).toHaveLength(6));

    const groups = within(stageFilter()).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('label'))).toEqual(['Stages in use', 'Retired stages']);
    expect(
      within(groups[0]!)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([APPLIED.name, SCREENING.name, SHORTLISTED.name, INTERVIEW.name]);
    expect(within(groups[1]!).getByRole('option')).toHaveTextContent(PHONE_SCREEN.name);

    await user.selectOptions(stageFilter(), SCREENING.name);

    await listShown(1);
    expect(router.state.location.search).toBe(`?stage=${SCREENING.id}`);
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });

  it('reads the stage from the URL and asks the server for it', async () => {
    renderAllCandidates(`?stage=${INTERVIEW.id}&decision=shortlisted`, [
      pageMock([alan], { variables: { stageId: INTERVIEW.id, decision: 'SHORTLISTED', sort: 'APPLIED_DESC' } }),
    ]);
    await listShown(1);
    await waitFor(() => expect(stageFilter()).toHaveValue(INTERVIEW.id));
  });
});

describe('all candidates: bulk moves', () => {
  it('moves the selected to the stage chosen in the dialog, updates their rows and says so', async () => {
    const user = setupUser();
    const calls: Calls = { variables: [] };
    renderAllCandidates('', [
      pageMock([screened, alan, ada]),
      moveMock([screened, alan], INTERVIEW, 'Shortlisted', calls),
    ]);
    await listShown(3);
    await select(user, 'Grace Hopper', 'Alan Turing');

    await user.click(selectionBar().getByRole('button', { name: 'Move to stage…' }));
    const dialog = screen.getByRole('dialog', { name: 'Move 2 candidates' });
    const stage = within(dialog).getByRole('combobox', { name: 'Move to stage' });
    // Only the stages in use, which arrive by their own query: a retired stage takes no one.
    await waitFor(() =>
      expect(
        within(stage)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose a stage…', APPLIED.name, SCREENING.name, SHORTLISTED.name, INTERVIEW.name]),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(stage).toHaveAccessibleDescription('Choose the stage to move to.');
    expect(calls.variables).toEqual([]);

    await user.selectOptions(stage, INTERVIEW.name);
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.variables).toEqual([{ ids: [screened.id, alan.id], stageId: INTERVIEW.id }]);
    expect(stageOf('Grace Hopper')).toHaveTextContent('Interview');
    expect(stageOf('Alan Turing')).toHaveTextContent('Interview');
    expect(decisionOf('Grace Hopper')).toHaveTextContent('Shortlisted');
    expect(stageOf('Ada Lovelace')).toHaveTextContent('Rejected');
    await waitFor(() => expect(outcome()).toHaveTextContent('Moved 2 candidates to Interview.'));
    await waitFor(() => expect(outcome()).toHaveFocus());
    expect(selectionBar().getAllByRole('status')[0]).toHaveTextContent('No candidates selected');
  });

  it('keeps the dialog open with the server’s refusal, naming whom it means, and changes nothing', async () => {
    const user = setupUser();
    const message = `These applications were rejected: undo first: ${alan.id}.`;
    renderAllCandidates('', [
      pageMock([screened, alan]),
      refusedMock(ApplicationsMoveToStageDocument, [screened, alan], 'CONFLICT', message, undefined, {
        stageId: INTERVIEW.id,
      }),
    ]);
    await listShown(2);
    await select(user, 'Grace Hopper', 'Alan Turing');
    await user.click(selectionBar().getByRole('button', { name: 'Move to stage…' }));
    const dialog = screen.getByRole('dialog', { name: 'Move 2 candidates' });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Move to stage' }),
      await within(dialog).findByRole('option', { name: INTERVIEW.name }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));

    expect(await within(dialog).findByText(`${message} (Alan Turing)`)).toHaveAttribute('role', 'alert');
    expect(stageOf('Grace Hopper')).toHaveTextContent('Screening');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(selectionBar().getAllByRole('status')[0]).toHaveTextContent('2 selected');
  });

  it('will not move or withdraw a selection holding a rejected candidate, and says why', async () => {
    const user = setupUser();
    renderAllCandidates('', [pageMock([screened, ada])]);
    await listShown(2);
    await select(user, 'Grace Hopper', 'Ada Lovelace');

    const move = selectionBar().getByRole('button', { name: 'Move to stage…' });
    expect(move).toHaveAttribute('aria-disabled', 'true');
    expect(move).toHaveAccessibleDescription(
      'Move is unavailable: 1 selected candidate is rejected (undo the rejection first, or unselect that candidate).',
    );
    const withdraw = selectionBar().getByRole('button', { name: 'Withdraw selected' });
    expect(withdraw).toHaveAccessibleDescription(
      'Withdraw is unavailable: 1 selected candidate is rejected (undo the rejection first, or unselect that candidate).',
    );
    await user.click(move);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before recording that the selected withdrew, then shows them as Withdrawn', async () => {
    const user = setupUser();
    const calls: Calls = { variables: [] };
    renderAllCandidates('', [pageMock([screened, alan]), withdrawMock([screened, alan], calls)]);
    await listShown(2);
    await select(user, 'Grace Hopper', 'Alan Turing');

    await user.click(selectionBar().getByRole('button', { name: 'Withdraw selected' }));
    const dialog = screen.getByRole('dialog', { name: 'Did these 2 candidates withdraw?' });
    expect(dialog).toHaveTextContent('No e-mail is sent.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.variables).toEqual([{ ids: [screened.id, alan.id] }]);
    expect(stageOf('Grace Hopper')).toHaveTextContent('Withdrawn');
    expect(stageOf('Alan Turing')).toHaveTextContent('Withdrawn');
    expect(decisionOf('Alan Turing')).toHaveTextContent('Awaiting decision');
    await waitFor(() => expect(outcome()).toHaveTextContent('Recorded that 2 candidates withdrew.'));
  });
});

import { screen, waitFor, within } from '@testing-library/react';

import { ApplicationsMoveToStageDocument } from '../../../client/src/gql/graphql';
import { setupUser } from '../../helpers/user-events';

import { historyTexts } from './candidate-interviews-fixtures';
import {
  type Activity,
  APPLIED_ACTIVITY,
  type Calls,
  type CandidateData,
  detailsMock,
  grace,
  moveMock,
  refusedMock,
  renderCandidatePage,
  withdrawMock,
} from './candidate-page-fixtures';
import { APPLIED, INTERVIEW, REASON, SCREENING, SHORTLISTED } from './stage-fixtures';

// A Word resume: these tests are about the stage, and a Word file fetches nothing on its own.
const candidate: CandidateData = { ...grace, resumeType: 'DOCX', place: { stage: SCREENING } };
const ME = 'rita@talentconsultancy.example';
const AT = '2025-03-03T10:00:00.000Z';

const stage = () => within(screen.getByRole('region', { name: 'Stage' }));
const stageLine = () => stage().getByText(/^Stage:/);

async function openPage(data: CandidateData, mocks: Parameters<typeof renderCandidatePage>[1] = []) {
  const user = setupUser();
  renderCandidatePage(data.id, [detailsMock(data), ...mocks]);
  await screen.findByRole('heading', { level: 1, name: data.fullName });
  return user;
}

describe('the candidate page: the stage', () => {
  it('shows the stage, and offers the other stages in use to move to', async () => {
    await openPage(candidate);
    expect(stageLine()).toHaveTextContent('Stage: Screening');
    const select = stage().getByRole('combobox', { name: 'Move to stage' });
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose a stage…', APPLIED.name, SHORTLISTED.name, INTERVIEW.name]),
    );
    expect(stage().getByRole('button', { name: 'Withdraw Grace Hopper' })).toBeInTheDocument();
  });

  it('moves the candidate to the chosen stage: the stage line, the status and the history change in place', async () => {
    const calls: Calls = { variables: [] };
    const moved: Activity[] = [
      {
        id: '2',
        kind: 'STAGE_CHANGED',
        actorLabel: ME,
        at: AT,
        details: { from: 'Screening', to: 'Interview', fromStageId: SCREENING.id, toStageId: INTERVIEW.id },
      },
      APPLIED_ACTIVITY,
    ];
    const user = await openPage(candidate, [
      moveMock({ ...candidate, status: 'Shortlisted' }, INTERVIEW, moved, calls),
    ]);
    const select = stage().getByRole('combobox', { name: 'Move to stage' });

    await user.click(stage().getByRole('button', { name: 'Move Grace Hopper to the chosen stage' }));
    expect(select).toHaveAccessibleDescription('Choose the stage to move to.');
    expect(calls.variables).toEqual([]);

    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(4));
    await user.selectOptions(select, INTERVIEW.name);
    await user.click(stage().getByRole('button', { name: 'Move Grace Hopper to the chosen stage' }));

    await waitFor(() => expect(stageLine()).toHaveTextContent('Stage: Interview'));
    expect(calls.variables).toEqual([{ ids: [candidate.id], stageId: INTERVIEW.id }]);
    await waitFor(() => expect(stageLine()).toHaveFocus());
    expect(within(screen.getByRole('region', { name: 'Decision' })).getByText(/^Status:/)).toHaveTextContent(
      'Status: Shortlisted',
    );
    expect(historyTexts()[0]).toBe('Moved to Interview (was Screening)');
    expect(select).toHaveValue('');
  });

  it('shows the server’s refusal of a move as an alert', async () => {
    const message = `These applications were rejected: undo first: ${candidate.id}.`;
    const user = await openPage(candidate, [
      refusedMock(ApplicationsMoveToStageDocument, { ids: [candidate.id], stageId: INTERVIEW.id }, 'CONFLICT', message),
    ]);
    const select = stage().getByRole('combobox', { name: 'Move to stage' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(4));
    await user.selectOptions(select, INTERVIEW.name);
    await user.click(stage().getByRole('button', { name: 'Move Grace Hopper to the chosen stage' }));

    expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
    expect(stageLine()).toHaveTextContent('Stage: Screening');
  });

  it('asks before recording that the candidate withdrew; Cancel sends nothing', async () => {
    const calls: Calls = { variables: [] };
    const withdrew: Activity[] = [
      { id: '2', kind: 'WITHDRAWN', actorLabel: ME, at: AT, details: { stage: 'Screening' } },
      APPLIED_ACTIVITY,
    ];
    const user = await openPage(candidate, [withdrawMock(candidate, withdrew, calls)]);

    await user.click(stage().getByRole('button', { name: 'Withdraw Grace Hopper' }));
    let dialog = screen.getByRole('dialog', { name: 'Did Grace Hopper withdraw?' });
    expect(dialog).toHaveTextContent('Moving it to a stage later brings it back. No e-mail is sent.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.variables).toEqual([]);
    expect(stage().getByRole('button', { name: 'Withdraw Grace Hopper' })).toHaveFocus();

    await user.click(stage().getByRole('button', { name: 'Withdraw Grace Hopper' }));
    dialog = screen.getByRole('dialog', { name: 'Did Grace Hopper withdraw?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));

    await waitFor(() => expect(stageLine()).toHaveTextContent('Stage: Screening (Withdrawn)'));
    expect(calls.variables).toEqual([{ ids: [candidate.id] }]);
    await waitFor(() => expect(stageLine()).toHaveFocus());
    expect(stage().queryByRole('button', { name: 'Withdraw Grace Hopper' })).not.toBeInTheDocument();
    // A withdrawn candidate may come back, to the stage they left too (the stages arrive by their own query).
    expect(
      await within(stage().getByRole('combobox', { name: 'Move to stage' })).findByRole('option', {
        name: SCREENING.name,
      }),
    ).toBeInTheDocument();
    expect(historyTexts()[0]).toBe('Withdrew (at Screening)');
  });

  it('shows a rejection with its reason, and no move until the rejection is undone', async () => {
    await openPage({
      ...candidate,
      status: 'Rejected',
      place: { stage: INTERVIEW, outcome: 'REJECTED', rejectionReason: REASON },
    });
    expect(stageLine()).toHaveTextContent(`Stage: Interview (Rejected — ${REASON})`);
    expect(stage().queryByRole('combobox', { name: 'Move to stage' })).not.toBeInTheDocument();
    expect(stage().queryByRole('button', { name: 'Withdraw Grace Hopper' })).not.toBeInTheDocument();
    expect(stage().getByText('A rejected candidate does not move: undo the rejection first.')).toBeInTheDocument();
  });
});

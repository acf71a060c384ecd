import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';

import {
  PipelineStageAddDocument,
  PipelineStageDeleteDocument,
  PipelineStageRenameDocument,
  PipelineStageRestoreDocument,
  PipelineStageRetireDocument,
  PipelineStagesDocument,
  PipelineStagesReorderDocument,
  type Role,
} from '../../../client/src/gql/graphql';
import { setupUser } from '../../helpers/user-events';
import { type Calls, recorded } from '../candidates/recorded-mock';

import {
  APPLIED,
  INTERVIEW,
  PHONE_SCREEN,
  reasonsMock,
  renderSettingsPage,
  SCREENING,
  SHORTLISTED,
  type StageData,
  stageData,
  STAGES,
  stagesMock,
  templateMock,
} from './fixtures';

function renderSettings(mocks: MockLink.MockedResponse[], role: Role = 'ADMIN') {
  return renderSettingsPage(role, [templateMock(), reasonsMock(), ...mocks]);
}

const panel = () => screen.findByRole('region', { name: 'Pipeline stages' });

/** The stages of a list ("Stages in use" or "Retired stages"), by their names as shown. */
function namesIn(region: HTMLElement, list: string) {
  return within(within(region).getByRole('list', { name: list }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.stages__name')!.textContent);
}

async function shown(region: HTMLElement) {
  await within(region).findByRole('list', { name: 'Stages in use' });
}

/** The stages in this order, with positions as the server numbers them (retired ones last). */
function positioned(stages: StageData[]) {
  return stages.map((stage, index) => ({ ...stage, position: index + 1 }));
}

function reorderMock(order: StageData[], calls: Calls) {
  return recorded(
    PipelineStagesReorderDocument,
    { stageIds: order.map((stage) => stage.id) },
    () => ({ data: { reorderPipelineStages: positioned([...order, PHONE_SCREEN]).map(stageData) } }),
    calls,
  );
}

function refused(
  query: MockLink.MockedResponse['request']['query'],
  variables: object,
  code: string,
  message: string,
  field: string,
) {
  return {
    request: { query, variables },
    result: { errors: [new GraphQLError(message, { extensions: { code, field } })] },
  } as MockLink.MockedResponse;
}

describe('settings: pipeline stages', () => {
  it('is not offered to an internal recruiter, and not asked for', async () => {
    const asked: unknown[] = [];
    renderSettings(
      [{ ...stagesMock(), result: () => (asked.push(1), stagesMock().result) as never } as MockLink.MockedResponse],
      'INTERNAL_RECRUITER',
    );
    expect(await screen.findByText('Internal Recruiter')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pipeline stages' })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('says it is loading while the stages are on their way', async () => {
    // An answer that never comes: a short delay raced the panel's own lazy load on a busy machine.
    renderSettings([{ ...stagesMock(), delay: Infinity }]);
    const region = await panel();
    expect(within(region).getByRole('status')).toHaveTextContent('Loading...');
  });

  it('lists the stages in use in order and the retired ones apart', async () => {
    renderSettings([stagesMock()]);
    const region = await panel();
    await shown(region);

    expect(namesIn(region, 'Stages in use')).toEqual([
      'Applied (built-in)',
      'Screening',
      'Shortlisted (built-in)',
      'Interview',
    ]);
    expect(namesIn(region, 'Retired stages')).toEqual(['Phone screen']);
    // Applied does not move; nothing moves above it; a built-in stage is neither retired nor deleted.
    expect(within(region).queryByRole('button', { name: 'Move up: Applied' })).not.toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Move down: Applied' })).not.toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Move up: Screening' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(region).getByRole('button', { name: 'Move down: Interview' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(region).queryByRole('button', { name: 'Retire Shortlisted' })).not.toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Delete Applied' })).not.toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Rename Applied' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Restore Phone screen' })).toBeInTheDocument();
  });

  it('says so when the stages cannot be loaded', async () => {
    renderSettings([{ request: { query: PipelineStagesDocument }, error: new TypeError('Failed to fetch') }]);
    const region = await panel();
    expect(await within(region).findByRole('alert')).toHaveTextContent('Failed to load the pipeline stages.');
  });

  it('moves a stage down with reorderPipelineStages in the new order, keeping the focus on the button', async () => {
    const user = setupUser();
    const calls: Calls = { variables: [] };
    renderSettings([stagesMock(), reorderMock([APPLIED, SHORTLISTED, SCREENING, INTERVIEW], calls)]);
    const region = await panel();
    await shown(region);

    await user.click(within(region).getByRole('button', { name: 'Move down: Screening' }));

    await waitFor(() =>
      expect(namesIn(region, 'Stages in use')).toEqual([
        'Applied (built-in)',
        'Shortlisted (built-in)',
        'Screening',
        'Interview',
      ]),
    );
    await waitFor(() => expect(within(region).getByRole('status')).toHaveTextContent('Screening is now stage 3 of 4.'));
    expect(calls.variables).toEqual([{ stageIds: [APPLIED.id, SHORTLISTED.id, SCREENING.id, INTERVIEW.id] }]);
    expect(within(region).getByRole('button', { name: 'Move down: Screening' })).toHaveFocus();
    // Out of second place, it may move up again.
    expect(within(region).getByRole('button', { name: 'Move up: Screening' })).not.toHaveAttribute('aria-disabled');
  });

  it('moves a stage up, never above Applied', async () => {
    const user = setupUser();
    const calls: Calls = { variables: [] };
    renderSettings([stagesMock(), reorderMock([APPLIED, SCREENING, INTERVIEW, SHORTLISTED], calls)]);
    const region = await panel();
    await shown(region);

    await user.click(within(region).getByRole('button', { name: 'Move up: Interview' }));

    await waitFor(() =>
      expect(calls.variables).toEqual([{ stageIds: [APPLIED.id, SCREENING.id, INTERVIEW.id, SHORTLISTED.id] }]),
    );
    await waitFor(() =>
      expect(namesIn(region, 'Stages in use')).toEqual([
        'Applied (built-in)',
        'Screening',
        'Interview',
        'Shortlisted (built-in)',
      ]),
    );
    await user.click(within(region).getByRole('button', { name: 'Move up: Screening' }));
    expect(calls.variables).toHaveLength(1);
  });

  it('puts the order back and says why when the server refuses a move', async () => {
    const user = setupUser();
    renderSettings([
      stagesMock(),
      refused(
        PipelineStagesReorderDocument,
        { stageIds: [APPLIED.id, SHORTLISTED.id, SCREENING.id, INTERVIEW.id] },
        'BAD_USER_INPUT',
        'stageIds must list every stage in use, each once.',
        'stageIds',
      ),
    ]);
    const region = await panel();
    await shown(region);
    await user.click(within(region).getByRole('button', { name: 'Move down: Screening' }));

    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'stageIds must list every stage in use, each once.',
    );
    expect(namesIn(region, 'Stages in use')).toEqual([
      'Applied (built-in)',
      'Screening',
      'Shortlisted (built-in)',
      'Interview',
    ]);
  });

  it('renames a stage in place, then gives the focus back to its Rename', async () => {
    const user = setupUser();
    const calls: Calls = { variables: [] };
    const renamed = { ...SCREENING, name: 'Phone interview' };
    renderSettings([
      stagesMock(),
      recorded(
        PipelineStageRenameDocument,
        { id: SCREENING.id, name: 'Phone interview' },
        () => ({ data: { renamePipelineStage: stageData(renamed) } }),
        calls,
      ),
    ]);
    const region = await panel();
    await shown(region);

    await user.click(within(region).getByRole('button', { name: 'Rename Screening' }));
    const name = within(region).getByRole('textbox', { name: 'New name for Screening' });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveValue('Screening');
    expect(name).toHaveAttribute('maxlength', '60');
    await user.clear(name);
    await user.type(name, 'Phone interview{Enter}');

    await waitFor(() => expect(namesIn(region, 'Stages in use')[1]).toBe('Phone interview'));
    expect(calls.variables).toEqual([{ id: SCREENING.id, name: 'Phone interview' }]);
    expect(within(region).getByRole('status')).toHaveTextContent('Screening renamed to Phone interview successfully!');
    await waitFor(() => expect(within(region).getByRole('button', { name: 'Rename Phone interview' })).toHaveFocus());
  });

  it('marks the name with the server’s refusal, and Escape leaves it as it was', async () => {
    const user = setupUser();
    const message = 'A stage is already called Interview.';
    renderSettings([
      stagesMock(),
      refused(PipelineStageRenameDocument, { id: SCREENING.id, name: 'interview' }, 'CONFLICT', message, 'name'),
    ]);
    const region = await panel();
    await shown(region);
    await user.click(within(region).getByRole('button', { name: 'Rename Screening' }));
    const name = within(region).getByRole('textbox', { name: 'New name for Screening' });
    await user.clear(name);
    await user.type(name, 'interview');
    await user.click(within(region).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(message);
    await waitFor(() => expect(name).toHaveFocus());

    await user.keyboard('{Escape}');
    expect(within(region).queryByRole('textbox', { name: 'New name for Screening' })).not.toBeInTheDocument();
    expect(namesIn(region, 'Stages in use')[1]).toBe('Screening');
    expect(within(region).getByRole('button', { name: 'Rename Screening' })).toHaveFocus();
  });

  it('retires a stage to the retired list and restores it to its place', async () => {
    const user = setupUser();
    const retiredAt = '2025-03-03T10:00:00.000Z';
    renderSettings([
      stagesMock(),
      {
        request: { query: PipelineStageRetireDocument, variables: { id: INTERVIEW.id } },
        result: { data: { retirePipelineStage: stageData({ ...INTERVIEW, retiredAt }) } },
      },
      {
        request: { query: PipelineStageRestoreDocument, variables: { id: INTERVIEW.id } },
        result: { data: { restorePipelineStage: stageData(INTERVIEW) } },
      },
    ]);
    const region = await panel();
    await shown(region);

    await user.click(within(region).getByRole('button', { name: 'Retire Interview' }));
    await waitFor(() => expect(namesIn(region, 'Retired stages')).toEqual(['Interview', 'Phone screen']));
    expect(namesIn(region, 'Stages in use')).not.toContain('Interview');
    expect(within(region).getByRole('status')).toHaveTextContent(
      'Interview retired successfully! No application moves into it; Restore puts it back.',
    );
    await waitFor(() => expect(within(region).getByRole('button', { name: 'Restore Interview' })).toHaveFocus());

    await user.click(within(region).getByRole('button', { name: 'Restore Interview' }));
    await waitFor(() => expect(namesIn(region, 'Stages in use').at(-1)).toBe('Interview'));
    await waitFor(() => expect(within(region).getByRole('button', { name: 'Retire Interview' })).toHaveFocus());
  });

  it('asks before deleting, and shows the server’s refusal of a stage that has held applications', async () => {
    const user = setupUser();
    const message = 'Interview has held applications: retire it instead.';
    renderSettings([
      stagesMock(),
      refused(PipelineStageDeleteDocument, { id: INTERVIEW.id }, 'CONFLICT', message, 'id'),
    ]);
    const region = await panel();
    await shown(region);

    await user.click(within(region).getByRole('button', { name: 'Delete Interview' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Interview?' });
    expect(dialog).toHaveTextContent(
      'Interview is removed for good. A stage that has held applications cannot be deleted: retire it instead.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete stage' }));

    const alert = await within(dialog).findByText(message);
    expect(alert).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(alert).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(namesIn(region, 'Stages in use')).toContain('Interview');
  });

  it('deletes a stage no application has been in', async () => {
    const user = setupUser();
    renderSettings([
      stagesMock(),
      {
        request: { query: PipelineStageDeleteDocument, variables: { id: PHONE_SCREEN.id } },
        result: { data: { deletePipelineStage: PHONE_SCREEN.id } },
      },
    ]);
    const region = await panel();
    await shown(region);
    await user.click(within(region).getByRole('button', { name: 'Delete Phone screen' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete stage' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(region).queryByRole('list', { name: 'Retired stages' })).not.toBeInTheDocument();
    expect(within(region).getByText('No retired stages.')).toBeInTheDocument();
    expect(within(region).getByRole('status')).toHaveTextContent('Phone screen deleted successfully!');
  });

  it('adds a stage at the end, and marks the name the server refuses', async () => {
    const user = setupUser();
    const offer: StageData = {
      id: '7a0c0000-0000-4000-8000-000000000010',
      name: 'Offer',
      position: 10,
      key: null,
      retiredAt: null,
    };
    renderSettings([
      stagesMock(STAGES),
      refused(
        PipelineStageAddDocument,
        { name: 'Screening' },
        'CONFLICT',
        'A stage is already called Screening.',
        'name',
      ),
      {
        request: { query: PipelineStageAddDocument, variables: { name: 'Offer' } },
        result: { data: { addPipelineStage: stageData(offer) } },
      },
    ]);
    const region = await panel();
    await shown(region);
    const name = within(region).getByRole('textbox', { name: /^New stage/ });

    await user.type(name, 'Screening');
    await user.click(within(region).getByRole('button', { name: 'Add stage' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('A stage is already called Screening.'));

    await user.clear(name);
    await user.type(name, 'Offer{Enter}');
    await waitFor(() => expect(namesIn(region, 'Stages in use').at(-1)).toBe('Offer'));
    expect(name).toHaveValue('');
    expect(within(region).getByRole('status')).toHaveTextContent('Stage Offer added successfully!');
  });
});

import { screen, waitFor, within } from '@testing-library/react';

import { formatMoment } from '../../../client/src/lib/format-when';
import { setupUser } from '../../helpers/user-events';

import {
  CANCEL_LISBON,
  historyTexts,
  interviewsSection,
  items,
  lisbon,
  MOVE_LISBON,
  rita,
  sam,
  section,
} from './candidate-interviews-fixtures';
import {
  type Activity,
  APPLIED_ACTIVITY,
  type Calls,
  cancelInterviewMock,
  type CandidateData,
  detailsMock,
  grace,
  type InterviewData,
  interviewerOptionsMock,
  renderCandidatePage,
  rescheduleInterviewMock,
} from './candidate-page-fixtures';

describe('the candidate page: moving and cancelling an interview', () => {
  const withLisbon: CandidateData = { ...grace, interviews: [lisbon] };

  it('moves an interview from a form holding it as it is, and sends its id and every field', async () => {
    const user = setupUser();
    const calls: Calls = { variables: [] };
    const moved: InterviewData = {
      ...lisbon,
      startsAt: '2031-07-03T15:00:00.000Z',
      endsAt: '2031-07-03T15:45:00.000Z',
      time: '16:00',
      interviewers: [rita],
    };
    const MOVED: Activity = {
      id: '2',
      kind: 'INTERVIEW_CHANGED',
      actorLabel: 'me@example.com',
      at: '2025-03-06T10:00:00.000Z',
      details: { interviewId: lisbon.id, startsAt: moved.startsAt },
    };
    const input = {
      date: '2031-07-03',
      time: '16:00',
      timeZone: 'Europe/Lisbon',
      durationMinutes: 45,
      location: 'Rua Augusta 10, Lisbon',
      videoUrl: '',
      interviewerIds: [rita.id],
    };
    renderCandidatePage(grace.id, [
      detailsMock(withLisbon),
      interviewerOptionsMock([rita, sam]),
      rescheduleInterviewMock(
        { id: lisbon.id, input },
        { applicationId: grace.id, interview: moved, activity: [MOVED, APPLIED_ACTIVITY] },
        calls,
      ),
    ]);

    await user.click(await screen.findByRole('button', { name: MOVE_LISBON }));
    const dialog = await screen.findByRole('dialog', { name: 'Move the interview with Grace Hopper' });
    const time = within(dialog).getByLabelText('Time *');
    expect(within(dialog).getByLabelText('Date *')).toHaveValue('2031-07-03');
    expect(time).toHaveValue('14:30');
    expect(within(dialog).getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Lisbon');
    expect(within(dialog).getByRole('combobox', { name: 'Duration' })).toHaveValue('45');
    expect(within(dialog).getByRole('textbox', { name: 'Location' })).toHaveValue('Rua Augusta 10, Lisbon');
    const samBox = await within(dialog).findByRole('checkbox', { name: 'Sam Manager (sam@example.com)' });
    expect(samBox).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Rita Recruiter (rita@example.com)' })).toBeChecked();

    await user.clear(time);
    await user.type(time, '16:00');
    await user.click(samBox);
    await user.click(within(dialog).getByRole('button', { name: 'Save and send' }));

    expect(
      await within(interviewsSection()).findByText('Interview moved: the updated invitations are sent.'),
    ).toHaveAttribute('role', 'status');
    expect(calls.variables).toEqual([{ id: lisbon.id, input }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [item] = items('Upcoming');
    expect(item).toHaveTextContent('Thursday 3 July 2031 at 4:00 PM Lisbon time');
    expect(item).toHaveTextContent('InterviewersRita Recruiter');
    expect(item).not.toHaveTextContent('Sam Manager');
    expect(screen.getByRole('button', { name: 'Move the interview on Thursday 3 July 2031 at 4:00 PM' })).toHaveFocus();
    expect(historyTexts()).toEqual([`Interview moved to ${formatMoment(moved.startsAt)}`, 'Applied']);
  });

  it('asks before cancelling: Keep it changes nothing, Cancel interview sends it and marks the interview', async () => {
    const user = setupUser();
    const calls: Calls = { variables: [] };
    const cancelled: InterviewData = { ...lisbon, cancelledAt: '2025-03-06T10:00:00.000Z' };
    const CANCELLED: Activity = {
      id: '2',
      kind: 'INTERVIEW_CANCELLED',
      actorLabel: 'me@example.com',
      at: '2025-03-06T10:00:00.000Z',
      details: { interviewId: lisbon.id },
    };
    renderCandidatePage(grace.id, [
      detailsMock(withLisbon),
      cancelInterviewMock(
        lisbon.id,
        {
          applicationId: grace.id,
          interview: cancelled,
          activity: [CANCELLED, APPLIED_ACTIVITY],
        },
        calls,
      ),
    ]);

    const button = await screen.findByRole('button', { name: CANCEL_LISBON });
    await user.click(button);
    let dialog = await screen.findByRole('dialog', { name: 'Cancel this interview?' });
    expect(dialog).toHaveTextContent(
      'The interview with Grace Hopper on Thursday 3 July 2031 at 2:30 PM Lisbon time is called off: Grace Hopper and each interviewer get a cancellation by e-mail',
    );
    const keep = within(dialog).getByRole('button', { name: 'Keep it' });
    await waitFor(() => expect(keep).toHaveFocus());
    await user.click(keep);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(calls.variables).toEqual([]);

    await user.click(button);
    dialog = await screen.findByRole('dialog', { name: 'Cancel this interview?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel interview' }));

    const status = await within(interviewsSection()).findByText('Interview cancelled: everyone is told.');
    expect(calls.variables).toEqual([{ id: lisbon.id }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(status).toHaveFocus());
    const [item] = items('Upcoming');
    expect(item).toHaveTextContent(/^Cancelled/);
    expect(within(item!).queryByRole('button')).not.toBeInTheDocument();
    expect(historyTexts()).toEqual(['Interview cancelled', 'Applied']);
  });
});

describe('the candidate page: interviews in the history', () => {
  it('writes when each interview was scheduled for, moved to, and that it was cancelled', async () => {
    const activity: Activity[] = [
      {
        id: '4',
        kind: 'INTERVIEW_CANCELLED',
        actorLabel: 'rita@example.com',
        at: '2025-03-07T09:00:00.000Z',
        details: { interviewId: lisbon.id },
      },
      {
        id: '3',
        kind: 'INTERVIEW_CHANGED',
        actorLabel: 'rita@example.com',
        at: '2025-03-06T09:00:00.000Z',
        details: { interviewId: lisbon.id, startsAt: '2031-07-03T15:00:00.000Z' },
      },
      {
        id: '2',
        kind: 'INTERVIEW_SCHEDULED',
        actorLabel: 'rita@example.com',
        at: '2025-03-05T09:00:00.000Z',
        details: { interviewId: lisbon.id, startsAt: lisbon.startsAt },
      },
      APPLIED_ACTIVITY,
    ];
    renderCandidatePage(grace.id, [detailsMock({ ...grace, activity })]);
    await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });

    expect(historyTexts()).toEqual([
      'Interview cancelled',
      `Interview moved to ${formatMoment('2031-07-03T15:00:00.000Z')}`,
      `Interview scheduled for ${formatMoment(lisbon.startsAt)}`,
      'Applied',
    ]);
    // On the viewer's clock, in the words of every other time on the page.
    expect(historyTexts()[2]).toMatch(/^Interview scheduled for \w+day \d July 2031 at \d{1,2}:30 [AP]M$/);
    expect(within(section('History')).getAllByRole('listitem')[0]).toHaveTextContent(
      `Interview cancelled by rita@example.com, ${formatMoment('2025-03-07T09:00:00.000Z')}`,
    );
  });
});

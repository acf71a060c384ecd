import { screen, waitFor, within } from '@testing-library/react';

import { ApplicationInterviewScheduleDocument } from '../../../client/src/gql/graphql';
import { formatMoment } from '../../../client/src/lib/format-when';
import { setupUser } from '../../helpers/user-events';

import {
  ALL,
  CANCEL_LISBON,
  historyTexts,
  interviewsSection,
  items,
  january,
  lisbon,
  MOVE_LISBON,
  openSchedule,
  rita,
  sam,
} from './candidate-interviews-fixtures';
import {
  type Activity,
  APPLIED_ACTIVITY,
  type Calls,
  detailsMock,
  grace,
  type InterviewData,
  interviewerOptionsMock,
  refusedMock,
  renderCandidatePage,
  scheduleInterviewMock,
} from './candidate-page-fixtures';

describe('the candidate page: interviews', () => {
  it('lists the interviews to come soonest first, then those past latest first, each in words on its own clock', async () => {
    renderCandidatePage(grace.id, [detailsMock({ ...grace, interviews: ALL })]);
    await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });

    const upcoming = items('Upcoming');
    expect(upcoming.map((item) => item.querySelector('time')!.textContent)).toEqual([
      'Thursday 3 July 2031 at 2:30 PM Lisbon time',
      'Friday 1 August 2031 at 10:00 AM London time',
      'Wednesday 10 September 2031 at 9:00 AM New York time',
    ]);
    const [first, cancelled, video] = upcoming as [HTMLElement, HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Duration45 minutes');
    expect(first).toHaveTextContent('LocationRua Augusta 10, Lisbon');
    expect(first).toHaveTextContent('InterviewersRita Recruiter, Sam Manager');
    expect(within(first).queryByRole('link')).not.toBeInTheDocument();
    expect(within(first).getByRole('button', { name: MOVE_LISBON })).toHaveTextContent('Move');
    expect(within(first).getByRole('button', { name: CANCEL_LISBON })).toHaveTextContent('Cancel interview');

    // Cancelled: said in words, kept in its place, and nothing to do with it any more.
    expect(cancelled).toHaveTextContent(/^Cancelled/);
    expect(within(cancelled).queryByRole('button')).not.toBeInTheDocument();
    expect(first).not.toHaveTextContent('Cancelled');

    const link = within(video).getByRole('link', { name: 'https://meet.example.com/abc (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://meet.example.com/abc');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(video).toHaveTextContent('Duration1 hour');
    expect(
      within(video).getByRole('button', { name: 'Move the interview on Wednesday 10 September 2031 at 9:00 AM' }),
    ).toBeInTheDocument();

    const past = items('Past');
    expect(past.map((item) => item.querySelector('time')!.textContent)).toEqual([
      'Thursday 20 February 2025 at 3:00 PM London time',
      'Friday 10 January 2025 at 10:00 AM London time',
    ]);
    expect(past[0]).toHaveTextContent(/^Cancelled/);
    expect(past[1]).toHaveTextContent('Duration30 minutes');
    expect(past[1]).not.toHaveTextContent('Cancelled');
    expect(within(past[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(past[1]!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when there are none yet', async () => {
    renderCandidatePage(grace.id, [detailsMock(grace)]);
    await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });

    expect(within(interviewsSection()).getByText('No interviews yet.')).toBeInTheDocument();
    expect(within(interviewsSection()).queryByRole('list')).not.toBeInTheDocument();
    expect(within(interviewsSection()).getByRole('button', { name: 'Schedule interview' })).toBeInTheDocument();
  });

  it('offers no scheduling for a rejected application, and says why', async () => {
    renderCandidatePage(grace.id, [
      detailsMock({ ...grace, status: 'Rejected', rejectionEmailDueAt: '2025-03-01T12:10:00.000Z' }),
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });

    expect(within(interviewsSection()).queryByRole('button', { name: 'Schedule interview' })).not.toBeInTheDocument();
    expect(interviewsSection()).toHaveTextContent(
      'This application is rejected, so no interview can be scheduled: undo the rejection first',
    );
  });
});

describe('the candidate page: scheduling an interview', () => {
  const SCHEDULED: Activity = {
    id: '2',
    kind: 'INTERVIEW_SCHEDULED',
    actorLabel: 'me@example.com',
    at: '2025-03-05T10:00:00.000Z',
    details: { interviewId: lisbon.id, startsAt: lisbon.startsAt },
  };
  const INPUT = {
    date: '2031-07-03',
    time: '14:30',
    timeZone: 'Europe/Lisbon',
    durationMinutes: 45,
    location: 'Rua Augusta 10, Lisbon',
    videoUrl: 'https://meet.example.com/abc',
    interviewerIds: [rita.id, sam.id],
  };

  async function fillForm(user: ReturnType<typeof setupUser>, dialog: HTMLElement) {
    await user.type(within(dialog).getByLabelText('Date *'), INPUT.date);
    await user.type(within(dialog).getByLabelText('Time *'), INPUT.time);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Time zone' }), 'Europe/Lisbon');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Duration' }), '45 minutes');
    await user.type(within(dialog).getByRole('textbox', { name: 'Location' }), INPUT.location);
    await user.type(within(dialog).getByRole('textbox', { name: 'Video link' }), INPUT.videoUrl);
    // Ticked out of order: they are sent in the list's order.
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Sam Manager (sam@example.com)' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Rita Recruiter (rita@example.com)' }));
  }

  it('opens on an empty form in the browser’s time zone, for an hour', async () => {
    const user = setupUser();
    renderCandidatePage(grace.id, [detailsMock(grace), interviewerOptionsMock([rita, sam])]);
    const dialog = await openSchedule(user);

    const date = within(dialog).getByLabelText('Date *');
    expect(date).toHaveAttribute('type', 'date');
    await waitFor(() => expect(date).toHaveFocus());
    expect(within(dialog).getByLabelText('Time *')).toHaveAttribute('type', 'time');
    expect(within(dialog).getByRole('combobox', { name: 'Time zone' })).toHaveValue(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
    expect(within(dialog).getByRole('option', { name: 'Europe/Lisbon' })).toBeInTheDocument();
    const duration = within(dialog).getByRole('combobox', { name: 'Duration' });
    expect(duration).toHaveValue('60');
    expect(
      within(duration)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['30 minutes', '45 minutes', '1 hour', '1 hour 30 minutes', '2 hours']);
    const group = await within(dialog).findByRole('group', { name: 'Interviewers' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).checked),
    ).toEqual([false, false]);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schedule interview' })).toHaveFocus();
  });

  it('sends the interview as chosen, then says the invitations went and shows it with its history line', async () => {
    const user = setupUser();
    const calls: Calls = { variables: [] };
    const created: InterviewData = { ...lisbon, videoUrl: INPUT.videoUrl };
    renderCandidatePage(grace.id, [
      detailsMock({ ...grace, interviews: [january] }),
      interviewerOptionsMock([rita, sam]),
      scheduleInterviewMock(
        { applicationId: grace.id, input: INPUT },
        { applicationId: grace.id, interview: created, activity: [SCHEDULED, APPLIED_ACTIVITY] },
        calls,
      ),
    ]);
    const dialog = await openSchedule(user);
    await fillForm(user, dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));

    const status = await within(interviewsSection()).findByText('Interview scheduled: invitations sent.');
    expect(status).toHaveAttribute('role', 'status');
    expect(calls.variables).toEqual([{ applicationId: grace.id, input: INPUT }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schedule interview' })).toHaveFocus();
    const upcoming = items('Upcoming');
    expect(upcoming).toHaveLength(1);
    expect(upcoming[0]).toHaveTextContent('Thursday 3 July 2031 at 2:30 PM Lisbon time');
    expect(upcoming[0]).toHaveTextContent('InterviewersRita Recruiter, Sam Manager');
    expect(upcoming[0]).toHaveTextContent('https://meet.example.com/abc');
    // The one there before is still listed.
    expect(items('Past')).toHaveLength(1);
    expect(historyTexts()).toEqual([`Interview scheduled for ${formatMoment(lisbon.startsAt)}`, 'Applied']);
  });

  it('asks for the date, the time and an interviewer before sending anything', async () => {
    const user = setupUser();
    const calls: Calls = { variables: [] };
    renderCandidatePage(grace.id, [
      detailsMock(grace),
      interviewerOptionsMock([rita, sam]),
      scheduleInterviewMock(
        { applicationId: grace.id, input: { ...INPUT, interviewerIds: [] } },
        { applicationId: grace.id, interview: lisbon, activity: [SCHEDULED] },
        calls,
      ),
    ]);
    const dialog = await openSchedule(user);
    await within(dialog).findByRole('group', { name: 'Interviewers' });

    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));

    const date = within(dialog).getByLabelText('Date *');
    expect(date).toHaveAccessibleDescription('Please enter the Date.');
    expect(within(dialog).getByLabelText('Time *')).toHaveAccessibleDescription('Please enter the Time.');
    await waitFor(() => expect(date).toHaveFocus());

    await user.type(date, INPUT.date);
    await user.type(within(dialog).getByLabelText('Time *'), INPUT.time);
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));

    const firstBox = within(dialog).getByRole('checkbox', { name: 'Rita Recruiter (rita@example.com)' });
    expect(firstBox).toHaveAttribute('aria-invalid', 'true');
    expect(firstBox).toHaveAccessibleDescription('Please choose at least one interviewer.');
    await waitFor(() => expect(firstBox).toHaveFocus());
    expect(date).not.toHaveAttribute('aria-invalid');
    expect(calls.variables).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Schedule an interview with Grace Hopper' })).toBeInTheDocument();
  });

  it('shows the server’s refusal of the date on the Date field', async () => {
    const user = setupUser();
    const calls: Calls = { variables: [] };
    renderCandidatePage(grace.id, [
      detailsMock(grace),
      interviewerOptionsMock([rita, sam]),
      refusedMock(
        ApplicationInterviewScheduleDocument,
        { applicationId: grace.id, input: INPUT },
        'BAD_USER_INPUT',
        'The interview must start in the future.',
        calls,
        'date',
      ),
    ]);
    const dialog = await openSchedule(user);
    await fillForm(user, dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));

    const date = within(dialog).getByLabelText('Date *');
    await waitFor(() => expect(date).toHaveAccessibleDescription('The interview must start in the future.'));
    expect(date).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(date).toHaveFocus());
    expect(calls.variables).toEqual([{ applicationId: grace.id, input: INPUT }]);
    expect(within(dialog).getByRole('alert')).toBeEmptyDOMElement();
    expect(within(interviewsSection()).getByRole('status')).toBeEmptyDOMElement();

    // Changing the date takes the refusal away: it was about the date sent.
    await user.clear(date);
    await user.type(date, '2031-07-04');
    expect(date).not.toHaveAttribute('aria-invalid');
    expect(date).not.toHaveAccessibleDescription('The interview must start in the future.');
  });

  it('shows a refusal that names no field of the form as an alert in the dialog', async () => {
    const user = setupUser();
    const message = 'This application is rejected: undo the rejection before scheduling an interview.';
    renderCandidatePage(grace.id, [
      detailsMock(grace),
      interviewerOptionsMock([rita, sam]),
      refusedMock(
        ApplicationInterviewScheduleDocument,
        { applicationId: grace.id, input: INPUT },
        'CONFLICT',
        message,
        undefined,
        'applicationId',
      ),
    ]);
    const dialog = await openSchedule(user);
    await fillForm(user, dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));

    const alert = await within(dialog).findByText(message);
    expect(alert).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByRole('dialog', { name: 'Schedule an interview with Grace Hopper' })).toBeInTheDocument();
  });
});

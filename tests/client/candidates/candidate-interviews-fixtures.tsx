// The interviews the candidate page tests show, and how the tests find them on the page.
import { screen, within } from '@testing-library/react';

import { type setupUser } from '../../helpers/user-events';

import { type InterviewData, type InterviewerData } from './candidate-page-fixtures';

export const rita: InterviewerData = { id: 'user-2', name: 'Rita Recruiter', email: 'rita@example.com' };
export const sam: InterviewerData = { id: 'user-3', name: 'Sam Manager', email: 'sam@example.com' };

/** Thursday 3 July 2031, 2:30 PM in Lisbon (summer time, UTC+1), 45 minutes, in an office. */
export const lisbon: InterviewData = {
  id: 'iv-2',
  startsAt: '2031-07-03T13:30:00.000Z',
  endsAt: '2031-07-03T14:15:00.000Z',
  date: '2031-07-03',
  time: '14:30',
  timeZone: 'Europe/Lisbon',
  durationMinutes: 45,
  location: 'Rua Augusta 10, Lisbon',
  videoUrl: '',
  cancelledAt: null,
  interviewers: [rita, sam],
};

/** Friday 1 August 2031 in London: cancelled. */
export const cancelledOne: InterviewData = {
  id: 'iv-3',
  startsAt: '2031-08-01T09:00:00.000Z',
  endsAt: '2031-08-01T10:00:00.000Z',
  date: '2031-08-01',
  time: '10:00',
  timeZone: 'Europe/London',
  durationMinutes: 60,
  location: '',
  videoUrl: 'https://meet.example.com/old',
  cancelledAt: '2031-06-01T08:00:00.000Z',
  interviewers: [rita],
};

/** Wednesday 10 September 2031, 9:00 AM in New York, a video call. */
export const newYork: InterviewData = {
  id: 'iv-4',
  startsAt: '2031-09-10T13:00:00.000Z',
  endsAt: '2031-09-10T14:00:00.000Z',
  date: '2031-09-10',
  time: '09:00',
  timeZone: 'America/New_York',
  durationMinutes: 60,
  location: '',
  videoUrl: 'https://meet.example.com/abc',
  cancelledAt: null,
  interviewers: [sam],
};

/** Two that have happened: Friday 10 January and Thursday 20 February 2025, in London. */
export const january: InterviewData = {
  id: 'iv-0',
  startsAt: '2025-01-10T10:00:00.000Z',
  endsAt: '2025-01-10T10:30:00.000Z',
  date: '2025-01-10',
  time: '10:00',
  timeZone: 'Europe/London',
  durationMinutes: 30,
  location: 'Head office',
  videoUrl: '',
  cancelledAt: null,
  interviewers: [sam],
};

export const february: InterviewData = {
  ...january,
  id: 'iv-1',
  startsAt: '2025-02-20T15:00:00.000Z',
  endsAt: '2025-02-20T16:30:00.000Z',
  date: '2025-02-20',
  time: '15:00',
  durationMinutes: 90,
  cancelledAt: '2025-02-19T09:00:00.000Z',
};

/** The server's order: earliest first. */
export const ALL = [january, february, lisbon, cancelledOne, newYork];

export const MOVE_LISBON = 'Move the interview on Thursday 3 July 2031 at 2:30 PM';
export const CANCEL_LISBON = 'Cancel interview on Thursday 3 July 2031 at 2:30 PM';

export function section(name: string) {
  return screen.getByRole('region', { name });
}

export function interviewsSection() {
  return section('Interviews');
}

export function items(list: 'Upcoming' | 'Past') {
  return within(within(interviewsSection()).getByRole('list', { name: list })).getAllByRole('listitem');
}

export function historyTexts() {
  return within(section('History'))
    .getAllByRole('listitem')
    .map((line) => line.querySelector('.candidate-page__what')!.textContent);
}

export async function openSchedule(user: ReturnType<typeof setupUser>) {
  await user.click(await screen.findByRole('button', { name: 'Schedule interview' }));
  return screen.findByRole('dialog', { name: 'Schedule an interview with Grace Hopper' });
}

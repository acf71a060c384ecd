import type { MockLink } from '@apollo/client/testing';

import {
  DashboardInterviewsDocument,
  type MyInterviewFieldsFragment,
  MyInterviewsDocument,
} from '../../../client/src/gql/graphql';

/** The signed-in recruiter of meMock ('user-1'), and a colleague. */
const RITA = { __typename: 'Interviewer' as const, id: 'user-1', name: 'Rita Recruiter', email: 'rita@example.com' };
const OMAR = { __typename: 'Interviewer' as const, id: 'user-2', name: 'Omar Haddad', email: 'omar@example.com' };
const ANA = { __typename: 'Interviewer' as const, id: 'user-3', name: 'Ana Costa', email: 'ana@example.com' };

type Interview = MyInterviewFieldsFragment & { __typename: 'Interview' };

function interview(
  id: string,
  candidate: { applicationId: string; fullName: string; jobTitle: string },
  when: { startsAt: string; date: string; time: string; timeZone: string; durationMinutes: number },
  place: { location?: string; videoUrl?: string },
  interviewers: (typeof RITA)[],
): Interview {
  return {
    __typename: 'Interview',
    id,
    ...when,
    location: place.location ?? '',
    videoUrl: place.videoUrl ?? '',
    interviewers,
    application: {
      __typename: 'Application',
      id: candidate.applicationId,
      fullName: candidate.fullName,
      job: { __typename: 'Job', id: `job-of-${candidate.applicationId}`, title: candidate.jobTitle },
    },
  } as Interview;
}

/** Upcoming, soonest first: in a room and on video (London, summer time), then on video alone (New York). */
export const UPCOMING: readonly Interview[] = [
  interview(
    'iv-1',
    { applicationId: 'app-1', fullName: 'Ines Duarte', jobTitle: 'Payroll Specialist' },
    {
      startsAt: '2031-06-03T09:00:00.000Z',
      date: '2031-06-03',
      time: '10:00',
      timeZone: 'Europe/London',
      durationMinutes: 45,
    },
    { location: 'Meeting room 2, London office', videoUrl: 'https://meet.example/abc-defg' },
    [RITA, OMAR, ANA],
  ),
  interview(
    'iv-2',
    { applicationId: 'app-2', fullName: 'Lena Vogel', jobTitle: 'HR Business Partner' },
    {
      startsAt: '2031-06-04T18:30:00.000Z',
      date: '2031-06-04',
      time: '14:30',
      timeZone: 'America/New_York',
      durationMinutes: 90,
    },
    { videoUrl: 'https://meet.example/xyz' },
    [RITA],
  ),
];

/** Past, latest first. */
export const PAST: readonly Interview[] = [
  interview(
    'iv-0',
    { applicationId: 'app-9', fullName: 'Tom Becker', jobTitle: 'Talent Sourcer' },
    {
      startsAt: '2025-03-10T14:00:00.000Z',
      date: '2025-03-10',
      time: '15:00',
      timeZone: 'Europe/Berlin',
      durationMinutes: 60,
    },
    { location: 'Berlin office' },
    [OMAR, RITA],
  ),
];

/** The server's answer to My interviews' query for the view (`past`). */
export function myInterviewsMock(
  past: boolean,
  interviews: readonly Interview[],
  delay?: number,
): MockLink.MockedResponse {
  return {
    request: { query: MyInterviewsDocument, variables: { past } },
    result: { data: { myInterviews: interviews } },
    ...(delay === undefined ? {} : { delay }),
  };
}

export function myInterviewsErrorMock(past: boolean): MockLink.MockedResponse {
  return { request: { query: MyInterviewsDocument, variables: { past } }, error: new TypeError('Failed to fetch') };
}

/** The dashboard's question: the upcoming interviews, with what its summary shows of them. */
export function dashboardInterviewsMock(interviews: readonly Interview[]): MockLink.MockedResponse {
  return {
    request: { query: DashboardInterviewsDocument },
    result: {
      data: {
        myInterviews: interviews.map(({ id, startsAt, date, time, timeZone, application }) => ({
          __typename: 'Interview',
          id,
          startsAt,
          date,
          time,
          timeZone,
          application,
        })),
      },
    },
  };
}

export function dashboardInterviewsErrorMock(): MockLink.MockedResponse {
  return { request: { query: DashboardInterviewsDocument }, error: new TypeError('Failed to fetch') };
}

/** `count` upcoming interviews, a day apart from 1 July 2031, each in London at 9:30 (summer time). */
export function manyUpcoming(count: number): Interview[] {
  return Array.from({ length: count }, (_, index) => {
    const day = String(index + 1).padStart(2, '0');
    return interview(
      `iv-many-${index + 1}`,
      { applicationId: `app-many-${index + 1}`, fullName: `Candidate ${index + 1}`, jobTitle: 'Recruitment Lead' },
      {
        startsAt: `2031-07-${day}T08:30:00.000Z`,
        date: `2031-07-${day}`,
        time: '09:30',
        timeZone: 'Europe/London',
        durationMinutes: 30,
      },
      { videoUrl: 'https://meet.example/many' },
      [RITA],
    );
  });
}

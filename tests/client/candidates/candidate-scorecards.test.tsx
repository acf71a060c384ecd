import { screen, waitFor, within } from '@testing-library/react';

import { ApplicationScorecardSubmitDocument } from '../../../client/src/gql/graphql';
import { formatMoment } from '../../../client/src/lib/format-when';
import { setupUser } from '../../helpers/user-events';

import {
  february,
  historyTexts,
  interviewsSection,
  items,
  january,
  lisbon,
  rita,
  sam,
  section,
} from './candidate-interviews-fixtures';
import {
  type Activity,
  APPLIED_ACTIVITY,
  type Calls,
  type CandidateData,
  detailsMock,
  grace,
  type InterviewData,
  refusedMock,
  renderCandidatePage,
} from './candidate-page-fixtures';
import { NO_SCORECARDS, type ScorecardData, submitScorecardMock } from './candidate-scorecard-fixtures';

const ATTRIBUTES = ['Communication', 'Problem solving'];
const JOB = { ...grace.job, scorecardAttributes: ATTRIBUTES };

/** Friday 10 January 2025 in London: it has happened, and the viewer's scorecard is due. */
const due: InterviewData = { ...january, interviewers: [rita, sam], myScorecardDue: true, hiddenScorecards: 1 };
const DUE_LABEL = 'Submit scorecard for the interview on Friday 10 January 2025 at 10:00 AM';
const DIALOG_TITLE = 'Your scorecard: Grace Hopper on Friday 10 January 2025 at 10:00 AM London time';

const SAMS: ScorecardData = {
  id: 'sc-1',
  authorName: 'Sam Manager',
  recommendation: 'NO',
  ratings: [
    { attribute: 'Communication', rating: 'YES' },
    { attribute: 'Problem solving', rating: 'STRONG_NO' },
  ],
  notes: 'Unsure about the\nsystems design.',
  submittedAt: '2025-01-10T11:00:00.000Z',
};
const MINE: ScorecardData = {
  id: 'sc-2',
  authorName: 'Rita Recruiter',
  recommendation: 'STRONG_YES',
  ratings: [
    { attribute: 'Communication', rating: 'STRONG_YES' },
    { attribute: 'Problem solving', rating: 'YES' },
  ],
  notes: 'Clear and calm.',
  submittedAt: '2025-03-05T10:00:00.000Z',
};
const INPUT = {
  ratings: [
    { attribute: 'Communication', rating: 'STRONG_YES' },
    { attribute: 'Problem solving', rating: 'YES' },
  ],
  recommendation: 'STRONG_YES',
  notes: 'Clear and calm.',
};
const SUBMITTED: Activity = {
  id: '2',
  kind: 'SCORECARD_SUBMITTED',
  actorLabel: 'rita@talentconsultancy.example',
  at: MINE.submittedAt,
  details: { interviewId: due.id },
};

/** Before: the viewer's scorecard is due, Sam's is kept from them. */
const BEFORE: CandidateData = {
  ...grace,
  job: JOB,
  interviews: [due],
  scorecardSummary: { ...NO_SCORECARDS, hidden: 1 },
};
/** After: both scorecards readable, the summary and the history say so. */
const AFTER: CandidateData = {
  ...BEFORE,
  interviews: [{ ...due, myScorecardDue: false, hiddenScorecards: 0, scorecards: [SAMS, MINE] }],
  activity: [SUBMITTED, APPLIED_ACTIVITY],
  scorecardSummary: {
    submitted: 2,
    hidden: 0,
    recommendations: [
      { recommendation: 'NO', count: 1 },
      { recommendation: 'STRONG_YES', count: 1 },
    ],
    attributes: [
      { attribute: 'Communication', average: 3.5, count: 2 },
      { attribute: 'Problem solving', average: 2, count: 2 },
    ],
  },
};

type User = ReturnType<typeof setupUser>;

async function openScorecard(user: User) {
  await user.click(await screen.findByRole('button', { name: DUE_LABEL }));
  return screen.findByRole('dialog', { name: DIALOG_TITLE });
}

function choose(dialog: HTMLElement, group: string, choice: string) {
  return within(within(dialog).getByRole('group', { name: group })).getByRole('radio', { name: choice });
}

async function fillForm(user: User, dialog: HTMLElement) {
  await user.click(choose(dialog, 'Communication', 'Strong yes'));
  await user.click(choose(dialog, 'Problem solving', 'Yes'));
  await user.click(choose(dialog, 'Overall recommendation', 'Strong yes'));
  // Sent without the spaces around it.
  await user.type(within(dialog).getByRole('textbox', { name: 'Notes' }), '  Clear and calm.  ');
}

/** The scorecards listed under the interviews (the page's test data has one interview with them). */
function scorecardItems() {
  return within(within(interviewsSection()).getByRole('list', { name: 'Scorecards' })).getAllByRole('listitem');
}

describe('the candidate page: submitting a scorecard', () => {
  it('offers Submit scorecard only on an interview whose scorecard is due from the viewer, with a group per attribute', async () => {
    const user = setupUser();
    renderCandidatePage(grace.id, [detailsMock({ ...BEFORE, interviews: [due, february, lisbon] })]);
    const button = await screen.findByRole('button', { name: DUE_LABEL });

    expect(button).toHaveTextContent('Submit scorecard');
    expect(within(interviewsSection()).getAllByRole('button', { name: /^Submit scorecard/ })).toEqual([button]);
    const [cancelled, held] = items('Past') as [HTMLElement, HTMLElement];
    expect(held).toContainElement(button);
    expect(within(cancelled).queryByRole('button')).not.toBeInTheDocument();
    expect(within(items('Upcoming')[0]!).queryByRole('button', { name: /^Submit scorecard/ })).not.toBeInTheDocument();

    const dialog = await openScorecard(user);
    for (const group of [...ATTRIBUTES, 'Overall recommendation']) {
      expect(
        within(within(dialog).getByRole('group', { name: group }))
          .getAllByRole('radio')
          .map((radio) => radio.closest('label')!.textContent),
      ).toEqual(['Strong no', 'No', 'Yes', 'Strong yes']);
    }
    expect(within(dialog).getByRole('textbox', { name: 'Notes' })).toHaveAttribute('maxlength', '5000');
    await waitFor(() => expect(choose(dialog, 'Communication', 'Strong no')).toHaveFocus());

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('sends the ratings as chosen, then says so and shows every scorecard, the summary and the history line', async () => {
    const user = setupUser();
    const calls: Calls = { variables: [] };
    renderCandidatePage(grace.id, [
      detailsMock(BEFORE),
      submitScorecardMock({ interviewId: due.id, input: INPUT }, MINE, calls),
      detailsMock(AFTER),
    ]);
    const dialog = await openScorecard(user);
    await fillForm(user, dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Submit scorecard' }));

    const status = await within(interviewsSection()).findByText('Scorecard submitted.');
    expect(status).toHaveAttribute('role', 'status');
    expect(calls.variables).toEqual([{ interviewId: due.id, input: INPUT }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(status).toHaveFocus());
    expect(screen.queryByRole('button', { name: DUE_LABEL })).not.toBeInTheDocument();

    // The page read again: Sam's scorecard, kept until now, comes first (earliest first).
    await waitFor(() => expect(scorecardItems()).toHaveLength(2));
    const [samsItem, mineItem] = scorecardItems() as [HTMLElement, HTMLElement];
    expect(samsItem).toHaveTextContent(`Sam Manager Submitted ${formatMoment(SAMS.submittedAt)}`);
    expect(samsItem).toHaveTextContent('Overall recommendationNo');
    expect(samsItem).toHaveTextContent('CommunicationYes');
    expect(samsItem).toHaveTextContent('Problem solvingStrong no');
    expect(samsItem).toHaveTextContent('NotesUnsure about the systems design.');
    expect(mineItem).toHaveTextContent(`Rita Recruiter Submitted ${formatMoment(MINE.submittedAt)}`);
    expect(mineItem).toHaveTextContent('Overall recommendationStrong yesCommunicationStrong yesProblem solvingYes');
    expect(interviewsSection()).not.toHaveTextContent('hidden until you submit yours');

    const summary = section('Scorecards');
    expect(summary).toHaveTextContent('2 scorecards: 1 Strong yes, 1 No');
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['Communication: 3.5 of 4 (2 ratings)', 'Problem solving: 2 of 4 (2 ratings)']);
    await waitFor(() => expect(historyTexts()).toEqual(['Scorecard submitted', 'Applied']));
  });

  it('asks for every rating and the recommendation before sending anything', async () => {
    const user = setupUser();
    const calls: Calls = { variables: [] };
    renderCandidatePage(grace.id, [
      detailsMock(BEFORE),
      submitScorecardMock({ interviewId: due.id, input: INPUT }, MINE, calls),
    ]);
    const dialog = await openScorecard(user);

    await user.click(within(dialog).getByRole('button', { name: 'Submit scorecard' }));

    const first = choose(dialog, 'Communication', 'Strong no');
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('Please choose a rating for Communication.');
    expect(choose(dialog, 'Problem solving', 'Strong yes')).toHaveAccessibleDescription(
      'Please choose a rating for Problem solving.',
    );
    expect(choose(dialog, 'Overall recommendation', 'No')).toHaveAccessibleDescription(
      'Please choose an overall recommendation.',
    );
    await waitFor(() => expect(first).toHaveFocus());

    await user.click(choose(dialog, 'Communication', 'Yes'));
    await user.click(choose(dialog, 'Overall recommendation', 'Yes'));
    await user.click(within(dialog).getByRole('button', { name: 'Submit scorecard' }));

    expect(first).not.toHaveAttribute('aria-invalid');
    expect(choose(dialog, 'Overall recommendation', 'No')).not.toHaveAttribute('aria-invalid');
    const unrated = choose(dialog, 'Problem solving', 'Strong no');
    expect(unrated).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(unrated).toHaveFocus());
    expect(calls.variables).toEqual([]);
    expect(screen.getByRole('dialog', { name: DIALOG_TITLE })).toBeInTheDocument();
  });

  it('shows the server’s refusal as an alert and reads the page again', async () => {
    const user = setupUser();
    const message = 'You have already submitted your scorecard for this interview.';
    const calls: Calls = { variables: [] };
    renderCandidatePage(grace.id, [
      detailsMock(BEFORE),
      refusedMock(
        ApplicationScorecardSubmitDocument,
        { interviewId: due.id, input: INPUT },
        'CONFLICT',
        message,
        calls,
        'interviewId',
      ),
      detailsMock({
        ...BEFORE,
        interviews: [{ ...due, myScorecardDue: false, hiddenScorecards: 0, scorecards: [MINE] }],
      }),
    ]);
    const dialog = await openScorecard(user);
    await fillForm(user, dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Submit scorecard' }));

    const alert = await within(dialog).findByText(message);
    expect(alert).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(calls.variables).toEqual([{ interviewId: due.id, input: INPUT }]);
    expect(within(interviewsSection()).getByRole('status')).toBeEmptyDOMElement();

    // What the page shows catches up: the scorecard already sent, and no button to send another.
    await waitFor(() => expect(scorecardItems()).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(scorecardItems()[0]).toHaveTextContent('Rita Recruiter');
    expect(screen.queryByRole('button', { name: DUE_LABEL })).not.toBeInTheDocument();
  });
});

describe('the candidate page: reading scorecards', () => {
  it('says how many are kept from the viewer, under each interview and in the summary', async () => {
    const held: InterviewData = { ...february, id: 'iv-5', cancelledAt: null, hiddenScorecards: 2 };
    renderCandidatePage(grace.id, [
      detailsMock({ ...BEFORE, interviews: [due, held], scorecardSummary: { ...NO_SCORECARDS, hidden: 3 } }),
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });

    const [february2, january2] = items('Past') as [HTMLElement, HTMLElement];
    expect(february2).toHaveTextContent('2 scorecards hidden until you submit yours.');
    expect(january2).toHaveTextContent('1 scorecard hidden until you submit yours.');
    expect(within(interviewsSection()).queryByRole('list', { name: 'Scorecards' })).not.toBeInTheDocument();
    expect(section('Scorecards')).toHaveTextContent(/^Scorecards3 scorecards hidden until you submit yours\.$/);
  });

  it('sums the scorecards up: how many recommend what, strongest yes first, and each attribute’s average', async () => {
    renderCandidatePage(grace.id, [
      detailsMock({
        ...BEFORE,
        interviews: [{ ...due, myScorecardDue: false, hiddenScorecards: 0, scorecards: [SAMS] }],
        scorecardSummary: {
          submitted: 3,
          hidden: 1,
          recommendations: [
            { recommendation: 'NO', count: 1 },
            { recommendation: 'STRONG_YES', count: 2 },
          ],
          attributes: [
            { attribute: 'Communication', average: 3.5, count: 2 },
            { attribute: 'Problem solving', average: 2.33, count: 3 },
            { attribute: 'Teamwork', average: 4, count: 1 },
          ],
        },
      }),
    ]);

    const summary = await screen.findByRole('region', { name: 'Scorecards' });
    expect(summary).toHaveTextContent('3 scorecards: 2 Strong yes, 1 No');
    expect(
      within(within(summary).getByRole('list', { name: 'Average ratings' }))
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      'Communication: 3.5 of 4 (2 ratings)',
      'Problem solving: 2.33 of 4 (3 ratings)',
      'Teamwork: 4 of 4 (1 rating)',
    ]);
    expect(summary).toHaveTextContent('1 scorecard hidden until you submit yours.');
  });

  it('shows no summary and no scorecards when there are none and none kept', async () => {
    renderCandidatePage(grace.id, [detailsMock({ ...grace, interviews: [january] })]);
    await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });

    expect(screen.queryByRole('region', { name: 'Scorecards' })).not.toBeInTheDocument();
    expect(interviewsSection()).not.toHaveTextContent('Scorecard');
    expect(screen.queryByRole('button', { name: /^Submit scorecard/ })).not.toBeInTheDocument();
  });
});

import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

import { JobPostingPage } from '../../../client/src/features/job-admin/JobPostingPage';
import { ManageJobsPage } from '../../../client/src/features/job-admin/ManageJobsPage';
import { JobCreateDocument, type JobInput } from '../../../client/src/gql/graphql';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';

import {
  adminJob,
  createMock,
  DEFAULT_ATTRIBUTES,
  type FullJobInput,
  inputOf,
  listMock,
  NO_FACTS,
  openDetails,
  savedJob,
  updateErrorMock,
  updateMock,
  withClientOptions,
} from './fixtures';

const OPTIONS_RULE = 'A single-choice question needs 2 to 20 different options of at most 100 characters.';

const section = () => screen.getByRole('group', { name: 'Questions for applicants' });
const question = (n: number) => screen.getByRole('group', { name: `Question ${n}` });
const addButton = () => screen.getByRole('button', { name: 'Add question' });
/** Every question's text, top to bottom. */
const questionTexts = () =>
  within(section())
    .getAllByRole('textbox', { name: /^Question \d+$/ })
    .map((box) => (box as HTMLInputElement).value);

/** A job with only a title and a location, and these questions, as the form sends it. */
function jobInput(questions: FullJobInput['questions']): FullJobInput {
  return {
    title: 'Warehouse Supervisor',
    location: 'Leeds',
    description: [],
    responsibilities: [],
    qualifications: [],
    ...NO_FACTS,
    questions,
    scorecardAttributes: DEFAULT_ATTRIBUTES,
  };
}

async function typeTitleAndLocation(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Warehouse Supervisor');
  await user.type(screen.getByRole('textbox', { name: 'Location' }), 'Leeds');
}

/** Adds a question and types its text into the field that took the focus. */
async function addQuestion(user: UserEvent, text: string) {
  await user.click(addButton());
  await user.keyboard(text);
}

/** The server refusing the questions (BAD_USER_INPUT on `questions`). */
const REFUSAL_MESSAGE =
  'Question 2: a single-choice question needs 2 to 20 different options of at most 100 characters.';
const QUESTIONS_REFUSAL = {
  errors: [{ message: REFUSAL_MESSAGE, extensions: { code: 'BAD_USER_INPUT', field: 'questions' } }],
};

function createRefusedOnQuestions(input: JobInput): MockLink.MockedResponse {
  return { request: { query: JobCreateDocument, variables: { input } }, result: QUESTIONS_REFUSAL };
}

/** A job that asks two questions, one of them a required single choice. */
const forklift = adminJob(3, {
  title: 'Forklift Driver',
  questions: [
    {
      id: 'q-shift',
      label: 'Which shift suits you?',
      kind: 'SINGLE_CHOICE',
      required: true,
      options: ['Morning', 'Evening'],
    },
    { id: 'q-licence', label: 'Do you hold a forklift licence?', kind: 'YES_NO', required: false, options: [] },
  ],
});

describe('job form: questions for applicants', () => {
  let alert: jest.SpyInstance;
  beforeEach(() => {
    alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
  });
  afterEach(() => {
    alert.mockRestore();
  });

  it('sends the questions in the order left after moving and removing, trimmed, blank options dropped', async () => {
    const input = jobInput([
      { label: 'Do you hold a driving licence?', kind: 'YES_NO', required: true, options: [] },
      {
        label: 'Which shift suits you?',
        kind: 'SINGLE_CHOICE',
        required: false,
        options: ['Morning', 'Evening', 'Night'],
      },
    ]);
    const user = setupUser();
    renderApp(<JobPostingPage />, {
      route: '/admin/job-posting',
      mocks: withClientOptions([createMock(input, savedJob(adminJob(50), input, ['q-licence', 'q-shift']))]),
    });
    expect(within(section()).getByText('No questions: the apply form asks only for the usual details.')).toBeVisible();

    await typeTitleAndLocation(user);
    await addQuestion(user, '  Which shift suits you?  ');
    expect(screen.getByRole('textbox', { name: 'Question 1' })).toHaveFocus();
    await user.selectOptions(within(question(1)).getByRole('combobox', { name: 'Answer type' }), 'Single choice');
    await user.type(
      within(question(1)).getByRole('textbox', { name: 'Options (one per line)' }),
      'Morning{Enter}{Enter}  Evening  {Enter}Night{Enter}',
    );
    await addQuestion(user, 'Anything else?');
    await addQuestion(user, 'Do you hold a driving licence?');
    await user.selectOptions(within(question(3)).getByRole('combobox', { name: 'Answer type' }), 'Yes / No');
    await user.click(within(question(3)).getByRole('checkbox', { name: 'Required' }));
    expect(within(question(3)).queryByRole('textbox', { name: 'Options (one per line)' })).not.toBeInTheDocument();

    // The focus follows the question it moves: Enter moves it again.
    await user.click(screen.getByRole('button', { name: 'Move question 3 up' }));
    expect(screen.getByRole('button', { name: 'Move question 2 up' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const top = screen.getByRole('button', { name: 'Move question 1 up' });
    expect(top).toHaveFocus();
    expect(top).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(questionTexts()).toEqual(['Do you hold a driving licence?', '  Which shift suits you?  ', 'Anything else?']);
    expect(within(question(1)).getByRole('checkbox', { name: 'Required' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Remove question 3' }));
    expect(screen.queryByRole('group', { name: 'Question 3' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Question 2' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Move question 2 down' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('button', { name: 'Post Job' }));

    expect(await screen.findByText('Job posted successfully!')).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    expect(within(section()).queryByRole('group')).not.toBeInTheDocument();
    expect(within(section()).getByText('No questions: the apply form asks only for the usual details.')).toBeVisible();
  });

  it('sends no options for a question switched away from single choice', async () => {
    const input = jobInput([{ label: 'Notice period?', kind: 'SHORT_TEXT', required: false, options: [] }]);
    const user = setupUser();
    renderApp(<JobPostingPage />, {
      route: '/admin/job-posting',
      mocks: withClientOptions([createMock(input, savedJob(adminJob(51), input, ['q-notice']))]),
    });

    await typeTitleAndLocation(user);
    await addQuestion(user, 'Notice period?');
    const kind = within(question(1)).getByRole('combobox', { name: 'Answer type' });
    await user.selectOptions(kind, 'Single choice');
    await user.type(within(question(1)).getByRole('textbox', { name: 'Options (one per line)' }), 'None{Enter}A month');
    await user.selectOptions(kind, 'Short text');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));

    expect(await screen.findByText('Job posted successfully!')).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });

  it('marks a blank question and too few different options on their fields and sends nothing', async () => {
    const input = jobInput([
      { label: 'Preferred shift?', kind: 'SINGLE_CHOICE', required: false, options: ['Morning', 'Evening'] },
    ]);
    const user = setupUser();
    renderApp(<JobPostingPage />, {
      route: '/admin/job-posting',
      mocks: withClientOptions([createMock(input, savedJob(adminJob(52), input, ['q-shift']))]),
    });

    await typeTitleAndLocation(user);
    await user.click(addButton());
    await user.selectOptions(within(question(1)).getByRole('combobox', { name: 'Answer type' }), 'Single choice');
    const options = within(question(1)).getByRole('textbox', { name: 'Options (one per line)' });
    await user.type(options, 'Morning{Enter}  morning');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));

    const text = screen.getByRole('textbox', { name: 'Question 1' });
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveAccessibleDescription('Please enter the question.');
    expect(text).toHaveFocus();
    expect(options).toHaveAttribute('aria-invalid', 'true');
    expect(options).toHaveAccessibleDescription(`${OPTIONS_RULE} 2 to 20 different options; blank lines are left out.`);
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await user.type(text, 'Preferred shift?');
    await user.clear(options);
    await user.type(options, 'Morning{Enter}Evening');
    expect(text).not.toHaveAttribute('aria-invalid');
    expect(options).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));

    expect(await screen.findByText('Job posted successfully!')).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });

  it('disables Add question with the reason shown once the job asks 10 questions', async () => {
    const user = setupUser();
    renderApp(<JobPostingPage />, { route: '/admin/job-posting', mocks: withClientOptions([]) });

    for (let n = 1; n <= 10; n += 1) await user.click(addButton());

    expect(screen.getByRole('textbox', { name: 'Question 10' })).toHaveFocus();
    const reason = 'A job can ask at most 10 questions: remove one to add another.';
    expect(addButton()).toBeDisabled();
    expect(addButton()).toHaveAccessibleDescription(reason);
    expect(within(section()).getByText(reason)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Remove question 10' }));
    expect(screen.getByRole('textbox', { name: 'Question 9' })).toHaveFocus();
    expect(addButton()).toBeEnabled();
    expect(screen.queryByText(reason)).not.toBeInTheDocument();
  });

  it('shows the server refusal of the questions in their section and keeps them when posting is refused', async () => {
    const input = jobInput([
      { label: 'Do you hold a driving licence?', kind: 'YES_NO', required: false, options: [] },
      { label: 'Which shift suits you?', kind: 'SINGLE_CHOICE', required: false, options: ['Morning', 'Evening'] },
    ]);
    const user = setupUser();
    renderApp(<JobPostingPage />, {
      route: '/admin/job-posting',
      mocks: withClientOptions([createRefusedOnQuestions(input)]),
    });

    await typeTitleAndLocation(user);
    await addQuestion(user, 'Do you hold a driving licence?');
    await user.selectOptions(within(question(1)).getByRole('combobox', { name: 'Answer type' }), 'Yes / No');
    await addQuestion(user, 'Which shift suits you?');
    await user.selectOptions(within(question(2)).getByRole('combobox', { name: 'Answer type' }), 'Single choice');
    await user.type(
      within(question(2)).getByRole('textbox', { name: 'Options (one per line)' }),
      'Morning{Enter}Evening',
    );
    await user.click(screen.getByRole('button', { name: 'Post Job' }));

    expect(await within(section()).findByText(REFUSAL_MESSAGE)).toBeVisible();
    expect(section()).toHaveAccessibleDescription(expect.stringContaining(REFUSAL_MESSAGE));
    expect(screen.getByRole('alert')).toHaveTextContent(`The job was not posted: ${REFUSAL_MESSAGE}`);
    expect(alert).toHaveBeenCalledWith('Failed to post the job. Please try again.');
    expect(questionTexts()).toEqual(['Do you hold a driving licence?', 'Which shift suits you?']);
  });
});

describe('manage jobs: a job’s questions', () => {
  let alert: jest.SpyInstance;
  beforeEach(() => {
    alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
  });
  afterEach(() => {
    alert.mockRestore();
  });

  /** The details dialog's list of questions: each top-level item's own line, then its options. */
  function listedQuestions(dialog: HTMLElement) {
    const list = within(dialog).getByRole('list', { name: 'Questions for applicants' });
    return Array.from(list.children).map((item) => ({
      line: item.firstElementChild?.textContent,
      options: within(item as HTMLElement)
        .queryAllByRole('listitem')
        .map((option) => option.textContent),
    }));
  }

  it('lists the questions with their kind in words, "required" and the options in the details', async () => {
    const user = setupUser();
    renderApp(<ManageJobsPage />, {
      route: '/admin/manage-jobs',
      mocks: withClientOptions([listMock({ items: [forklift, adminJob(4, { title: 'Night Porter' })] })]),
    });

    const dialog = await openDetails(user, 'Forklift Driver');
    expect(within(dialog).getByRole('heading', { name: 'Questions for applicants' })).toBeInTheDocument();
    expect(listedQuestions(dialog)).toEqual([
      { line: 'Which shift suits you? (Single choice, required)', options: ['Morning', 'Evening'] },
      { line: 'Do you hold a forklift licence? (Yes / No)', options: [] },
    ]);

    await user.keyboard('{Escape}');
    const other = await openDetails(user, 'Night Porter');
    expect(within(other).queryByRole('heading', { name: 'Questions for applicants' })).not.toBeInTheDocument();
  });

  it('keeps the ids of the existing questions when the job is edited, and lists the saved order', async () => {
    const input = inputOf(forklift, {
      questions: [
        { id: 'q-licence', label: 'Do you hold a forklift licence?', kind: 'YES_NO', required: false, options: [] },
        {
          id: 'q-shift',
          label: 'Which shift suits you?',
          kind: 'SINGLE_CHOICE',
          required: true,
          options: ['Morning', 'Evening', 'Night'],
        },
        { label: 'When could you start?', kind: 'SHORT_TEXT', required: true, options: [] },
      ],
    });
    const user = setupUser();
    renderApp(<ManageJobsPage />, {
      route: '/admin/manage-jobs',
      mocks: withClientOptions([
        listMock({ items: [forklift] }),
        updateMock(forklift.id, input, savedJob(forklift, input, ['q-start'])),
      ]),
    });
    const details = await openDetails(user, 'Forklift Driver');
    await user.click(within(details).getByRole('button', { name: 'Update Forklift Driver' }));
    const dialog = screen.getByRole('dialog', { name: 'Update Job' });

    expect(within(question(1)).getByRole('textbox', { name: 'Question 1' })).toHaveValue('Which shift suits you?');
    expect(within(question(1)).getByRole('combobox', { name: 'Answer type' })).toHaveValue('SINGLE_CHOICE');
    expect(within(question(1)).getByRole('checkbox', { name: 'Required' })).toBeChecked();
    expect(within(question(1)).getByRole('textbox', { name: 'Options (one per line)' })).toHaveValue(
      'Morning\nEvening',
    );
    expect(within(question(2)).getByRole('combobox', { name: 'Answer type' })).toHaveValue('YES_NO');
    expect(within(question(2)).getByRole('checkbox', { name: 'Required' })).not.toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Move question 2 up' }));
    await user.type(within(question(2)).getByRole('textbox', { name: 'Options (one per line)' }), '{Enter}Night');
    await addQuestion(user, 'When could you start?');
    await user.click(within(question(3)).getByRole('checkbox', { name: 'Required' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Job updated successfully!');
    expect(alert).not.toHaveBeenCalled();

    const reopened = await openDetails(user, 'Forklift Driver');
    expect(listedQuestions(reopened).map(({ line }) => line)).toEqual([
      'Do you hold a forklift licence? (Yes / No)',
      'Which shift suits you? (Single choice, required)',
      'When could you start? (Short text, required)',
    ]);
  });

  it('shows the server refusal of the questions in the edit dialog’s section as well as the alert', async () => {
    const input = inputOf(forklift);
    const user = setupUser();
    renderApp(<ManageJobsPage />, {
      route: '/admin/manage-jobs',
      mocks: withClientOptions([
        listMock({ items: [forklift] }),
        updateErrorMock(forklift.id, input, { result: QUESTIONS_REFUSAL }),
      ]),
    });
    const details = await openDetails(user, 'Forklift Driver');
    await user.click(within(details).getByRole('button', { name: 'Update Forklift Driver' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await within(section()).findByText(REFUSAL_MESSAGE)).toBeVisible();
    expect(alert).toHaveBeenCalledWith(`Failed to update job: ${REFUSAL_MESSAGE}`);
    expect(screen.getByRole('dialog', { name: 'Update Job' })).toBeInTheDocument();
  });
});

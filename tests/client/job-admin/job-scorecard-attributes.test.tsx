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
  partner,
  savedJob,
  updateErrorMock,
  updateMock,
  withClientOptions,
} from './fixtures';

const HINT = 'What interviewers rate each candidate on, one per line (up to 10).';
const RULE = 'A job needs 1 to 10 different scorecard attributes of at most 100 characters.';
const SERVER_RULE = 'scorecardAttributes must be 1 to 10 different attributes of at most 100 characters.';
const SERVER_REFUSAL = {
  errors: [{ message: SERVER_RULE, extensions: { code: 'BAD_USER_INPUT', field: 'scorecardAttributes' } }],
};

const attributesField = (container: HTMLElement = document.body) =>
  within(container).getByRole('textbox', { name: 'Scorecard attributes' });
const postButton = () => screen.getByRole('button', { name: 'Post Job' });

/** A job with only a title, a location and these scorecard attributes, as Post a Job sends it. */
function jobInput(scorecardAttributes: string[]): FullJobInput {
  return {
    title: 'Payroll Analyst',
    location: 'Manchester',
    description: [],
    responsibilities: [],
    qualifications: [],
    ...NO_FACTS,
    questions: [],
    scorecardAttributes,
  };
}

async function typeTitleAndLocation(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Payroll Analyst');
  await user.type(screen.getByRole('textbox', { name: 'Location' }), 'Manchester');
}

/** Puts `text` in place of what the field holds, as a paste would. */
async function replaceText(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

function createRefusedOnAttributes(input: JobInput): MockLink.MockedResponse {
  return { request: { query: JobCreateDocument, variables: { input } }, result: SERVER_REFUSAL };
}

/** The details dialog's line of scorecard attributes (its label, then the list). */
const attributesLine = (dialog: HTMLElement) => within(dialog).getByText('Scorecard attributes:').closest('p');

describe('post a job: scorecard attributes', () => {
  let alert: jest.SpyInstance;
  beforeEach(() => {
    alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
  });
  afterEach(() => {
    alert.mockRestore();
  });

  it('starts with the default set after the questions and sends it when it is left as it is', async () => {
    const input = jobInput(DEFAULT_ATTRIBUTES);
    const user = setupUser();
    renderApp(<JobPostingPage />, {
      route: '/admin/job-posting',
      mocks: withClientOptions([createMock(input, savedJob(adminJob(60), input))]),
    });

    const field = attributesField();
    expect(field.tagName).toBe('TEXTAREA');
    expect(field).toHaveValue('Relevant experience\nSkills for the role\nCommunication\nMotivation');
    expect(field).toHaveAccessibleDescription(HINT);
    expect(field).not.toHaveAttribute('aria-invalid');
    const questions = screen.getByRole('group', { name: 'Questions for applicants' });
    expect(questions.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await typeTitleAndLocation(user);
    await user.click(postButton());

    expect(await screen.findByText('Job posted successfully!')).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });

  it('sends the edited lines trimmed without blank ones, then starts the next job with the default set again', async () => {
    const input = jobInput(['Payroll accuracy', 'Attention to detail', 'Communication']);
    const user = setupUser();
    renderApp(<JobPostingPage />, {
      route: '/admin/job-posting',
      mocks: withClientOptions([createMock(input, savedJob(adminJob(61), input))]),
    });

    await typeTitleAndLocation(user);
    await replaceText(user, attributesField(), '  Payroll accuracy  \n\nAttention to detail\n   \nCommunication\n');
    await user.click(postButton());

    expect(await screen.findByText('Job posted successfully!')).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    expect(attributesField()).toHaveValue(DEFAULT_ATTRIBUTES.join('\n'));
  });

  it.each([
    ['eleven attributes', Array.from({ length: 11 }, (_, n) => `Attribute ${n + 1}`).join('\n')],
    ['the same attribute twice in another letter case', 'Communication\nMotivation\ncommunication'],
    ['an attribute of 101 characters', `Motivation\n${'x'.repeat(101)}`],
    ['blank lines only', '\n   \n'],
  ])('marks the field, moves the focus to it and sends nothing when it holds %s', async (_case, text) => {
    const fixed = jobInput(['Communication', 'Motivation']);
    const user = setupUser();
    renderApp(<JobPostingPage />, {
      route: '/admin/job-posting',
      mocks: withClientOptions([createMock(fixed, savedJob(adminJob(62), fixed))]),
    });

    await typeTitleAndLocation(user);
    const field = attributesField();
    await replaceText(user, field, text);
    await user.click(postButton());

    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(`${RULE} ${HINT}`);
    expect(field).toHaveFocus();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    // Only the fixed list is mocked: had the refused one been sent, its failure would alert.
    await replaceText(user, field, 'Communication\nMotivation');
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.click(postButton());

    expect(await screen.findByText('Job posted successfully!')).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });

  it('shows the server refusal of the attributes on the field and keeps them when posting is refused', async () => {
    const input = jobInput(DEFAULT_ATTRIBUTES);
    const user = setupUser();
    renderApp(<JobPostingPage />, {
      route: '/admin/job-posting',
      mocks: withClientOptions([createRefusedOnAttributes(input)]),
    });

    await typeTitleAndLocation(user);
    await user.click(postButton());

    const reason = await screen.findByText(`The job was not posted: ${SERVER_RULE}`);
    expect(reason).toHaveAttribute('role', 'alert');
    const field = attributesField();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(`${SERVER_RULE} ${HINT}`);
    expect(field).toHaveValue(DEFAULT_ATTRIBUTES.join('\n'));
    expect(alert).toHaveBeenCalledWith('Failed to post the job. Please try again.');
  });
});

describe('manage jobs: scorecard attributes', () => {
  let alert: jest.SpyInstance;
  beforeEach(() => {
    alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
  });
  afterEach(() => {
    alert.mockRestore();
  });

  async function openEdit(mocks: MockLink.MockedResponse[]) {
    const user = setupUser();
    renderApp(<ManageJobsPage />, {
      route: '/admin/manage-jobs',
      mocks: withClientOptions([listMock({ items: [partner, adminJob(2)] }), ...mocks]),
    });
    const details = await openDetails(user, partner.title);
    await user.click(within(details).getByRole('button', { name: `Update ${partner.title}` }));
    return { user, dialog: screen.getByRole('dialog', { name: 'Update Job' }) };
  }

  it('lists each job’s own attributes in order in its details', async () => {
    const user = setupUser();
    renderApp(<ManageJobsPage />, {
      route: '/admin/manage-jobs',
      mocks: withClientOptions([listMock({ items: [partner, adminJob(2)] })]),
    });

    const dialog = await openDetails(user, partner.title);
    expect(attributesLine(dialog)).toHaveTextContent(
      'Scorecard attributes: Sourcing strategy, Stakeholder management, Communication',
    );

    await user.keyboard('{Escape}');
    const other = await openDetails(user, 'Position 2');
    expect(attributesLine(other)).toHaveTextContent(
      'Scorecard attributes: Relevant experience, Skills for the role, Communication, Motivation',
    );
  });

  it('starts with the job’s attributes, sends the edited list and lists it in the details once saved', async () => {
    const input = inputOf(partner, {
      scorecardAttributes: ['Stakeholder management', 'Sourcing strategy', 'Culture add'],
    });
    const { user, dialog } = await openEdit([updateMock(partner.id, input, savedJob(partner, input))]);

    const field = attributesField(dialog);
    expect(field).toHaveValue('Sourcing strategy\nStakeholder management\nCommunication');
    await replaceText(user, field, 'Stakeholder management\n\n  Sourcing strategy  \nCulture add\n');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Job updated successfully!');
    expect(alert).not.toHaveBeenCalled();

    // Only one list answer was mocked: the details read the saved job from the normalized cache.
    const details = await openDetails(user, partner.title);
    expect(attributesLine(details)).toHaveTextContent(
      'Scorecard attributes: Stakeholder management, Sourcing strategy, Culture add',
    );
  });

  it('marks a duplicate attribute on the field and saves nothing until it is removed', async () => {
    const input = inputOf(partner, { scorecardAttributes: ['Sourcing strategy', 'Communication'] });
    const { user, dialog } = await openEdit([updateMock(partner.id, input, savedJob(partner, input))]);

    const field = attributesField(dialog);
    await replaceText(user, field, 'Sourcing strategy\nCommunication\n  COMMUNICATION  ');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(`${RULE} ${HINT}`);
    expect(field).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Update Job' })).toBeInTheDocument();

    await replaceText(user, field, 'Sourcing strategy\nCommunication');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Job updated successfully!');
    expect(alert).not.toHaveBeenCalled();
  });

  it('shows the server refusal of the attributes on the edit dialog’s field as well as the alert', async () => {
    const { user, dialog } = await openEdit([
      updateErrorMock(partner.id, inputOf(partner), { result: SERVER_REFUSAL }),
    ]);
    const field = attributesField(dialog);
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await within(dialog).findByText(SERVER_RULE)).toBeVisible();
    expect(field).toHaveAccessibleDescription(`${SERVER_RULE} ${HINT}`);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(alert).toHaveBeenCalledWith(`Failed to update job: ${SERVER_RULE}`);
    expect(screen.getByRole('dialog', { name: 'Update Job' })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';

import { messages } from '../../../client/src/content/messages';
import { PRIVACY_VERSION } from '../../../client/src/content/privacy';
import type { ApplicationCreateMutationVariables } from '../../../client/src/gql/graphql';
import { setupUser } from '../../helpers/user-events';

import { applicant, applyMock, field, fill, openApplyDialog, receipt, submitButton } from './apply-fixtures';
import { type DetailsJob, seniorPartner } from './fixtures';

const PERMIT = 'Do you have the right to work in India?';
const NOTICE = 'How long is your notice period?';
const SETTING = 'Which way of working suits you best?';

/** A job asking one question of each kind: two required, the text one optional. */
const askingJob: DetailsJob = {
  ...seniorPartner,
  id: 'job-8',
  title: 'Recruitment Coordinator',
  questions: [
    { id: 'q-permit', label: PERMIT, kind: 'YES_NO', required: true, options: [] },
    { id: 'q-notice', label: NOTICE, kind: 'SHORT_TEXT', required: false, options: [] },
    {
      id: 'q-setting',
      label: SETTING,
      kind: 'SINGLE_CHOICE',
      required: true,
      options: ['On site', 'Hybrid', 'Remote'],
    },
  ],
};

const group = (dialog: HTMLElement, name: string) => within(dialog).getByRole('group', { name });
const radio = (dialog: HTMLElement, question: string, answer: string) =>
  within(group(dialog, question)).getByRole('radio', { name: answer });
const noticeField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: NOTICE });

/** True when the elements come in this order in the document. */
function inDocumentOrder(elements: HTMLElement[]): boolean {
  return elements
    .slice(1)
    .every((element, index) => elements[index]!.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
}

describe('applying for a job that asks questions', () => {
  it('shows each question as its kind asks, between the cover letter and the resume, required ones marked', async () => {
    const { dialog } = await openApplyDialog(setupUser(), [], askingJob);

    const permit = group(dialog, PERMIT);
    expect(
      within(permit)
        .getAllByRole('radio')
        .map((button) => button.getAttribute('value')),
    ).toEqual(['Yes', 'No']);
    const setting = group(dialog, SETTING);
    expect(
      within(setting)
        .getAllByRole('radio')
        .map((button) => button.getAttribute('value')),
    ).toEqual(['On site', 'Hybrid', 'Remote']);
    for (const button of [...within(permit).getAllByRole('radio'), ...within(setting).getAllByRole('radio')]) {
      expect(button).toBeRequired();
      expect(button).not.toBeChecked();
    }
    // The asterisk the form's note explains, on the required questions only.
    expect(within(dialog).getByText('Fields marked * are required.')).toBeInTheDocument();
    expect(permit).toHaveTextContent(`${PERMIT} *`);
    expect(setting).toHaveTextContent(`${SETTING} *`);

    const notice = noticeField(dialog);
    expect(notice).not.toBeRequired();
    expect(notice).toHaveAttribute('maxlength', '1000');
    expect(within(dialog).getByText(NOTICE, { selector: 'label' }).textContent).toBe(NOTICE);

    expect(inDocumentOrder([field(dialog, 'Cover Letter'), permit, notice, setting, field(dialog, 'Resume')])).toBe(
      true,
    );
  });

  it('marks an unanswered required question, focuses it and sends nothing when the form is sent', async () => {
    const user = setupUser();
    const sent: ApplicationCreateMutationVariables[] = [];
    const { dialog } = await openApplyDialog(user, [applyMock(receipt, sent)], askingJob);
    await fill(user, dialog, applicant);

    await user.click(submitButton(dialog));

    expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.application.missingFields);
    for (const answer of ['Yes', 'No']) {
      expect(radio(dialog, PERMIT, answer)).toHaveAttribute('aria-invalid', 'true');
      expect(radio(dialog, PERMIT, answer)).toHaveAccessibleDescription(`Please answer “${PERMIT}”.`);
    }
    expect(radio(dialog, SETTING, 'On site')).toHaveAccessibleDescription(`Please answer “${SETTING}”.`);
    expect(noticeField(dialog)).not.toHaveAttribute('aria-invalid');
    expect(radio(dialog, PERMIT, 'Yes')).toHaveFocus();
    expect(sent).toEqual([]);

    // Answering clears that question's mark; the next unanswered one gets the focus on the next try.
    await user.click(radio(dialog, PERMIT, 'No'));
    expect(radio(dialog, PERMIT, 'Yes')).not.toHaveAttribute('aria-invalid');
    await user.click(submitButton(dialog));
    expect(radio(dialog, SETTING, 'On site')).toHaveFocus();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.application.missingFields);
    expect(sent).toEqual([]);
  });

  it('sends the trimmed answers in the job’s order, whatever order they were given in', async () => {
    const user = setupUser();
    const sent: ApplicationCreateMutationVariables[] = [];
    const { dialog } = await openApplyDialog(user, [applyMock(receipt, sent)], askingJob);
    await fill(user, dialog, applicant);
    await user.click(radio(dialog, SETTING, 'Remote'));
    await user.click(radio(dialog, SETTING, 'Hybrid'));
    await user.type(noticeField(dialog), '  Two months ');
    await user.click(radio(dialog, PERMIT, 'Yes'));

    await user.click(submitButton(dialog));

    expect(await within(dialog).findByText(messages.application.success)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.jobId).toBe(askingJob.id);
    expect(sent[0]!.input.answers).toEqual([
      { questionId: 'q-permit', answer: 'Yes' },
      { questionId: 'q-notice', answer: 'Two months' },
      { questionId: 'q-setting', answer: 'Hybrid' },
    ]);
  });

  it('leaves out an optional question left blank or only spaces', async () => {
    const user = setupUser();
    const sent: ApplicationCreateMutationVariables[] = [];
    const { dialog } = await openApplyDialog(user, [applyMock(receipt, sent)], askingJob);
    await fill(user, dialog, applicant);
    await user.click(radio(dialog, PERMIT, 'No'));
    await user.type(noticeField(dialog), '   ');
    await user.click(radio(dialog, SETTING, 'On site'));

    await user.click(submitButton(dialog));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.input.answers).toEqual([
      { questionId: 'q-permit', answer: 'No' },
      { questionId: 'q-setting', answer: 'On site' },
    ]);
  });

  it('sends the same input as before, with no answers, when the job asks nothing', async () => {
    const user = setupUser();
    const sent: ApplicationCreateMutationVariables[] = [];
    const { dialog } = await openApplyDialog(user, [applyMock(receipt, sent)]);
    expect(within(dialog).queryAllByRole('radio')).toEqual([]);
    await fill(user, dialog, applicant);

    await user.click(submitButton(dialog));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.input).not.toHaveProperty('answers');
    expect(sent[0]!.input).toEqual({
      fullName: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '+1 555 0100',
      consent: true,
      privacyVersion: PRIVACY_VERSION,
      website: null,
      fillMs: expect.any(Number),
    });
    expect(await screen.findByText(messages.application.success)).toBeInTheDocument();
  });
});

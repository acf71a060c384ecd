import { ServerError } from '@apollo/client/errors';
import { act, screen, waitFor, within } from '@testing-library/react';

import { messages, SUCCESS_MESSAGE_MS } from '../../../client/src/content/messages';
import { formPrivacy, PRIVACY_VERSION } from '../../../client/src/content/privacy';
import { APPLICATION_SOURCE_KEY } from '../../../client/src/features/jobs/application-source';
import type { ApplicationCreateMutationVariables } from '../../../client/src/gql/graphql';
import { setupUser } from '../../helpers/user-events';

import { applicant, applyMock, field, fill, openApplyDialog, pdf, receipt, submitButton } from './apply-fixtures';
import { cardJob, detailsMock, listMock, renderJobs, seniorPartner } from './fixtures';

describe('applying for a job', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('offers the labelled fields, with a resume picker for .pdf, .doc and .docx', async () => {
    const { dialog } = await openApplyDialog(setupUser(), []);
    for (const label of ['Full Name', 'Email', 'Phone', 'LinkedIn', 'Portfolio', 'Cover Letter', 'Resume']) {
      expect(field(dialog, label)).toBeInTheDocument();
    }
    for (const name of ['Full Name', 'Email', 'Phone']) {
      expect(within(dialog).getByRole('textbox', { name })).toBeRequired();
    }
    expect(field(dialog, 'Resume')).toHaveAttribute('accept', '.pdf,.doc,.docx');
    expect(field(dialog, 'Resume')).toBeRequired();
    expect(within(dialog).getByRole('textbox', { name: 'Full Name' })).toHaveFocus();
  });

  it.each([['Full Name'], ['Email'], ['Phone']])('asks for the required fields when %s is empty', async (missing) => {
    const user = setupUser();
    const sent: ApplicationCreateMutationVariables[] = [];
    const { dialog } = await openApplyDialog(user, [applyMock(receipt, sent)]);
    await fill(user, dialog, { ...applicant, [missing]: '' });

    await user.click(submitButton(dialog));

    expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.application.missingFields);
    expect(sent).toHaveLength(0);
  });

  it('marks each missing field with its own message and focuses the first when the form is sent empty', async () => {
    const user = setupUser();
    const sent: ApplicationCreateMutationVariables[] = [];
    const { dialog } = await openApplyDialog(user, [applyMock(receipt, sent)]);

    await user.click(submitButton(dialog));

    // The spec's message stays, and each missing field says what it needs.
    expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.application.missingFields);
    for (const label of ['Full Name', 'Email', 'Phone', 'Resume']) {
      expect(field(dialog, label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(dialog, label)).toHaveAccessibleDescription(expect.stringMatching(/^Please (enter|choose) your/));
    }
    for (const label of ['LinkedIn', 'Portfolio', 'Cover Letter']) {
      expect(field(dialog, label)).not.toHaveAttribute('aria-invalid');
    }
    expect(field(dialog, 'Full Name')).toHaveFocus();
    expect(sent).toHaveLength(0);

    // Filling a field in clears its mark; the next empty one gets the focus on the next try.
    await user.type(field(dialog, 'Full Name'), 'Grace Hopper');
    expect(field(dialog, 'Full Name')).not.toHaveAttribute('aria-invalid');
    await user.click(submitButton(dialog));
    expect(field(dialog, 'Email')).toHaveFocus();
  });

  it('moves the focus to the message, inside the dialog, when the server refuses the application', async () => {
    const user = setupUser();
    const { dialog } = await openApplyDialog(user, [
      applyMock({ result: { errors: [{ message: 'Applications for this job are closed.' }] } }),
    ]);
    await fill(user, dialog, applicant);

    await user.click(submitButton(dialog));

    const alert = await within(dialog).findByText(/Applications for this job are closed\./);
    expect(alert).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('asks for the required fields when no resume is chosen', async () => {
    const user = setupUser();
    const { dialog } = await openApplyDialog(user, []);
    await fill(user, dialog, applicant, null);

    await user.click(submitButton(dialog));

    expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.application.missingFields);
  });

  it.each([
    ['a .txt file', new File(['plain text'], 'cv.txt', { type: 'text/plain' })],
    ['an empty .pdf', new File([], 'cv.pdf', { type: 'application/pdf' })],
  ])('refuses %s as a resume', async (_what, resume) => {
    const user = setupUser({ applyAccept: false });
    const sent: ApplicationCreateMutationVariables[] = [];
    const { dialog } = await openApplyDialog(user, [applyMock(receipt, sent)]);
    await fill(user, dialog, applicant, resume);

    await user.click(submitButton(dialog));

    expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.application.invalidResume);
    expect(sent).toHaveLength(0);
  });

  it('names a refused file and its type as soon as it is chosen, and takes a PDF after it', async () => {
    const user = setupUser({ applyAccept: false });
    const { dialog } = await openApplyDialog(user, []);
    await user.upload(field(dialog, 'Resume'), new File(['png'], 'photo.png', { type: 'image/png' }));

    expect(field(dialog, 'Resume')).toHaveAttribute('aria-invalid', 'true');
    expect(field(dialog, 'Resume')).toHaveAccessibleDescription(
      expect.stringContaining('Word or PDF only: photo.png is a PNG image.'),
    );
    expect(within(dialog).getByText('photo.png')).toBeInTheDocument();

    await user.upload(field(dialog, 'Resume'), pdf('cv.pdf'));
    expect(field(dialog, 'Resume')).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).getByText('cv.pdf')).toBeInTheDocument();
  });

  it('asks for consent with a box and the privacy policy linked, and sends nothing until it is ticked', async () => {
    const user = setupUser();
    const sent: ApplicationCreateMutationVariables[] = [];
    const { dialog } = await openApplyDialog(user, [applyMock(receipt, sent)]);
    const box = within(dialog).getByRole('checkbox', { name: formPrivacy.apply.consent });
    expect(box).not.toBeChecked();
    expect(within(dialog).getByRole('link', { name: /^Privacy Policy/ })).toHaveAttribute('href', '/privacy-policy');
    await fill(user, dialog, applicant);
    await user.click(box);
    await user.click(submitButton(dialog));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(formPrivacy.consentRequired);
    expect(box).toBeInvalid();
    expect(sent).toEqual([]);
  });

  it('sends the trimmed details and the resume, showing progress while it is sent', async () => {
    jest.useFakeTimers();
    const user = setupUser({ advanceTimers: jest.advanceTimersByTime });
    const sent: ApplicationCreateMutationVariables[] = [];
    const resume = pdf('Grace Hopper.DOCX');
    const { dialog } = await openApplyDialog(user, [applyMock({ ...receipt, delay: 1000 }, sent)]);
    await fill(
      user,
      dialog,
      { ...applicant, 'Full Name': '  Grace Hopper ', LinkedIn: 'linkedin.com/in/grace' },
      resume,
    );

    await user.click(submitButton(dialog));

    expect(submitButton(dialog)).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByRole('progressbar', { name: 'Uploading resume' })).toBeInTheDocument();
    expect(sent).toEqual([
      {
        jobId: seniorPartner.id,
        input: {
          fullName: 'Grace Hopper',
          email: 'grace@example.com',
          phone: '+1 555 0100',
          linkedIn: 'linkedin.com/in/grace',
          consent: true,
          privacyVersion: PRIVACY_VERSION,
          website: null,
          fillMs: expect.any(Number),
        },
        resume,
      },
    ]);

    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(within(dialog).getByText(messages.application.success)).toHaveAttribute('role', 'status');
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('sends the source of the link that brought the visitor, and who referred them', async () => {
    const user = setupUser();
    const sent: ApplicationCreateMutationVariables[] = [];
    renderJobs(`/browse-positions/${seniorPartner.id}?utm_source=Newsletter`, [
      listMock({ items: [cardJob(1)] }),
      detailsMock(),
      applyMock(receipt, sent),
    ]);
    const details = await screen.findByRole('dialog', { name: seniorPartner.title });
    await user.click(within(details).getByRole('button', { name: 'Apply Now' }));
    const dialog = await screen.findByRole('dialog', { name: `Apply for ${seniorPartner.title}` });
    await fill(user, dialog, { ...applicant, 'Referred by': '  Ada Lovelace ' });

    await user.click(submitButton(dialog));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.input).toMatchObject({ source: 'Newsletter', referredBy: 'Ada Lovelace' });
  });

  it('sends the source kept from a link earlier in the visit when the job page has none', async () => {
    const user = setupUser();
    sessionStorage.setItem(APPLICATION_SOURCE_KEY, 'linkedin');
    try {
      const sent: ApplicationCreateMutationVariables[] = [];
      const { dialog } = await openApplyDialog(user, [applyMock(receipt, sent)]);
      await fill(user, dialog, applicant);

      await user.click(submitButton(dialog));

      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]!.input.source).toBe('linkedin');
      expect(sent[0]!.input.referredBy).toBeUndefined();
    } finally {
      sessionStorage.clear();
    }
  });

  it('confirms a successful application and closes itself 3 seconds later, back to the list', async () => {
    jest.useFakeTimers();
    const user = setupUser({ advanceTimers: jest.advanceTimersByTime });
    const { dialog, router } = await openApplyDialog(user, [applyMock({ ...receipt, delay: 0 })]);
    await fill(user, dialog, applicant);

    await user.click(submitButton(dialog));
    await act(() => jest.advanceTimersByTimeAsync(0));

    expect(within(dialog).getByText('Your application has been submitted successfully!')).toHaveAttribute(
      'role',
      'status',
    );
    // What follows, in a status of its own after the spec's line.
    expect(
      within(dialog).getByText(
        'What happens next: our recruiters read every application and come back to you at grace@example.com.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(within(dialog).queryByRole('button', { name: 'Submit Application' })).not.toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(SUCCESS_MESSAGE_MS - 100));
    expect(screen.getByRole('dialog', { name: `Apply for ${seniorPartner.title}` })).toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/browse-positions');
  });

  it('shows the server’s message after the prefix for a second application to the same job', async () => {
    const user = setupUser();
    const duplicate = {
      result: {
        errors: [{ message: 'You have already applied for this job.', extensions: { code: 'CONFLICT' } }],
      },
    };
    const { dialog } = await openApplyDialog(user, [applyMock(duplicate)]);
    await fill(user, dialog, applicant);

    await user.click(submitButton(dialog));

    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Failed to submit application: You have already applied for this job.',
      ),
    );
    await waitFor(() => expect(submitButton(dialog)).toBeEnabled());
  });

  it('says something went wrong when the server answers an HTTP error without a GraphQL body', async () => {
    const user = setupUser();
    const badGateway = new ServerError('Response not successful: Received status code 502', {
      response: { status: 502 } as Response,
      bodyText: '<html>Bad Gateway</html>',
    });
    const { dialog } = await openApplyDialog(user, [applyMock({ error: badGateway })]);
    await fill(user, dialog, applicant);

    await user.click(submitButton(dialog));

    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.application.notOk));
  });

  it('says to try again later when no answer comes back', async () => {
    const user = setupUser();
    const { dialog } = await openApplyDialog(user, [applyMock({ error: new TypeError('Failed to fetch') })]);
    await fill(user, dialog, applicant);

    await user.click(submitButton(dialog));

    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('An error occurred. Please try again later.'),
    );
  });

  it('sends one application for a double click', async () => {
    const user = setupUser();
    const sent: ApplicationCreateMutationVariables[] = [];
    // A second request would find this mock again (maxUsageCount 2) and be counted.
    const { dialog } = await openApplyDialog(user, [{ ...applyMock(receipt, sent), maxUsageCount: 2 }]);
    await fill(user, dialog, applicant);

    await user.dblClick(submitButton(dialog));

    expect(await within(dialog).findByText(messages.application.success)).toHaveAttribute('role', 'status');
    expect(sent).toHaveLength(1);
  });

  it('goes back to the job details when the apply dialog is closed', async () => {
    const user = setupUser();
    const { dialog, router } = await openApplyDialog(user, []);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    expect(await screen.findByRole('dialog', { name: seniorPartner.title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/browse-positions/${seniorPartner.id}`);
  });
});

import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

import { messages } from '../../../client/src/content/messages';
import { formPrivacy, PRIVACY_VERSION } from '../../../client/src/content/privacy';
import { sendCvContent } from '../../../client/src/features/jobs/general-application';
import {
  GeneralApplicationCreateDocument,
  type GeneralApplicationCreateMutationVariables,
} from '../../../client/src/gql/graphql';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';
import { cardJob, listMock, renderJobs } from '../jobs/fixtures';

const RECEIPT =
  'Thank you: your CV is in our talent pool, and our recruiters will contact you when a role fits. ' +
  'If you sent us a CV before from this e-mail address, this one replaces it.';

function pdf(name = 'cv.pdf') {
  return new File(['%PDF-1.7 a CV'], name, { type: 'application/pdf' });
}

/** The mutation, answering `answer` and recording what it was sent. */
function sendMock(
  answer: Pick<MockLink.MockedResponse, 'result' | 'error'>,
  sent: GeneralApplicationCreateMutationVariables[] = [],
): MockLink.MockedResponse {
  return {
    request: {
      query: GeneralApplicationCreateDocument,
      variables: (variables: Record<string, unknown>) => {
        sent.push(variables as GeneralApplicationCreateMutationVariables);
        return true;
      },
    },
    ...answer,
  };
}

const receipt = {
  result: { data: { sendGeneralApplication: { __typename: 'GeneralApplicationReceipt', message: RECEIPT } } },
};

/** A field by its visible label (required ones end in an asterisk hidden from screen readers). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace('?', '\\?')}( \\*)?$`));

async function renderPage(mocks: MockLink.MockedResponse[] = []) {
  renderApp('/send-cv', { mocks });
  return screen.findByRole('heading', { level: 1, name: sendCvContent.title });
}

async function fill(user: UserEvent, values: Record<string, string>, consent = true) {
  for (const [label, value] of Object.entries(values)) if (value) await user.type(field(label), value);
  await user.upload(field('Resume'), pdf());
  if (consent) await user.click(screen.getByRole('checkbox', { name: formPrivacy.talentPool.consent }));
}

const person = { 'Full Name': 'Mary Jackson', Email: 'mary@example.com', Phone: '+1 555 0199' };
const send = () => screen.getByRole('button', { name: sendCvContent.submit });

describe('Send us your CV (/send-cv)', () => {
  it('offers the apply form’s fields, what kind of role, the resume and the consent box', async () => {
    await renderPage();
    for (const label of ['Full Name', 'Email', 'Phone']) expect(field(label)).toBeRequired();
    expect(field('LinkedIn')).not.toBeRequired();
    expect(field(sendCvContent.messageLabel)).toHaveAccessibleDescription(sendCvContent.messageHint);
    expect(field('Resume')).toHaveAttribute('accept', '.pdf,.doc,.docx');
    expect(screen.getByRole('checkbox', { name: formPrivacy.talentPool.consent })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Privacy Policy (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  it('marks what is missing, focuses the first, and sends nothing', async () => {
    const user = setupUser();
    const sent: GeneralApplicationCreateMutationVariables[] = [];
    await renderPage([sendMock(receipt, sent)]);

    await user.click(send());

    expect(screen.getByRole('alert')).toHaveTextContent(messages.application.missingFields);
    for (const label of ['Full Name', 'Email', 'Phone', 'Resume']) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByRole('checkbox', { name: formPrivacy.talentPool.consent })).toHaveAccessibleDescription(
      formPrivacy.consentRequired,
    );
    expect(field('Full Name')).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('asks for the consent box before sending', async () => {
    const user = setupUser();
    const sent: GeneralApplicationCreateMutationVariables[] = [];
    await renderPage([sendMock(receipt, sent)]);
    await fill(user, person, false);

    await user.click(send());

    expect(screen.getByRole('alert')).toHaveTextContent(formPrivacy.consentRequired);
    expect(screen.getByRole('checkbox', { name: formPrivacy.talentPool.consent })).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('sends the CV with the consent and the form’s guards, then shows the receipt in place of the form', async () => {
    const user = setupUser();
    const sent: GeneralApplicationCreateMutationVariables[] = [];
    await renderPage([sendMock(receipt, sent)]);
    await fill(user, { ...person, [sendCvContent.messageLabel]: '  Payroll roles, hybrid ' });

    await user.click(send());

    expect(await screen.findByText(RECEIPT)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      input: {
        fullName: 'Mary Jackson',
        email: 'mary@example.com',
        phone: '+1 555 0199',
        message: 'Payroll roles, hybrid',
        consent: true,
        privacyVersion: PRIVACY_VERSION,
        website: null,
        fillMs: expect.any(Number),
      },
    });
    expect(sent[0]!.input.linkedIn).toBeUndefined();
    expect((sent[0]!.resume as File).name).toBe('cv.pdf');
    expect(screen.queryByRole('button', { name: sendCvContent.submit })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(RECEIPT).closest('.send-cv__receipt')).toHaveFocus());
    expect(screen.getByRole('link', { name: sendCvContent.browse })).toHaveAttribute('href', '/browse-positions');
  });

  it('shows the server’s words when it refuses, keeping what was typed', async () => {
    const user = setupUser();
    const refusal = 'Too many forms were sent with this e-mail address. Please try again in 60 minutes.';
    await renderPage([
      sendMock({
        result: { errors: [{ message: refusal, extensions: { code: 'TOO_MANY_REQUESTS', field: 'email' } }] },
      }),
    ]);
    await fill(user, person);

    await user.click(send());

    const alert = await screen.findByText(`${messages.application.serverErrorPrefix} ${refusal}`);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(field('Full Name')).toHaveValue('Mary Jackson');
    expect(send()).toBeEnabled();
  });

  it('is offered under the job list', async () => {
    renderJobs('/browse-positions', [listMock({ items: [cardJob(1)] })]);
    const link = await screen.findByRole('link', { name: sendCvContent.title });
    expect(link).toHaveAttribute('href', '/send-cv');
    expect(link.closest('p')).toHaveTextContent(`${sendCvContent.fromJobList} ${sendCvContent.title}`);
    expect(within(link.closest('p')!).getAllByRole('link')).toHaveLength(1);
  });
});

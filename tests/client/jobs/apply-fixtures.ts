import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

import { formPrivacy } from '../../../client/src/content/privacy';
import { ApplicationCreateDocument, type ApplicationCreateMutationVariables } from '../../../client/src/gql/graphql';

import { cardJob, type DetailsJob, detailsMock, listMock, renderJobs, seniorPartner } from './fixtures';

export const applicant = {
  'Full Name': 'Grace Hopper',
  Email: 'grace@example.com',
  Phone: '+1 555 0100',
};

export function pdf(name = 'cv.pdf', content = '%PDF-1.7 resume') {
  return new File([content], name, { type: 'application/pdf' });
}

/** An applyForJob answer that records every request it gets. */
export function applyMock(
  answer: Pick<MockLink.MockedResponse, 'result' | 'error' | 'delay'>,
  sent: ApplicationCreateMutationVariables[] = [],
): MockLink.MockedResponse {
  return {
    request: {
      query: ApplicationCreateDocument,
      variables: (variables: Record<string, unknown>) => {
        sent.push(variables as ApplicationCreateMutationVariables);
        return true;
      },
    },
    ...answer,
  };
}

export const receipt = {
  result: {
    data: {
      applyForJob: { __typename: 'ApplicationReceipt', id: 'app-1', message: 'Application received.' },
    },
  },
};

/** Opens `job`'s details from its URL, presses Apply Now and returns the apply dialog. */
export async function openApplyDialog(
  user: UserEvent,
  mocks: MockLink.MockedResponse[],
  job: DetailsJob = seniorPartner,
) {
  const view = renderJobs(`/browse-positions/${job.id}`, [
    listMock({ items: [cardJob(1)] }),
    detailsMock(job),
    ...mocks,
  ]);
  const details = await screen.findByRole('dialog', { name: job.title });
  await user.click(within(details).getByRole('button', { name: 'Apply Now' }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: `Apply for ${job.title}` }) };
}

/** A field by its visible label (required ones end in an asterisk hidden from screen readers). */
export const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(new RegExp(`^${label}( \\*)?$`));

export async function fill(
  user: UserEvent,
  dialog: HTMLElement,
  values: Record<string, string>,
  resume: File | null = pdf(),
) {
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(field(dialog, label), value);
  }
  if (resume) await user.upload(field(dialog, 'Resume'), resume);
  await user.click(within(dialog).getByRole('checkbox', { name: formPrivacy.apply.consent }));
}

export const submitButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Submit Application' });

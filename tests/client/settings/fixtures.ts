import type { MockLink } from '@apollo/client/testing';

import { RejectionTemplateDocument } from '../../../client/src/gql/graphql';

export const PLACEHOLDERS = ['{candidateName}', '{jobTitle}'];

export const DEFAULT_TEMPLATE = {
  subject: 'Your application: {jobTitle}',
  body: 'Dear {candidateName},\n\nThank you for applying for {jobTitle}.',
};

/** The rejection e-mail template as the server answers it. */
export function template(fields: {
  subject: string;
  body: string;
  updatedAt?: string | null;
  updatedBy?: string | null;
}) {
  return {
    __typename: 'RejectionEmailTemplate',
    placeholders: PLACEHOLDERS,
    updatedAt: null,
    updatedBy: null,
    ...fields,
  };
}

/**
 * The template query the Settings page runs for ADMIN and SUPER_ADMIN (its "Rejection e-mail"
 * panel); tests of the page's other panels answer it too.
 */
export function templateMock(fields: Parameters<typeof template>[0] = DEFAULT_TEMPLATE): MockLink.MockedResponse {
  return {
    request: { query: RejectionTemplateDocument },
    result: { data: { rejectionEmailTemplate: template(fields) } },
  };
}

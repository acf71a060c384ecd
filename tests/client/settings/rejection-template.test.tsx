import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';

import { SettingsPage } from '../../../client/src/features/settings/SettingsPage';
import {
  RejectionTemplateDocument,
  RejectionTemplateResetDocument,
  RejectionTemplateUpdateDocument,
  type Role,
  TwoFactorStatusDocument,
} from '../../../client/src/gql/graphql';
import { formatMoment } from '../../../client/src/lib/format-when';
import { meMock } from '../../helpers/me-mock';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';

import { DEFAULT_TEMPLATE, reasonsMock, stagesMock, template, templateMock } from './fixtures';

const twoFactorOff: MockLink.MockedResponse = {
  request: { query: TwoFactorStatusDocument },
  result: { data: { me: { __typename: 'User', id: 'user-1', twoFactorEnabled: false } } },
};

const DEFAULT = DEFAULT_TEMPLATE;
const SAVED_AT = '2025-03-03T09:30:00.000Z';

function updateMock(input: { subject: string; body: string }, result: MockLink.MockedResponse['result']) {
  const sent: unknown[] = [];
  const mock: MockLink.MockedResponse = {
    request: { query: RejectionTemplateUpdateDocument, variables: { input } },
    result: (variables: Record<string, unknown>) => {
      sent.push(variables);
      return result as never;
    },
  } as MockLink.MockedResponse;
  return { mock, sent };
}

function renderSettings(role: Role, mocks: MockLink.MockedResponse[]) {
  return renderApp(<SettingsPage />, {
    role,
    mocks: [twoFactorOff, meMock(role), stagesMock(), reasonsMock(), ...mocks],
  });
}

async function panel() {
  return screen.findByRole('region', { name: 'Rejection e-mail' });
}

describe('settings: the rejection e-mail template', () => {
  it('is not offered to an internal recruiter, and not asked for', async () => {
    const asked: unknown[] = [];
    renderSettings('INTERNAL_RECRUITER', [
      { ...templateMock(), result: () => (asked.push(1), templateMock().result) as never } as MockLink.MockedResponse,
    ]);
    expect(await screen.findByText('Internal Recruiter')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Rejection e-mail' })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it.each(['ADMIN', 'SUPER_ADMIN'] as const)(
    'shows %s the subject and body with the placeholders and who changed it last',
    async (role) => {
      renderSettings(role, [templateMock({ ...DEFAULT, updatedAt: SAVED_AT, updatedBy: 'ada@example.com' })]);
      const region = within(await panel());
      const subject = await region.findByLabelText(/^Subject/);
      expect(subject).toHaveValue(DEFAULT.subject);
      expect(subject).toHaveAttribute('maxlength', '200');
      expect(subject).toHaveAccessibleDescription('Placeholders: {candidateName}, {jobTitle}.');
      expect(region.getByLabelText(/^Body/)).toHaveValue(DEFAULT.body);
      expect(region.getByLabelText(/^Body/)).toHaveAttribute('maxlength', '5000');
      expect(region.getByText(`Last changed by ada@example.com on ${formatMoment(SAVED_AT)}.`)).toBeInTheDocument();
    },
  );

  it('says when the wording is still the default one', async () => {
    renderSettings('ADMIN', [templateMock()]);
    const region = within(await panel());
    expect(await region.findByText('The default wording: nobody has changed it yet.')).toBeInTheDocument();
  });

  it('saves the template and says so in a live region, with who changed it now', async () => {
    const user = setupUser();
    const edited = { subject: 'Update on {jobTitle}', body: 'Hello {candidateName},\nthe role is filled.' };
    const { mock, sent } = updateMock(edited, {
      data: {
        updateRejectionEmailTemplate: template({
          ...edited,
          updatedAt: SAVED_AT,
          updatedBy: 'rita@talentconsultancy.example',
        }),
      },
    });
    renderSettings('ADMIN', [templateMock(), mock]);
    const region = within(await panel());
    const subject = await region.findByLabelText(/^Subject/);

    await user.clear(subject);
    await user.type(subject, edited.subject.replace(/[{]/g, '{{'));
    const body = region.getByLabelText(/^Body/);
    await user.clear(body);
    await user.type(body, edited.body.replace(/[{]/g, '{{'));
    await user.click(region.getByRole('button', { name: 'Save template' }));

    await waitFor(() => expect(region.getByRole('status')).toHaveTextContent('Rejection e-mail saved successfully!'));
    expect(sent).toEqual([{ input: edited }]);
    expect(
      region.getByText(`Last changed by rita@talentconsultancy.example on ${formatMoment(SAVED_AT)}.`),
    ).toBeInTheDocument();
    // Typing again means it is no longer what was saved.
    await user.type(body, '!');
    expect(region.getByRole('status')).toBeEmptyDOMElement();
  });

  it('marks the field the server names, with its message, and moves the focus there', async () => {
    const user = setupUser();
    const refused = { subject: DEFAULT.subject, body: `${DEFAULT.body} {salary}` };
    const message = 'body has an unknown placeholder {salary}; use {candidateName}, {jobTitle}.';
    const { mock } = updateMock(refused, {
      errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field: 'body' } })],
    });
    renderSettings('ADMIN', [templateMock(), mock]);
    const region = within(await panel());
    const body = await region.findByLabelText(/^Body/);
    await user.type(body, ' {{salary}');
    await user.click(region.getByRole('button', { name: 'Save template' }));

    await waitFor(() => expect(body).toHaveAttribute('aria-invalid', 'true'));
    expect(body).toHaveAccessibleDescription(`${message} Placeholders: {candidateName}, {jobTitle}.`);
    await waitFor(() => expect(body).toHaveFocus());
    expect(region.getByLabelText(/^Subject/)).not.toHaveAttribute('aria-invalid');
    expect(region.getByRole('status')).toBeEmptyDOMElement();
  });

  it('puts the default wording back after asking', async () => {
    const user = setupUser();
    const custom = {
      subject: 'Update on {jobTitle}',
      body: 'Hello {candidateName}.',
      updatedAt: SAVED_AT,
      updatedBy: 'ada@example.com',
    };
    const reset: MockLink.MockedResponse = {
      request: { query: RejectionTemplateResetDocument },
      result: { data: { resetRejectionEmailTemplate: template(DEFAULT) } },
    };
    renderSettings('ADMIN', [templateMock(custom), reset]);
    const region = within(await panel());
    expect(await region.findByLabelText(/^Subject/)).toHaveValue(custom.subject);

    await user.click(region.getByRole('button', { name: 'Reset to default' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset the rejection e-mail?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset to default' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(region.getByLabelText(/^Subject/)).toHaveValue(DEFAULT.subject);
    expect(region.getByLabelText(/^Body/)).toHaveValue(DEFAULT.body);
    expect(region.getByRole('status')).toHaveTextContent('Default wording restored successfully!');
    expect(region.getByText('The default wording: nobody has changed it yet.')).toBeInTheDocument();
    expect(region.getByRole('button', { name: 'Reset to default' })).toHaveFocus();
  });

  it('says so when the template cannot be loaded', async () => {
    renderSettings('ADMIN', [
      { request: { query: RejectionTemplateDocument }, error: new TypeError('Failed to fetch') },
    ]);
    const region = within(await panel());
    expect(await region.findByRole('alert')).toHaveTextContent('Failed to load the rejection e-mail template.');
  });
});

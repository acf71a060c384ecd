import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';

import { IntegrationsPage } from '../../../client/src/features/integrations/IntegrationsPage';
import {
  ApiKeyCreateDocument,
  ApiKeysListDocument,
  type Role,
  WebhookEndpointsListDocument,
} from '../../../client/src/gql/graphql';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';

const KEY = {
  __typename: 'ApiKey',
  id: 'key-1',
  name: 'Payroll sync',
  prefix: 'tck_AbCdEfGh',
  role: 'INTERNAL_RECRUITER',
  readOnly: true,
  createdAt: '2026-11-25T08:00:00.000Z',
  expiresAt: null,
  revokedAt: null,
  lastUsedAt: null,
  createdBy: { __typename: 'User', id: 'user-1', email: 'ines@example.com' },
} as const;

function keysMock(role: Role, keys: readonly (typeof KEY)[] = []): MockLink.MockedResponse {
  return {
    request: { query: ApiKeysListDocument },
    result: { data: { me: { __typename: 'User', id: 'user-1', role }, apiKeys: keys } },
  };
}

const endpointsMock: MockLink.MockedResponse = {
  request: { query: WebhookEndpointsListDocument },
  result: { data: { webhookEventTypes: ['application.created', 'job.published'], webhookEndpoints: [] } },
};

const input = { name: 'Payroll sync', role: 'INTERNAL_RECRUITER', readOnly: true, expiresAt: null };

function renderPage(mocks: MockLink.MockedResponse[], role: Role = 'ADMIN') {
  return renderApp(<IntegrationsPage />, { route: '/admin/integrations', role, mocks });
}

describe('the integrations screen', () => {
  it('offers key roles up to the admin’s own and read-only by default', async () => {
    renderPage([keysMock('ADMIN'), endpointsMock]);
    const form = within(await screen.findByRole('form', { name: 'New API key' }));
    const options = within(form.getByRole('combobox', { name: 'Key role' }))
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value);
    expect(options).toEqual(['USER', 'INTERNAL_RECRUITER', 'ADMIN']);
    expect(form.getByRole('checkbox', { name: /^Read-only/ })).toBeChecked();
    expect(await screen.findByRole('checkbox', { name: 'job.published' })).not.toBeChecked();
  });

  it('shows the new key once, then lists it', async () => {
    const user = setupUser();
    renderPage([
      keysMock('ADMIN'),
      endpointsMock,
      {
        request: { query: ApiKeyCreateDocument, variables: { input } },
        result: {
          data: { createApiKey: { __typename: 'CreatedApiKey', secret: `tck_${'x'.repeat(43)}`, apiKey: KEY } },
        },
      },
      keysMock('ADMIN', [KEY]),
    ]);
    const form = within(await screen.findByRole('form', { name: 'New API key' }));
    await user.type(form.getByRole('textbox', { name: /^Key name/ }), 'Payroll sync');
    await user.click(form.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByLabelText('New API key', { selector: 'code' })).toHaveTextContent(
      `tck_${'x'.repeat(43)}`,
    );
    const row = await screen.findByRole('row', { name: /Payroll sync/ });
    expect(row).toHaveTextContent(/Internal Recruiter.*Read-only.*ines@example\.com.*Never.*Never.*Active/);
    expect(form.getByRole('textbox', { name: /^Key name/ })).toHaveValue('');
  });

  it('marks the field the server refused, with its message', async () => {
    const user = setupUser();
    renderPage([
      keysMock('ADMIN'),
      endpointsMock,
      {
        request: { query: ApiKeyCreateDocument, variables: { input: { ...input, name: 'x'.repeat(3) } } },
        result: {
          errors: [
            new GraphQLError('name is required (at most 100 characters).', {
              extensions: { code: 'BAD_USER_INPUT', field: 'name' },
            }),
          ],
        },
      },
    ]);
    const form = within(await screen.findByRole('form', { name: 'New API key' }));
    await user.type(form.getByRole('textbox', { name: /^Key name/ }), 'xxx');
    await user.click(form.getByRole('button', { name: 'Create key' }));
    const name = form.getByRole('textbox', { name: /^Key name/ });
    expect(await screen.findAllByText('name is required (at most 100 characters).')).not.toHaveLength(0);
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });
});

import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { GraphQLError } from 'graphql';

import { IntegrationsPage } from '../../../client/src/features/integrations/IntegrationsPage';
import {
  ApiKeyCreateDocument,
  ApiKeysListDocument,
  type Role,
  WebhookEndpointCreateDocument,
  WebhookEndpointsListDocument,
  WebhookSecretRotateDocument,
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
  expiresAt: '2027-02-23T08:00:00.000Z',
  revokedAt: null,
  lastUsedAt: null,
  createdBy: { __typename: 'User', id: 'user-1', email: 'ines@example.com' },
} as const;

function keysMock(role: Role, keys: readonly (typeof KEY)[] = [], twoFactorEnabled = false): MockLink.MockedResponse {
  return {
    request: { query: ApiKeysListDocument },
    result: { data: { me: { __typename: 'User', id: 'user-1', role, twoFactorEnabled }, apiKeys: keys } },
  };
}

function endpointsMockFor(endpoints: readonly unknown[] = [], twoFactorEnabled = false): MockLink.MockedResponse {
  return {
    request: { query: WebhookEndpointsListDocument },
    result: {
      data: {
        me: { __typename: 'User', id: 'user-1', twoFactorEnabled },
        webhookEventTypes: ['application.created', 'job.published'],
        webhookEndpoints: endpoints,
      },
    },
  };
}

const endpointsMock = endpointsMockFor();

/** An endpoint as the list answers it: enabled, for job.published, no rotation under way. */
function endpointRow(id: string, url: string) {
  return {
    __typename: 'WebhookEndpoint',
    id,
    url,
    description: '',
    events: ['job.published'],
    enabled: true,
    disabledAt: null,
    disabledReason: null,
    previousSecretExpiresAt: null as string | null,
    createdAt: '2026-11-27T08:00:00.000Z',
  };
}

const PASSWORD = 'my own password';
const input = {
  name: 'Payroll sync',
  role: 'INTERNAL_RECRUITER',
  readOnly: true,
  expiresAt: null,
  passwordOrCode: PASSWORD,
};
const WRONG_PASSWORD_MESSAGE = 'passwordOrCode must be your current password; that one is not right.';

function renderPage(mocks: MockLink.MockedResponse[], role: Role = 'ADMIN') {
  return renderApp(<IntegrationsPage />, { route: '/admin/integrations', role, mocks });
}

/** Copy beside a one-time secret puts it on the clipboard and says "Copied" beside the button. */
async function expectCopied(user: UserEvent, button: string, secret: string) {
  const copy = screen.getByRole('button', { name: button });
  expect(within(copy.parentElement!).getByRole('status')).toBeEmptyDOMElement();
  await user.click(copy);
  await waitFor(() => expect(within(copy.parentElement!).getByRole('status')).toHaveTextContent('Copied'));
  expect(await navigator.clipboard.readText()).toBe(secret);
}

describe('the integrations screen', () => {
  it('offers key roles up to the admin’s own and read-only by default', async () => {
    renderPage([keysMock('ADMIN'), endpointsMock]);
    const form = within(await screen.findByRole('form', { name: 'New API key' }));
    const options = within(form.getByRole('combobox', { name: 'Key role' }))
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value);
    expect(options).toEqual(['USER', 'INTERNAL_RECRUITER', 'ADMIN']);
    expect(form.getByLabelText(/^Your password/)).toHaveAttribute('type', 'password');
    expect(form.getByLabelText(/^Your password/)).toBeRequired();
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
    await user.type(form.getByLabelText(/^Your password/), PASSWORD);
    await user.click(form.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByLabelText('New API key', { selector: 'code' })).toHaveTextContent(
      `tck_${'x'.repeat(43)}`,
    );
    await expectCopied(user, 'Copy the new API key', `tck_${'x'.repeat(43)}`);
    const row = await screen.findByRole('row', { name: /Payroll sync/ });
    expect(row).toHaveTextContent(/Internal Recruiter.*Read-only.*ines@example\.com.*2027.*Never.*Active/);
    expect(form.getByRole('textbox', { name: /^Key name/ })).toHaveValue('');
    expect(form.getByLabelText(/^Your password/)).toHaveValue('');
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
    await user.type(form.getByLabelText(/^Your password/), PASSWORD);
    await user.click(form.getByRole('button', { name: 'Create key' }));
    const name = form.getByRole('textbox', { name: /^Key name/ });
    expect(await screen.findAllByText('name is required (at most 100 characters).')).not.toHaveLength(0);
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a wrong password under the password field and creates nothing', async () => {
    const user = setupUser();
    renderPage([
      keysMock('ADMIN'),
      endpointsMock,
      {
        request: { query: ApiKeyCreateDocument, variables: { input: { ...input, passwordOrCode: 'wrong one' } } },
        result: {
          errors: [
            new GraphQLError(WRONG_PASSWORD_MESSAGE, {
              extensions: { code: 'BAD_USER_INPUT', field: 'passwordOrCode' },
            }),
          ],
        },
      },
    ]);
    const form = within(await screen.findByRole('form', { name: 'New API key' }));
    await user.type(form.getByRole('textbox', { name: /^Key name/ }), 'Payroll sync');
    await user.type(form.getByLabelText(/^Your password/), 'wrong one');
    await user.click(form.getByRole('button', { name: 'Create key' }));
    expect(await screen.findAllByText(WRONG_PASSWORD_MESSAGE)).not.toHaveLength(0);
    expect(form.getByLabelText(/^Your password/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByLabelText('New API key', { selector: 'code' })).not.toBeInTheDocument();
  });

  it('asks for a two-factor code instead of the password when the admin has two-factor sign-in on', async () => {
    renderPage([keysMock('ADMIN', [], true), endpointsMockFor([], true)]);
    const keyForm = within(await screen.findByRole('form', { name: 'New API key' }));
    expect(keyForm.getByRole('textbox', { name: /^Two-factor code/ })).toBeRequired();
    expect(keyForm.queryByLabelText(/^Your password/)).not.toBeInTheDocument();
    const endpointForm = within(await screen.findByRole('form', { name: 'New webhook endpoint' }));
    expect(endpointForm.getByRole('textbox', { name: /^Two-factor code/ })).toBeRequired();
  });

  it('registers an endpoint with the password, and shows a wrong one under its field', async () => {
    const user = setupUser();
    const endpointInput = { url: 'https://hr.example.com/hooks', events: ['job.published'], description: null };
    const endpoint = endpointRow('endpoint-1', endpointInput.url);
    renderPage([
      keysMock('ADMIN'),
      endpointsMock,
      {
        request: {
          query: WebhookEndpointCreateDocument,
          variables: { input: { ...endpointInput, passwordOrCode: 'wrong one' } },
        },
        result: {
          errors: [
            new GraphQLError(WRONG_PASSWORD_MESSAGE, {
              extensions: { code: 'BAD_USER_INPUT', field: 'passwordOrCode' },
            }),
          ],
        },
      },
      {
        request: {
          query: WebhookEndpointCreateDocument,
          variables: { input: { ...endpointInput, passwordOrCode: PASSWORD } },
        },
        result: {
          data: {
            createWebhookEndpoint: {
              __typename: 'CreatedWebhookEndpoint',
              secret: `whsec_${'y'.repeat(40)}`,
              endpoint,
            },
          },
        },
      },
      endpointsMockFor([endpoint]),
    ]);
    const form = within(await screen.findByRole('form', { name: 'New webhook endpoint' }));
    await user.type(form.getByRole('textbox', { name: /^Endpoint URL/ }), endpointInput.url);
    await user.click(await form.findByRole('checkbox', { name: 'job.published' }));
    const password = form.getByLabelText(/^Your password/);
    await user.type(password, 'wrong one');
    await user.click(form.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findAllByText(WRONG_PASSWORD_MESSAGE)).not.toHaveLength(0);
    expect(password).toHaveAttribute('aria-invalid', 'true');

    await user.clear(password);
    await user.type(password, PASSWORD);
    await user.click(form.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByLabelText('New signing secret', { selector: 'code' })).toHaveTextContent(
      `whsec_${'y'.repeat(40)}`,
    );
    await expectCopied(user, 'Copy the new signing secret', `whsec_${'y'.repeat(40)}`);
    expect(await screen.findByRole('article', { name: `Endpoint ${endpointInput.url}` })).toBeInTheDocument();
    expect(password).toHaveValue('');
  });

  it('rotates an endpoint’s secret with the password: the new one shown once, the overlap said on its card', async () => {
    const user = setupUser();
    const endpoint = endpointRow('endpoint-2', 'https://payroll.example.com/hooks');
    // A day ahead of now, so the card says the previous secret still signs.
    const until = new Date(Date.now() + 24 * 3_600_000).toISOString();
    const newSecret = `whsec_${'z'.repeat(43)}=`;
    renderPage([
      keysMock('ADMIN'),
      endpointsMockFor([endpoint]),
      {
        request: { query: WebhookSecretRotateDocument, variables: { id: endpoint.id, passwordOrCode: PASSWORD } },
        result: {
          data: {
            rotateWebhookSecret: {
              __typename: 'CreatedWebhookEndpoint',
              secret: newSecret,
              endpoint: { ...endpoint, previousSecretExpiresAt: until },
            },
          },
        },
      },
    ]);
    const card = within(await screen.findByRole('article', { name: `Endpoint ${endpoint.url}` }));
    expect(card.queryByText(/previous secret also signs/)).not.toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Rotate secret' }));
    const form = within(card.getByRole('form', { name: `Rotate the secret of ${endpoint.url}` }));
    await user.type(form.getByLabelText(/^Your password/), PASSWORD);
    await user.click(form.getByRole('button', { name: 'Rotate secret' }));

    expect(await screen.findByLabelText('New signing secret', { selector: 'code' })).toHaveTextContent(newSecret);
    expect(screen.getByText(/^New signing secret for https:\/\/payroll\.example\.com\/hooks/)).toBeInTheDocument();
    await expectCopied(user, 'Copy the new signing secret', newSecret);
    expect(await card.findByText(/^The previous secret also signs until /)).toBeInTheDocument();
    expect(card.queryByRole('form')).not.toBeInTheDocument();
  });
});

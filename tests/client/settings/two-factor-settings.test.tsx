import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { GraphQLError } from 'graphql';

import { SettingsPage } from '../../../client/src/features/settings/SettingsPage';
import {
  TwoFactorConfirmDocument,
  TwoFactorEnrolmentStartDocument,
  TwoFactorStatusDocument,
} from '../../../client/src/gql/graphql';
import { AUTH_TOKEN_KEY } from '../../../client/src/lib/auth';
import { meMock } from '../../helpers/me-mock';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';

import { adminPanelsMocks } from './fixtures';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const QR = 'data:image/svg+xml;base64,PHN2Zy8+';
const CODES = Array.from({ length: 10 }, (_, i) => `aaaa-bbbb-cccc-dd${i}${i}`);

const FRESH_TOKEN = 'token-issued-after-the-change';
const status: MockLink.MockedResponse = {
  request: { query: TwoFactorStatusDocument },
  result: { data: { me: { __typename: 'User', id: 'user-1', twoFactorEnabled: false } } },
};
const start: MockLink.MockedResponse = {
  request: { query: TwoFactorEnrolmentStartDocument },
  result: {
    data: { startTwoFactorEnrolment: { __typename: 'TwoFactorEnrolment', secret: SECRET, qrCodeDataUrl: QR } },
  },
};
const wrong: MockLink.MockedResponse = {
  request: { query: TwoFactorConfirmDocument, variables: { code: '111111' } },
  result: {
    errors: [new GraphQLError('That code is not right.', { extensions: { code: 'BAD_USER_INPUT', field: 'code' } })],
  },
};
const right: MockLink.MockedResponse = {
  request: { query: TwoFactorConfirmDocument, variables: { code: '222222' } },
  result: {
    data: {
      confirmTwoFactor: {
        __typename: 'TwoFactorChange',
        token: FRESH_TOKEN,
        recoveryCodes: CODES,
        user: { __typename: 'User', id: 'user-1', role: 'ADMIN', twoFactorEnabled: true },
      },
    },
  },
};

/** Copy beside a one-time secret puts it on the clipboard and says "Copied" beside the button. */
async function expectCopied(user: UserEvent, button: string, secret: string) {
  const copy = screen.getByRole('button', { name: button });
  await user.click(copy);
  await waitFor(() => expect(within(copy.parentElement!).getByRole('status')).toHaveTextContent('Copied'));
  expect(await navigator.clipboard.readText()).toBe(secret);
}

describe('two-factor sign-in in Settings', () => {
  it('shows the QR code and key, marks a wrong code, then shows the recovery codes once it is on', async () => {
    const user = setupUser();
    renderApp(<SettingsPage />, { mocks: [meMock('ADMIN'), ...adminPanelsMocks(), status, start, wrong, right] });
    const panel = await screen.findByRole('region', { name: 'Two-factor sign-in' });
    await user.click(await within(panel).findByRole('button', { name: 'Set up two-factor sign-in' }));

    const qr = await within(panel).findByRole('img', { name: 'QR code to scan with your authenticator app' });
    expect(qr).toHaveAttribute('src', QR);
    expect(within(panel).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    await expectCopied(user, 'Copy the setup key', SECRET);

    const code = within(panel).getByLabelText(/^Code from your app/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.type(code, '111111');
    await user.click(within(panel).getByRole('button', { name: 'Turn on two-factor sign-in' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(/That code is not right\./));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(code).toHaveFocus());

    await user.clear(code);
    await user.type(code, '222222');
    await user.click(within(panel).getByRole('button', { name: 'Turn on two-factor sign-in' }));
    const list = await within(panel).findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(within(panel).getByRole('link', { name: 'Download codes' })).toHaveAttribute(
      'download',
      'recovery-codes.txt',
    );
    await expectCopied(user, 'Copy codes', `${CODES.join('\n')}\n`);
    expect(within(panel).getByText('Two-factor sign-in turned on successfully!')).toBeInTheDocument();
    expect(within(panel).getByText(/^Two-factor sign-in is on:/)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Turn off two-factor sign-in' })).toBeInTheDocument();
    // Turning it on ended every earlier session: the answer's token is the one kept from now on.
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe(FRESH_TOKEN);
  });
});

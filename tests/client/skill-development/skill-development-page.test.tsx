import type { MockLink } from '@apollo/client/testing';
import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

import { messages } from '../../../client/src/content/messages';
import { formPrivacy } from '../../../client/src/content/privacy';
import { SkillDevelopmentPage } from '../../../client/src/features/skill-development/SkillDevelopmentPage';
import { JoinUsCreateDocument, type JoinUsType } from '../../../client/src/gql/graphql';
import { publicFormVariables } from '../../helpers/form-mocks';
import { renderApp } from '../../helpers/render-app';
import { seededContent, writeSiteContentBlock } from '../../helpers/site-content-answers';
import { setupUser } from '../../helpers/user-events';

const details = { name: 'Priya Nair', email: 'priya@example.com', phone: '+91 91234 56789', location: 'Pune' };

function joinMock(type: JoinUsType, overrides: Partial<MockLink.MockedResponse> = {}): MockLink.MockedResponse {
  return {
    request: { query: JoinUsCreateDocument, variables: publicFormVariables({ input: { ...details, type } }, true) },
    result: {
      data: {
        joinUs: {
          __typename: 'JoinUsPerson',
          id: 'j1',
          ...details,
          type,
          createdAt: '2025-05-01T10:00:00.000Z',
        },
      },
    },
    ...overrides,
  };
}

// The page is mounted on its own at /skill-development: the route table loads it lazily, which
// needs a Fetch API `Request` that jsdom does not provide. Its words are the seeded content, written
// into the document as the server does for the page a visit starts on.
function renderPage(mocks: MockLink.MockedResponse[] = []) {
  writeSiteContentBlock({ 'skill-development': seededContent('skill-development') });
  const user = setupUser();
  renderApp(<SkillDevelopmentPage />, { route: '/skill-development', mocks });
  return user;
}

async function openJoinDialog(user: UserEvent, button: string) {
  await user.click(screen.getByRole('button', { name: button }));
  return screen.getByRole('dialog', { name: 'Join Our Mission' });
}

async function fillIn(user: UserEvent, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText(/^Name/), details.name);
  await user.type(within(dialog).getByLabelText(/^Email/), details.email);
  await user.type(within(dialog).getByLabelText(/^Phone/), details.phone);
  await user.type(within(dialog).getByLabelText(/^Location/), details.location);
  await user.click(within(dialog).getByRole('checkbox', { name: /^I agree/ }));
}

describe('skill development page', () => {
  it('presents the mission, what we do and both ways to join', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Skill Development' })).toBeInTheDocument();
    const mission = screen.getByRole('region', { name: 'Our Mission' });
    expect(mission).toHaveTextContent('100,000 youths in India');
    expect(mission).toHaveTextContent('2030');
    expect(mission).toHaveTextContent('10% of their working time on volunteer work');
    expect(screen.getByRole('region', { name: 'What We Do' })).toHaveTextContent('Placement partnerships');
    expect(screen.getByRole('heading', { level: 3, name: 'Individual' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Organization' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Skill Development/);
  });

  it.each([
    ['Join as an Individual', 'Individual'],
    ['Join as an Organization', 'Organization'],
  ])('preselects the card’s type when the modal is opened with "%s"', async (button, type) => {
    const user = renderPage();
    const dialog = await openJoinDialog(user, button);
    expect(within(dialog).getByRole('combobox', { name: /^Type/ })).toHaveValue(type);
    expect(within(dialog).getByRole('option', { name: type })).toHaveProperty('selected', true);
  });

  it('asks for a required name, e-mail address, phone number and location', async () => {
    const user = renderPage();
    const dialog = await openJoinDialog(user, 'Join as an Individual');
    for (const label of [/^Name/, /^Email/, /^Phone/, /^Location/]) {
      expect(within(dialog).getByLabelText(label)).toBeRequired();
    }
    expect(within(dialog).getByLabelText(/^Email/)).toHaveAttribute('type', 'email');

    await user.click(within(dialog).getByRole('button', { name: 'Submit details' }));
    expect(within(dialog).getByLabelText(/^Name/)).toBeInvalid();
    // An unmocked request would fail after a moment: still no message proves none was sent.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(messages.joinUs.failure)).not.toBeInTheDocument();
    expect(screen.queryByText(messages.joinUs.success)).not.toBeInTheDocument();
  });

  it('asks for consent with a required box and a link to the privacy policy in a new tab', async () => {
    const user = renderPage();
    const dialog = await openJoinDialog(user, 'Join as an Individual');
    const box = within(dialog).getByRole('checkbox', { name: formPrivacy.joinUs.consent });
    expect(box).toBeRequired();
    expect(box).not.toBeChecked();
    const link = within(dialog).getByRole('link', { name: /^Privacy Policy/ });
    expect(link).toHaveAttribute('href', '/privacy-policy');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('sends nothing while the consent box is not ticked', async () => {
    const user = renderPage();
    const dialog = await openJoinDialog(user, 'Join as an Individual');
    await fillIn(user, dialog);
    await user.click(within(dialog).getByRole('checkbox', { name: /^I agree/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit details' }));
    expect(within(dialog).getByRole('checkbox', { name: /^I agree/ })).toBeInvalid();
    // An unmocked request would fail after a moment: still no message proves none was sent.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(messages.joinUs.failure)).not.toBeInTheDocument();
  });

  it('shows the server’s words when it refuses too many forms (429)', async () => {
    const tooMany = 'Too many forms were sent with this e-mail address. Please try again in 60 minutes.';
    const user = renderPage([
      joinMock('Individual', {
        result: { errors: [{ message: tooMany, extensions: { code: 'TOO_MANY_REQUESTS', field: 'email' } }] },
      }),
    ]);
    const dialog = await openJoinDialog(user, 'Join as an Individual');
    await fillIn(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit details' }));
    expect(await within(dialog).findByText(tooMany)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue(details.name);
  });

  it('sends the Organization type from the Organization card, then hides the form on success', async () => {
    // Fake timers hold the mocked answer until time is let pass (see setupUser).
    jest.useFakeTimers();
    // The mock answers only these exact variables; any other type would end in the failure message.
    const user = renderPage([joinMock('Organization', { delay: 200 })]);
    const dialog = await openJoinDialog(user, 'Join as an Organization');
    await fillIn(user, dialog);
    const submit = within(dialog).getByRole('button', { name: 'Submit details' });
    await user.click(submit);

    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(submit).toHaveAttribute('aria-busy', 'true');
    expect(await within(dialog).findByText('Details submitted successfully!')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/^Name/)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Submit details' })).not.toBeInTheDocument();
  });

  it('sends the type chosen in the select rather than the card’s', async () => {
    const user = renderPage([joinMock('Organization')]);
    const dialog = await openJoinDialog(user, 'Join as an Individual');
    await fillIn(user, dialog);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Type/ }), 'Organization');
    await user.click(within(dialog).getByRole('button', { name: 'Submit details' }));
    expect(await within(dialog).findByText(messages.joinUs.success)).toBeInTheDocument();
  });

  it('sends Individual from the Individual card', async () => {
    const user = renderPage([joinMock('Individual')]);
    const dialog = await openJoinDialog(user, 'Join as an Individual');
    await fillIn(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit details' }));
    expect(await within(dialog).findByText(messages.joinUs.success)).toBeInTheDocument();
  });

  it('shows the failure message and keeps the form when the request fails', async () => {
    const user = renderPage([
      joinMock('Individual', {
        result: {
          errors: [{ message: 'location must be 1 to 200 characters', extensions: { code: 'BAD_USER_INPUT' } }],
        },
      }),
    ]);
    const dialog = await openJoinDialog(user, 'Join as an Individual');
    await fillIn(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit details' }));

    expect(await within(dialog).findByText('Failed to submit details. Please try again.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(within(dialog).getByLabelText(/^Location/)).toHaveValue(details.location);
    expect(within(dialog).getByRole('button', { name: 'Submit details' })).toBeEnabled();
  });

  it('starts afresh when reopened after a success', async () => {
    const user = renderPage([joinMock('Individual')]);
    let dialog = await openJoinDialog(user, 'Join as an Individual');
    await fillIn(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit details' }));
    await within(dialog).findByText(messages.joinUs.success);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    dialog = await openJoinDialog(user, 'Join as an Organization');
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('');
    expect(within(dialog).getByRole('combobox', { name: /^Type/ })).toHaveValue('Organization');
    expect(within(dialog).queryByText(messages.joinUs.success)).not.toBeInTheDocument();
  });
});

afterEach(() => {
  jest.useRealTimers();
});

import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';

import { SiteDocumentPage } from '../../../client/src/features/site-admin/SiteDocumentPage';
import { SiteImageUploadDocument } from '../../../client/src/gql/graphql';
import { meMock } from '../../helpers/me-mock';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';

import { pageMock, revisionsMock, teamPage } from './fixtures';

// jsdom lays nothing out and its Range cannot measure: ProseMirror measures the selection when it
// scrolls it into view (the editor taking the focus back), so a Range answers no boxes here.
beforeAll(() => {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});

const ALT_REQUIRED = 'alt is required: say what the picture shows for people who cannot see it.';

async function openTeam(mocks: MockLink.MockedResponse[] = []) {
  renderApp(<SiteDocumentPage />, {
    route: '/admin/site/team',
    path: '/admin/site/:key',
    role: 'ADMIN',
    mocks: [meMock('ADMIN'), pageMock(teamPage()), revisionsMock('team', []), ...mocks],
  });
  await screen.findByRole('heading', { level: 1, name: 'Team' });
}

const picture = () => new File(['png'], 'hedy.png', { type: 'image/png' });
const secondMember = () => screen.getByRole('group', { name: 'Team member 2' });
const photoOf = (member: HTMLElement) => within(member).getByRole('group', { name: 'Photo' });

describe('an image field', () => {
  it('refuses a picture without a description with the server’s words, at the field, before sending', async () => {
    const user = setupUser();
    // No upload is mocked: a request would fail with another message.
    await openTeam();
    const photo = photoOf(secondMember());
    await user.upload(within(photo).getByLabelText('Choose picture'), picture());
    await user.click(within(photo).getByRole('button', { name: 'Upload picture' }));

    const alt = within(photo).getByRole('textbox', { name: /^Picture description/ });
    expect(alt).toHaveAttribute('aria-invalid', 'true');
    expect(alt).toHaveAccessibleDescription(`${ALT_REQUIRED} What the picture shows, for people who cannot see it.`);
    expect(alt).toHaveFocus();
    expect(within(photo).getByText('No picture.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeEmptyDOMElement();
  });

  it('asks for a picture first when none is chosen', async () => {
    const user = setupUser();
    await openTeam();
    const photo = photoOf(secondMember());
    await user.type(within(photo).getByRole('textbox', { name: /^Picture description/ }), 'Ada smiling');
    await user.click(within(photo).getByRole('button', { name: 'Upload picture' }));
    expect(within(photo).getByLabelText('Choose picture')).toHaveAccessibleDescription(
      'Choose a picture first. PNG, JPEG, WebP or AVIF.',
    );
    expect(within(photo).getByLabelText('Choose picture')).toHaveFocus();
  });

  it('uploads the picture with its description and shows it in the draft', async () => {
    const user = setupUser();
    const uploaded = {
      __typename: 'SiteImage' as const,
      id: '3f0a7f44-1d9c-4f31-8f1d-2f8d3e1c0b02',
      alt: 'Ada smiling',
      width: 480,
      height: 480,
      src: '/api/site-images/3f0a7f44-1d9c-4f31-8f1d-2f8d3e1c0b02/480.webp',
    };
    await openTeam([
      {
        request: { query: SiteImageUploadDocument, variables: (variables) => variables.alt === 'Ada smiling' },
        result: { data: { uploadSiteImage: uploaded } },
      },
    ]);
    const photo = photoOf(secondMember());
    await user.upload(within(photo).getByLabelText('Choose picture'), picture());
    await user.type(within(photo).getByRole('textbox', { name: /^Picture description/ }), ' Ada smiling ');
    await user.click(within(photo).getByRole('button', { name: 'Upload picture' }));

    expect(await within(photo).findByRole('img', { name: 'Ada smiling' })).toHaveAttribute('src', uploaded.src);
    expect(screen.getByText('Picture uploaded. Save the draft to keep it.')).toBeInTheDocument();
    expect(within(photo).getByRole('textbox', { name: /^Picture description/ })).toHaveValue('');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('shows the server’s refusal of the file at the Choose picture field', async () => {
    const user = setupUser();
    const message = 'file must be a picture file (PNG, JPEG, GIF, WebP or AVIF).';
    await openTeam([
      {
        request: { query: SiteImageUploadDocument, variables: () => true },
        result: { errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field: 'file' } })] },
      },
    ]);
    const photo = photoOf(secondMember());
    await user.upload(within(photo).getByLabelText('Choose picture'), picture());
    await user.type(within(photo).getByRole('textbox', { name: /^Picture description/ }), 'Ada');
    await user.click(within(photo).getByRole('button', { name: 'Upload picture' }));
    const file = within(photo).getByLabelText('Choose picture');
    await screen.findByText(message);
    expect(file).toHaveAttribute('aria-invalid', 'true');
    expect(file).toHaveAccessibleDescription(`${message} PNG, JPEG, WebP or AVIF.`);
  });
});

describe('a rich-text field', () => {
  it('loads the editor with a labelled text box and a toolbar of the allowed formatting', async () => {
    const user = setupUser();
    await openTeam();
    const box = await screen.findByRole('textbox', { name: 'Introduction' });
    expect(box).toHaveTextContent('The people behind the consultancy.');
    expect(box).toHaveAttribute('contenteditable', 'true');
    expect(box).toHaveAccessibleDescription('34 of 2000 characters');

    const toolbar = screen.getByRole('toolbar', { name: 'Formatting: Introduction' });
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Bold',
      'Italic',
      'Link',
      'Bulleted list',
      'Numbered list',
      'Heading',
    ]);
    expect(buttons.map((button) => button.getAttribute('aria-pressed'))).toEqual(Array(6).fill('false'));
    // One Tab stop; the arrow keys move along the toolbar.
    expect(buttons.map((button) => button.tabIndex)).toEqual([0, -1, -1, -1, -1, -1]);
    buttons[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(buttons[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(buttons[5]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(buttons[0]).toHaveFocus();
  });

  it('asks for a link’s address and refuses one the site would not keep', async () => {
    const user = setupUser();
    await openTeam();
    await screen.findByRole('textbox', { name: 'Introduction' });
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting: Introduction' });
    await user.click(within(toolbar).getByRole('button', { name: 'Link' }));
    expect(within(toolbar).getByRole('button', { name: 'Link' })).toHaveAttribute('aria-expanded', 'true');
    const address = screen.getByRole('textbox', { name: 'Link address' });
    expect(address).toHaveFocus();
    await user.type(address, 'javascript:alert(1){Enter}');
    expect(address).toHaveAccessibleDescription(
      'Use a page of this site (/contact), an https:// address or a mailto: address. A page of this site such as /contact, an https:// address or mailto:name@example.com.',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Link address' })).not.toBeInTheDocument();
  });
});

import type { MockLink } from '@apollo/client/testing';
import { act, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';

import { SiteDocumentPage } from '../../../client/src/features/site-admin/SiteDocumentPage';
import {
  SiteContentPageDetailsDocument,
  SiteContentPublishDocument,
  SiteContentRevisionRestoreDocument,
} from '../../../client/src/gql/graphql';
import { meMock } from '../../helpers/me-mock';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';

import {
  homeDraft,
  homePage,
  listMock,
  pageMock,
  revision,
  revisionsMock,
  saveMock,
  saveRefusedMock,
  teamDraft,
  teamPage,
} from './fixtures';

function renderEditor(key: string, mocks: MockLink.MockedResponse[]) {
  return renderApp(<SiteDocumentPage />, {
    route: `/admin/site/${key}`,
    path: '/admin/site/:key',
    role: 'ADMIN',
    mocks: [meMock('ADMIN'), ...mocks],
  });
}

const withTitle = (title: string) => ({ hero: { ...homeDraft.hero, title } });

async function openHome(mocks: MockLink.MockedResponse[], revisions = [revision(1)], opened = homePage()) {
  const rendered = renderEditor('home', [pageMock(opened), revisionsMock('home', revisions), ...mocks]);
  await screen.findByRole('heading', { level: 1, name: 'Home page' });
  return rendered;
}

const titleBox = () => screen.getByRole('textbox', { name: /^Title/ });

describe('a site document’s editor (/admin/site/:key)', () => {
  it('says it is loading, then draws a labelled control for each field of the document', async () => {
    renderEditor('home', [pageMock(homePage()), revisionsMock('home', [revision(1)])]);
    expect(screen.getByText('Loading the document...')).toHaveAttribute('role', 'status');

    expect(await screen.findByRole('heading', { level: 1, name: 'Home page' })).toBeInTheDocument();
    const hero = screen.getByRole('group', { name: 'Hero' });
    expect(within(hero).getByRole('textbox', { name: /^Title/ })).toHaveValue('MATCHING MISSION WITH PASSION');
    expect(within(hero).getByRole('textbox', { name: /^Title/ })).toHaveAttribute('maxlength', '80');
    expect(within(hero).getByRole('textbox', { name: /^Title/ })).toHaveAccessibleDescription('Up to 80 characters.');
    expect(within(hero).getByRole('textbox', { name: /^Subline/ }).tagName).toBe('TEXTAREA');
    const button = within(hero).getByRole('group', { name: 'Button' });
    expect(within(button).getByRole('textbox', { name: /^Words/ })).toHaveValue('Learn More About Us');
    expect(within(button).getByRole('textbox', { name: /^Address/ })).toHaveValue('/about');
    expect(screen.getByRole('link', { name: 'Preview' })).toHaveAttribute('href', '/?preview=1');
    expect(screen.getByRole('link', { name: 'Preview' })).toHaveAttribute('target', '_blank');

    const history = screen.getByRole('region', { name: 'Revision history' });
    expect(await within(history).findByRole('heading', { name: 'Revision 1' })).toBeInTheDocument();
    expect(within(history).getByText('Ada Admin')).toBeInTheDocument();
  });

  it('says when the document does not exist', async () => {
    renderEditor('nowhere', [
      {
        request: { query: SiteContentPageDetailsDocument, variables: { key: 'nowhere' } },
        result: {
          errors: [
            new GraphQLError('There is no site content called "nowhere".', { extensions: { code: 'NOT_FOUND' } }),
          ],
        },
      },
      revisionsMock('nowhere', []),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Document not found' })).toBeInTheDocument();
  });

  it('shows Save draft busy while the server saves, then says the draft is saved', async () => {
    // Fake timers hold the mocked answer until time is let pass (see setupUser).
    jest.useFakeTimers();
    const user = setupUser();
    const answer = homePage({ draft: withTitle('A NEW DAWN'), hasUnpublishedChanges: true });
    await openHome([saveMock('home', withTitle('A NEW DAWN'), answer, { delay: 50 })]);
    await user.clear(titleBox());
    await user.type(titleBox(), 'A NEW DAWN');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(screen.getByRole('button', { name: 'Save draft' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Draft saved.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Save draft' })).toHaveAttribute('aria-busy', 'false');
    // Saved, not published: the badge says so.
    expect(screen.getByText('Unpublished changes')).toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal at the field its path names, and moves the focus there', async () => {
    const user = setupUser();
    await openHome([
      saveRefusedMock(
        'home',
        'hero.link.to',
        'Hero › Button › to must be a site path (/about) or an https:// address.',
      ),
    ]);
    const address = screen.getByRole('textbox', { name: /^Address/ });
    await user.clear(address);
    await user.type(address, 'ftp://example.com');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('Check the field marked in red.')).toHaveAttribute('role', 'alert');
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveAccessibleDescription(
      'Hero › Button › to must be a site path (/about) or an https:// address. A page of this site such as /about, or an https:// address.',
    );
    expect(address).toHaveFocus();
    expect(titleBox()).not.toHaveAttribute('aria-invalid');
  });

  it('shows a refusal deeper than any control at the nearest one (a list item’s field)', async () => {
    const user = setupUser();
    renderEditor('team', [
      pageMock(teamPage()),
      revisionsMock('team', []),
      saveRefusedMock('team', 'members.1.name', 'Team members › Team member 2 › Name is required.'),
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Team' });
    const second = screen.getByRole('group', { name: 'Team member 2' });
    await user.clear(within(second).getByRole('textbox', { name: /^Name/ }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const name = within(second).getByRole('textbox', { name: /^Name/ });
    await screen.findByText('Check the field marked in red.');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
  });

  it('publishes after asking, then says it is published and lists the new revision', async () => {
    const user = setupUser();
    const published = homePage({ version: 2, publishedAt: '2026-11-28T10:00:00.000Z' });
    await openHome(
      [
        {
          request: { query: SiteContentPublishDocument, variables: { key: 'home' } },
          result: { data: { publishSiteContent: published } },
        },
        revisionsMock('home', [revision(2), revision(1)]),
      ],
      [revision(1)],
      homePage({ draft: withTitle('SAVED WORDS'), hasUnpublishedChanges: true }),
    );
    // The history's first answer is in before publishing, which reads it again.
    const history = screen.getByRole('region', { name: 'Revision history' });
    expect(await within(history).findByRole('heading', { name: 'Revision 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = screen.getByRole('dialog', { name: 'Publish Home page?' });
    expect(dialog).toHaveTextContent('Visitors see the draft from now on.');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Published. The public page shows it now.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await within(history).findByRole('heading', { name: 'Revision 2' })).toBeInTheDocument();
  });

  it('offers Publish and Discard changes only when the draft differs from the site', async () => {
    const user = setupUser();
    await openHome([]);
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Discard changes' })).toBeDisabled();
    await user.type(titleBox(), '!');
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Discard changes' })).toBeEnabled();
  });

  it('saves unsaved changes first when publishing them', async () => {
    const user = setupUser();
    const saved = homePage({ draft: withTitle('FRESH WORDS'), hasUnpublishedChanges: true });
    await openHome([
      saveMock('home', withTitle('FRESH WORDS'), saved),
      {
        request: { query: SiteContentPublishDocument, variables: { key: 'home' } },
        result: { data: { publishSiteContent: homePage({ draft: withTitle('FRESH WORDS'), version: 2 }) } },
      },
      revisionsMock('home', [revision(2), revision(1)]),
    ]);
    await user.clear(titleBox());
    await user.type(titleBox(), 'FRESH WORDS');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = screen.getByRole('dialog', { name: 'Publish Home page?' });
    expect(dialog).toHaveTextContent('Your unsaved changes are saved first.');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published. The public page shows it now.')).toBeInTheDocument();
    expect(titleBox()).toHaveValue('FRESH WORDS');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('restores a revision into the draft after asking, and says to publish it', async () => {
    const user = setupUser();
    const restored = homePage({ draft: withTitle('THE OLD WORDS'), hasUnpublishedChanges: true });
    await openHome(
      [
        {
          request: { query: SiteContentRevisionRestoreDocument, variables: { id: 'r1' } },
          result: { data: { restoreSiteContentRevision: restored } },
        },
      ],
      [revision(2), revision(1)],
    );
    const history = screen.getByRole('region', { name: 'Revision history' });
    await user.click(await within(history).findByRole('button', { name: 'Restore revision 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Restore revision 1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));

    expect(
      await screen.findByText('Revision 1 is now the draft. Publish it to put it on the site.'),
    ).toBeInTheDocument();
    expect(titleBox()).toHaveValue('THE OLD WORDS');
    expect(screen.getByText('Unpublished changes')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes: Cancel stays, Leave without saving goes', async () => {
    const user = setupUser();
    // The app's own routes: the editor is at /admin/site/:key and the link leads to /admin/site.
    const { router } = renderApp('/admin/site/home', {
      role: 'ADMIN',
      mocks: [meMock('ADMIN'), pageMock(homePage()), revisionsMock('home', [revision(1)]), listMock([homePage()])],
    });
    await screen.findByRole('heading', { level: 1, name: 'Home page' });
    await user.type(titleBox(), '!');
    const main = within(screen.getByRole('main'));
    await user.click(main.getByRole('link', { name: 'Site content' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('Your changes to this document are not saved.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/admin/site/home');
    expect(titleBox()).toHaveValue('MATCHING MISSION WITH PASSION!');

    await user.click(main.getByRole('link', { name: 'Site content' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Site content' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/site');
  });

  it('lets the app leave without asking when nothing changed', async () => {
    const user = setupUser();
    const { router } = renderApp('/admin/site/home', {
      role: 'ADMIN',
      mocks: [meMock('ADMIN'), pageMock(homePage()), revisionsMock('home', [revision(1)]), listMock([homePage()])],
    });
    await screen.findByRole('heading', { level: 1, name: 'Home page' });
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Site content' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Site content' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/site');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the editor’s list, picture and text-list controls', () => {
  async function openTeam(mocks: MockLink.MockedResponse[] = []) {
    renderEditor('team', [pageMock(teamPage()), revisionsMock('team', []), ...mocks]);
    await screen.findByRole('heading', { level: 1, name: 'Team' });
  }
  const members = () =>
    within(screen.getByRole('group', { name: 'Team members' }))
      .getAllByRole('group', { name: /^Team member \d$/ })
      .map((item) => (within(item).getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value);

  it('moves, removes and adds items with buttons that name their item, keeping the focus on the moved one', async () => {
    const user = setupUser();
    await openTeam();
    expect(members()).toEqual(['Grace', 'Ada', 'Katherine']);
    expect(screen.getByRole('button', { name: 'Move up: Team member 1' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move up: Team member 3' }));
    expect(members()).toEqual(['Grace', 'Katherine', 'Ada']);
    expect(screen.getByText('Team member 3 moved up.')).toBeInTheDocument();
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(screen.getByRole('button', { name: 'Move up: Team member 2' })).toHaveFocus();
    // The keyboard keeps moving it.
    await user.keyboard('{Enter}');
    expect(members()).toEqual(['Katherine', 'Grace', 'Ada']);

    await user.click(screen.getByRole('button', { name: 'Remove Team member 2' }));
    expect(members()).toEqual(['Katherine', 'Ada']);

    await user.click(screen.getByRole('button', { name: 'Add team member' }));
    expect(members()).toEqual(['Katherine', 'Ada', '']);
    const added = screen.getByRole('group', { name: 'Team member 3' });
    expect(within(added).getByRole('checkbox', { name: 'Shown on the site' })).not.toBeChecked();
    expect(within(added).getByText('No picture.')).toBeInTheDocument();
  });

  it('sends the moved and added items in their new order, new ones without an id', async () => {
    const user = setupUser();
    const content = {
      ...teamDraft,
      members: [
        teamDraft.members[1],
        teamDraft.members[0],
        teamDraft.members[2],
        { name: 'Hedy', photo: null, shown: false },
      ],
    };
    await openTeam([saveMock('team', content, teamPage({ draft: content, hasUnpublishedChanges: true }))]);
    await user.click(screen.getByRole('button', { name: 'Move down: Team member 1' }));
    await user.click(screen.getByRole('button', { name: 'Add team member' }));
    await user.type(
      within(screen.getByRole('group', { name: 'Team member 4' })).getByRole('textbox', { name: /^Name/ }),
      'Hedy',
    );
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
  });

  it('shows the current picture with its description, and removes it from the draft', async () => {
    const user = setupUser();
    await openTeam();
    const first = screen.getByRole('group', { name: 'Team member 1' });
    expect(within(first).getByRole('img', { name: 'Grace at her desk' })).toHaveAttribute(
      'src',
      '/api/site-images/7b0d0a5e-6f0e-4c1b-9d55-3f1f4cc0a001/480.webp',
    );
    await user.click(within(first).getByRole('button', { name: 'Remove picture' }));
    expect(within(first).getByText('No picture.')).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('lists lines of a text list with their own move and remove buttons', async () => {
    const user = setupUser();
    await openTeam();
    const values = screen.getByRole('group', { name: 'Values' });
    await user.click(within(values).getByRole('button', { name: 'Move up: Value 2' }));
    expect(
      within(values)
        .getAllByRole('textbox')
        .map((box) => (box as HTMLInputElement).value),
    ).toEqual(['Care', 'Honesty']);
    await user.click(within(values).getByRole('button', { name: 'Add value' }));
    await user.type(within(values).getByRole('textbox', { name: /^Value 3/ }), 'Courage');
    expect(
      within(values)
        .getAllByRole('textbox')
        .map((box) => (box as HTMLInputElement).value),
    ).toEqual(['Care', 'Honesty', 'Courage']);
  });
});

afterEach(() => {
  jest.useRealTimers();
});

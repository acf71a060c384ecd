import type { Locator, Page } from 'playwright-core';

import { pngBytes } from '../helpers/files';
import { decodeEntities } from '../helpers/html-text';

import { AdminSitePage } from './pages/admin-site';
import { PublicPage } from './pages/public-page';
import { type Account, createAccount, signInAt } from './support/admin-session';
import { useE2eApp } from './support/app';
import { expectNoSeriousA11yViolations } from './support/axe';
import { eventually, expectAttribute, expectFocused, expectText, expectValue } from './support/eventually';

const app = useE2eApp();

/** The home page's title as the site starts (pages/home.ts's seed). */
const SEED_TITLE = 'MATCHING MISSION WITH PASSION';
// Capitals: the hero draws its title in capitals, and innerText reads it as drawn.
const FIRST_TITLE = 'PEOPLE FIRST, ALWAYS';
const SECOND_TITLE = 'TALENT THAT FITS';
const ALT_REQUIRED = 'alt is required: say what the picture shows for people who cannot see it.';

let admin: Account;
beforeAll(async () => {
  admin = await createAccount(app.staff, 'ADMIN', 'Ada', 'Admin');
});

/**
 * The home page's title as a visitor without a session sees it (a new context each time), and in
 * the HTML the server sends (what a crawler that runs no JavaScript reads).
 */
async function expectVisitorTitle(title: string): Promise<void> {
  const sent = await (await fetch(app.url('/'))).text();
  expect(decodeEntities(/<h1 id="home-hero">([^<]*)<\/h1>/.exec(sent)?.[1] ?? '(no hero heading)')).toBe(title);
  const visitor = await app.open('wide');
  const home = await new PublicPage(visitor).goto(app.server.url, '/');
  await home.expectHeading(title);
  await visitor.context().close();
}

async function writeTitle(site: AdminSitePage, title: string): Promise<void> {
  const box = site.textbox('Title', site.group('Hero'));
  await box.fill(title);
  await expectValue(box, title);
}

/** A control's accessible description: the texts its aria-describedby names, in order. */
function description(control: Locator): Promise<string> {
  return control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}

async function openPreview(page: Page, site: AdminSitePage): Promise<Page> {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), site.preview.click()]);
  await tab.waitForLoadState('domcontentloaded');
  return tab;
}

describe('site content in the back office', () => {
  it('lets an admin edit the home hero, preview the draft, publish it for visitors, and restore the first revision', async () => {
    const page = await app.open('wide');
    await signInAt(page, app.server.url, admin, '/admin/site');
    const site = new AdminSitePage(page);
    await site.expectHeading('Site content');
    await site.document('Home page').waitFor();
    await expectNoSeriousA11yViolations(page, 'the site content list');

    await site.document('Home page').click();
    await site.expectHeading('Home page');
    await expectValue(site.textbox('Title', site.group('Hero')), SEED_TITLE);
    await writeTitle(site, FIRST_TITLE);
    await site.saveNow();

    // The preview tab shows the saved draft; a visitor still sees what is published.
    const preview = await openPreview(page, site);
    await new PublicPage(preview).expectHeading(FIRST_TITLE);
    await preview.close();
    await expectVisitorTitle(SEED_TITLE);

    await site.publishNow('Home page');
    await expectVisitorTitle(FIRST_TITLE);
    await expectText(site.history.getByRole('heading', { level: 3 }), 'Revision 1');

    await writeTitle(site, SECOND_TITLE);
    await site.publishNow('Home page');
    await expectVisitorTitle(SECOND_TITLE);

    await site.restore(1).click();
    await site.button('Restore', site.dialog('Restore revision 1?')).click();
    await site.status('Revision 1 is now the draft. Publish it to put it on the site.').waitFor();
    await expectValue(site.textbox('Title', site.group('Hero')), FIRST_TITLE);
    // Restored into the draft only: visitors still see the second title until it is published.
    await expectVisitorTitle(SECOND_TITLE);
    await site.publishNow('Home page');
    await expectVisitorTitle(FIRST_TITLE);

    // The list says who published, and that nothing waits to be published.
    await site.goto(app.server.url, '/admin/site');
    await expectText(site.row('Home page').getByRole('cell').nth(2), 'Published');
    await expectText(site.row('Home page').getByRole('cell').nth(3), /by Ada Admin$/);
  });

  it('refuses a picture without a description at its field, uploads one with it, and saves a team member with a rich-text bio; the editor passes axe', async () => {
    const page = await app.open('wide');
    await signInAt(page, app.server.url, admin, '/admin/site/team');
    const site = new AdminSitePage(page);
    await site.expectHeading('Team');
    await site.button('Add team member').click();
    const member = site.group('Team member 1');
    const photo = site.group('Photo', member);
    // Its rich-text bio loads the editor's chunk on first use.
    await member.getByRole('textbox', { name: 'Short bio', exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page, 'a document’s editor with a list, a picture and rich text');

    await photo
      .getByLabel('Choose picture', { exact: true })
      .setInputFiles({ name: 'team.png', mimeType: 'image/png', buffer: pngBytes() });
    await site.button('Upload picture', photo).click();
    const alt = site.textbox('Picture description (alt text)', photo);
    await expectAttribute(alt, 'aria-invalid', 'true');
    await eventually(async () => expect(await description(alt)).toContain(ALT_REQUIRED));
    await expectFocused(alt);
    await photo.getByText('No picture.').waitFor();

    await alt.fill('The team around a table');
    await site.button('Upload picture', photo).click();
    await photo.getByRole('img', { name: 'The team around a table' }).waitFor();
    await site.status('Picture uploaded. Save the draft to keep it.').waitFor();

    // The member's words, the bio written in the rich-text editor with a bold word, kept by Save draft.
    await site.textbox('Name', member).fill('Grace Hopper');
    await site.textbox('Role', member).fill('Head of Talent');
    const bio = member.getByRole('textbox', { name: 'Short bio', exact: true });
    await bio.click();
    await page.keyboard.type('Grace finds ');
    await site.button('Bold', member.getByRole('toolbar')).click();
    await page.keyboard.type('people');
    await site.saveNow();
    await page.reload();
    await site.expectHeading('Team');
    const saved = site.group('Team member 1');
    await expectValue(site.textbox('Name', saved), 'Grace Hopper');
    await expectText(saved.getByRole('textbox', { name: 'Short bio', exact: true }), 'Grace finds people');
    await expectText(saved.getByRole('textbox', { name: 'Short bio', exact: true }).locator('strong'), 'people');
    await site.group('Photo', saved).getByRole('img', { name: 'The team around a table' }).waitFor();
  });
});

import { BrowsePositionsPage } from './pages/browse-positions-page';
import { useE2eApp } from './support/app';
import { describeViolations, seriousViolations } from './support/axe';
import { eventually, expectCount, expectText, expectTexts, expectVisibility } from './support/eventually';
import { centreOf } from './support/pointer';
import { VIEWPORTS } from './support/viewports';

const app = useE2eApp();

const CONTROLLER = 'Remote Financial Controller';

beforeAll(async () => {
  // Created oldest first: the list shows the newest first.
  await app.staff.createJob({
    title: 'Payroll Analyst',
    location: 'Pune',
    employmentType: 'FULL_TIME',
    workplace: 'ON_SITE',
    department: 'Finance',
  });
  await app.staff.createJob({
    title: 'Payroll Contractor',
    location: 'Leeds',
    employmentType: 'CONTRACT',
    workplace: 'REMOTE',
    department: 'Finance',
  });
  await app.staff.createJob({
    title: CONTROLLER,
    location: 'Pune',
    employmentType: 'FULL_TIME',
    workplace: 'REMOTE',
    department: 'Finance',
  });
});

async function openBoard(route = '/browse-positions'): Promise<BrowsePositionsPage> {
  const page = await app.open('narrow');
  return new BrowsePositionsPage(page).goto(app.server.url, route);
}

async function expectNoSeriousViolations(screen: BrowsePositionsPage): Promise<void> {
  const violations = await seriousViolations(screen.page);
  if (violations.length > 0) throw new Error(`axe found:\n${describeViolations(violations)}`);
}

describe('the job board on a phone (390×844)', () => {
  it('starts the first job card within the first screen, the filters folded behind "Filters"', async () => {
    const screen = await openBoard();
    await expectTexts(screen.cardHeadings, [CONTROLLER, 'Payroll Contractor', 'Payroll Analyst']);
    await expectText(screen.filtersToggle, 'Filters');
    await expectVisibility([screen.filter('Location')], [false]);

    const first = await screen.card(CONTROLLER).boundingBox();
    expect(first).not.toBeNull();
    // The card's title and location at least are on the first screen, unscrolled.
    expect(first!.y).toBeLessThan(VIEWPORTS.narrow.height - 120);
    expect(await screen.page.evaluate(() => window.scrollY)).toBe(0);

    await expectNoSeriousViolations(screen);
    await screen.openFilters();
    await expectVisibility([screen.filter('Location'), screen.filter('Workplace')], [true, true]);
    await expectNoSeriousViolations(screen);
  });

  it('counts the filters on in its button, offers "Clear all" while any is on, and clears them in one step', async () => {
    const screen = await openBoard('/browse-positions?workplace=REMOTE&type=CONTRACT');
    await expectTexts(screen.cardHeadings, ['Payroll Contractor']);
    await expectText(screen.filtersToggle, 'Filters (2)');
    await screen.clearAll.waitFor();

    await screen.openFilters();
    await screen.chooseFilter('Employment type', 'All employment types');
    await screen.page.waitForURL((url) => !url.searchParams.has('type'));
    await expectText(screen.filtersToggle, 'Filters (1)');
    await expectTexts(screen.cardHeadings, [CONTROLLER, 'Payroll Contractor']);

    await screen.clearAll.click();
    await screen.page.waitForURL((url) => url.search === '');
    await expectText(screen.filtersToggle, 'Filters');
    await expectCount(screen.clearAll, 0);
    await expectTexts(screen.cardHeadings, [CONTROLLER, 'Payroll Contractor', 'Payroll Analyst']);
    await expectNoSeriousViolations(screen);
  });

  it('makes the whole card one link named by the job, which a tap anywhere on the card follows', async () => {
    const screen = await openBoard();
    const card = screen.card('Payroll Analyst');
    await screen.cardLink('Payroll Analyst').waitFor();
    // One interactive element in the card, whatever its role.
    await expectCount(card.locator('a, button, input, select, textarea, [tabindex]'), 1);
    await expectCount(card.getByRole('link'), 1);

    // A tap on the location, away from the title, lands on the link and opens the job.
    const location = card.getByText('Pune', { exact: true });
    await location.scrollIntoViewIfNeeded();
    const { x, y } = await centreOf(location);
    await screen.page.mouse.click(x, y);
    await screen.page.waitForURL((url) => url.pathname.startsWith('/browse-positions/'));
    // On a phone the job opens as its own page, its title the page's heading.
    await screen.main.getByRole('article', { name: 'Payroll Analyst' }).waitFor();
    await screen.expectHeading('Payroll Analyst');
    expect(await screen.page.getByRole('dialog').count()).toBe(0);
  });

  it('keeps the filters on screen when nothing matches, with "Clear all"', async () => {
    const screen = await openBoard('/browse-positions?location=Leeds&workplace=ON_SITE');
    await screen.main.getByText('No open positions match these filters.', { exact: false }).waitFor();
    await expectText(screen.filtersToggle, 'Filters (2)');
    await screen.clearAll.waitFor();
    await screen.openFilters();
    await expectTexts(screen.filterOptions('Workplace'), ['All workplaces', 'Remote (1)', 'On-site (0)']);
    await expectNoSeriousViolations(screen);

    // A search that finds nothing keeps every facet too.
    await screen.clearAll.click();
    await screen.search('astronaut');
    await screen.main.getByText('No open positions match “astronaut”. Try another word.').waitFor();
    await expectVisibility(
      ['Location', 'Department', 'Employment type', 'Workplace'].map((name) => screen.filter(name)),
      [true, true, true, true],
    );
  });

  it('reads "1 open position" for one and "N open positions" for more', async () => {
    const screen = await openBoard('/browse-positions?q=controller');
    await expectTexts(screen.cardHeadings, [CONTROLLER]);
    await expectText(screen.main.getByRole('status'), 'Showing 1 of 1 open position');

    await screen.search('payroll');
    await expectTexts(screen.cardHeadings, ['Payroll Contractor', 'Payroll Analyst']);
    await expectText(screen.main.getByRole('status'), 'Showing 2 of 2 open positions');
    await eventually(async () => expect(new URL(screen.page.url()).searchParams.get('q')).toBe('payroll'));
  });
});

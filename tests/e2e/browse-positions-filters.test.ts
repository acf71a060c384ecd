import { BrowsePositionsPage } from './pages/browse-positions-page';
import { useE2eApp } from './support/app';
import { expectText, expectTexts, expectValue } from './support/eventually';

const app = useE2eApp();

beforeAll(async () => {
  const job = (
    title: string,
    location: string,
    employmentType: 'FULL_TIME' | 'CONTRACT',
    workplace: 'REMOTE' | 'ON_SITE',
  ) => app.staff.createJob({ title, location, employmentType, workplace, department: 'Finance' });
  // Created oldest first: the list shows the newest first.
  await job('Payroll Analyst', 'Pune', 'FULL_TIME', 'ON_SITE');
  await job('Payroll Contractor', 'Leeds', 'CONTRACT', 'REMOTE');
  await job('Remote Controller', 'Pune', 'FULL_TIME', 'REMOTE');
});

describe('filters on /browse-positions', () => {
  it('narrow the list and its counts, live in the URL, and show the same view after a reload and to a new visitor', async () => {
    const page = await app.open('wide');
    const screen = await new BrowsePositionsPage(page).goto(app.server.url, '/browse-positions');
    await expectTexts(screen.cardHeadings, ['Remote Controller', 'Payroll Contractor', 'Payroll Analyst']);
    await expectTexts(screen.filterOptions('Workplace'), ['All workplaces', 'Remote (2)', 'On-site (1)']);
    await expectTexts(screen.filterOptions('Location'), ['All locations', 'Pune (2)', 'Leeds (1)']);

    await screen.chooseFilter('Workplace', 'Remote (2)');
    await page.waitForURL((url) => url.searchParams.get('workplace') === 'REMOTE');
    await expectTexts(screen.cardHeadings, ['Remote Controller', 'Payroll Contractor']);
    // The other facets now count remote jobs only; the workplace facet keeps its own counts.
    await expectTexts(screen.filterOptions('Location'), ['All locations', 'Leeds (1)', 'Pune (1)']);
    await expectTexts(screen.filterOptions('Workplace'), ['All workplaces', 'Remote (2)', 'On-site (1)']);

    await screen.chooseFilter('Employment type', 'Contract (1)');
    await page.waitForURL((url) => url.searchParams.get('type') === 'CONTRACT');
    await expectTexts(screen.cardHeadings, ['Payroll Contractor']);
    const shared = page.url();

    await page.reload();
    await expectTexts(screen.cardHeadings, ['Payroll Contractor']);
    await expectValue(screen.filter('Workplace'), 'REMOTE');
    await expectValue(screen.filter('Employment type'), 'CONTRACT');

    const other = await app.open('narrow');
    const sharedScreen = new BrowsePositionsPage(other);
    await other.goto(shared);
    await expectTexts(sharedScreen.cardHeadings, ['Payroll Contractor']);
    // On a phone the filters fold behind a button that counts those on.
    await expectText(sharedScreen.filtersToggle, 'Filters (2)');
    await sharedScreen.openFilters();
    await expectValue(sharedScreen.filter('Workplace'), 'REMOTE');
    await expectTexts(sharedScreen.filterOptions('Location'), ['All locations', 'Leeds (1)', 'Pune (0)']);

    // Back undoes the last filter.
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('type') && url.searchParams.get('workplace') === 'REMOTE');
    await expectTexts(screen.cardHeadings, ['Remote Controller', 'Payroll Contractor']);
  });
});

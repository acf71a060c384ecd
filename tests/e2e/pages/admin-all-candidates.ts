import type { Locator, Page } from 'playwright-core';

import { eventually, expectText, expectTexts } from '../support/eventually';

import { AdminPage } from './admin-page';

/** The list's filters, by their labels. */
export type CandidateFilterName = 'Job' | 'Decision' | 'Sort by';

/**
 * /admin/candidates: every candidate across jobs, searched and filtered (the view in the URL), with
 * checkboxes, a selection bar for bulk decisions and each row's own decisions.
 */
export class AllCandidatesAdminPage extends AdminPage {
  constructor(page: Page) {
    super(page);
  }

  get search(): Locator {
    return this.main.getByRole('searchbox', { name: 'Search candidates' });
  }

  filter(name: CandidateFilterName): Locator {
    return this.main.getByRole('combobox', { name, exact: true });
  }

  get table(): Locator {
    return this.main.getByRole('table', { name: /^Candidates, / });
  }

  /** A candidate's row, found by the name link in it. */
  row(fullName: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('link', { name: fullName, exact: true }) });
  }

  nameLink(fullName: string): Locator {
    return this.table.getByRole('link', { name: fullName, exact: true });
  }

  /** The names in the table, in its order (each row's first cell after the checkbox; not a resume's snippet). */
  get names(): Locator {
    return this.table.locator('tbody tr:not(.all-candidates__snippet-row) td:nth-child(2)');
  }

  /** The line under a candidate's row that shows where the search's words are in their resume. */
  resumeSnippet(fullName: string): Locator {
    return this.row(fullName).locator(
      'xpath=following-sibling::tr[1][contains(@class, "all-candidates__snippet-row")]',
    );
  }

  /** Waits until the table lists exactly these names, in this order. */
  async expectNames(names: string[]): Promise<void> {
    await expectTexts(this.names, names);
  }

  checkbox(fullName: string): Locator {
    return this.main.getByRole('checkbox', { name: `Select ${fullName}`, exact: true });
  }

  /** The row's Decision cell (checkbox, Name, Email, Phone, Job, Decision). */
  decisionCell(fullName: string): Locator {
    return this.row(fullName).getByRole('cell').nth(5);
  }

  /** The row's Job cell ("(archived)" after an archived job's title). */
  jobCell(fullName: string): Locator {
    return this.row(fullName).getByRole('cell').nth(4);
  }

  async expectDecision(fullName: string, decision: string): Promise<void> {
    await expectText(this.decisionCell(fullName), decision);
  }

  get selectionBar(): Locator {
    return this.main.getByRole('group', { name: 'Selected candidates' });
  }

  /** "No candidates selected", "2 selected", ... */
  get selectedLine(): Locator {
    return this.selectionBar.locator('.all-candidates__selected');
  }

  bulkButton(name: 'Shortlist selected' | 'Reject selected' | 'Clear selection'): Locator {
    return this.selectionBar.getByRole('button', { name, exact: true });
  }

  /** The line that says what a decision did (a live region; it takes the focus after a bulk decision). */
  get outcome(): Locator {
    return this.main.locator('.all-candidates__outcome');
  }

  rejectDialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title, exact: true });
  }

  /** Waits until the URL's query holds exactly these parameters (in any order). */
  async expectQuery(expected: Record<string, string>): Promise<void> {
    await eventually(() => expect(Object.fromEntries(new URL(this.page.url()).searchParams)).toEqual(expected));
  }

  /**
   * How many of the table's rows are wholly in the window, below the admin header (which stays on
   * top), as the page is scrolled now; and the tallest row's height in CSS pixels.
   */
  async rowsInView(): Promise<{ whole: number; tallest: number }> {
    const headerBottom = await this.banner.evaluate((banner) => banner.getBoundingClientRect().bottom);
    return this.table.locator('tbody tr').evaluateAll((rows, top) => {
      const boxes = rows.map((row) => row.getBoundingClientRect());
      return {
        whole: boxes.filter((box) => box.top >= top && box.bottom <= window.innerHeight).length,
        tallest: Math.max(...boxes.map((box) => box.height)),
      };
    }, headerBottom);
  }

  /** How far the page, and the table's own box, could scroll sideways (0: not at all). */
  async sidewaysOverflow(): Promise<{ page: number; table: number }> {
    const table = await this.table.evaluate((element) => {
      const box = element.parentElement!;
      return box.scrollWidth - box.clientWidth;
    });
    const page = await this.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    return { page, table };
  }

  /** Presses Tab (or Shift+Tab) until `target` has the focus: proves a keyboard reaches it. */
  async tabTo(target: Locator, { backwards = false, most = 60 } = {}): Promise<void> {
    for (let step = 0; step < most; step += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await this.page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    }
    throw new Error(`${most} presses of ${backwards ? 'Shift+Tab' : 'Tab'} never reached ${target}`);
  }
}

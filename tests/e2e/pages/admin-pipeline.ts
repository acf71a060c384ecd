import type { Locator, Page } from 'playwright-core';

import { expectFocused, expectText } from '../support/eventually';

import { AdminPage } from './admin-page';

/**
 * /admin/jobs/<id>/pipeline: a job's board. A column per stage (then Rejected and Withdrawn), each a
 * region named by its heading, with its count and its cards; the live line that says every move.
 */
export class PipelineAdminPage extends AdminPage {
  constructor(page: Page) {
    super(page);
  }

  column(name: string): Locator {
    return this.main.getByRole('region', { name, exact: true });
  }

  card(column: string, fullName: string): Locator {
    return this.column(column).getByRole('article', { name: fullName, exact: true });
  }

  /** The live line that says each move ("Ada Lovelace moved to Interview."). */
  get announcement(): Locator {
    return this.main.getByRole('status').and(this.main.locator('.pipeline__said'));
  }

  /** Waits until the column reads "<n> candidates". */
  async expectCount(column: string, count: number): Promise<void> {
    await expectText(
      this.column(column).locator('.pipeline-column__count'),
      count === 1 ? '1 candidate' : `${count.toLocaleString('en-GB')} candidates`,
    );
  }

  async expectAnnounced(text: string): Promise<void> {
    await expectText(this.announcement, text);
  }

  /** Waits until the card is in the column and has the focus. */
  async expectFocusedCard(column: string, fullName: string): Promise<void> {
    const card = this.card(column, fullName);
    await card.waitFor();
    await expectFocused(card);
  }
}

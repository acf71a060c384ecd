import type { Locator, Page } from 'playwright-core';

import { PublicPage } from './public-page';

export interface ApplicationDetails {
  fullName: string;
  email: string;
  phone: string;
  linkedIn?: string;
  portfolio?: string;
  coverLetter?: string;
  /** Tick the consent box (the default); false leaves it as it is. */
  consent?: boolean;
}

export interface ResumeFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** /browse-positions: search box, job cards, the details dialog and the apply dialog. */
export class BrowsePositionsPage extends PublicPage {
  constructor(page: Page) {
    super(page);
  }

  get searchBox(): Locator {
    return this.main.getByRole('searchbox', { name: 'Search positions' });
  }

  get grid(): Locator {
    return this.main.getByRole('list', { name: 'Open positions' });
  }

  /** One job card, found by its title. */
  card(title: string): Locator {
    return this.grid
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  /** The card's one link, named by the job's title; the whole card is the link. */
  cardLink(title: string): Locator {
    return this.card(title).getByRole('link', { name: title, exact: true });
  }

  /** The cards' titles (with `expectTexts` to wait for a list). */
  get cardHeadings(): Locator {
    return this.grid.getByRole('heading', { level: 2 });
  }

  /** The titles of the cards on screen, in order, as they are now. */
  async cardTitles(): Promise<string[]> {
    return this.cardHeadings.allInnerTexts();
  }

  async search(text: string): Promise<void> {
    await this.searchBox.fill(text);
  }

  /** On phones, the button the filters fold behind: "Filters", or "Filters (2)" with two on. */
  get filtersToggle(): Locator {
    return this.main.getByRole('button', { name: /^Filters( \(\d+\))?$/ });
  }

  /** "Clear all", shown whenever a filter is on. */
  get clearAll(): Locator {
    return this.main.getByRole('button', { name: 'Clear all' });
  }

  /** Unfolds the filters on a phone (on wide screens they are always shown). */
  async openFilters(): Promise<void> {
    await this.filtersToggle.click();
    await this.main.getByRole('group', { name: 'Filter positions' }).waitFor();
  }

  /** A filter's select ("Location", "Department", "Employment type", "Workplace"). */
  filter(name: string): Locator {
    return this.main.getByRole('group', { name: 'Filter positions' }).getByRole('combobox', { name });
  }

  /** A filter's options as shown, each with its count: "Remote (2)". */
  filterOptions(name: string): Locator {
    return this.filter(name).getByRole('option');
  }

  /** Chooses a filter's value by the option's text, count included ("Remote (2)"). */
  async chooseFilter(name: string, option: string): Promise<void> {
    await this.filter(name).selectOption({ label: option });
  }

  /** The details of the job with this title (open it first): a dialog, or on a phone its page. */
  details(title: string): JobDetails {
    return new JobDetails(this.page, title);
  }

  async viewDetails(title: string): Promise<JobDetails> {
    await this.cardLink(title).click();
    const details = this.details(title);
    await details.view.waitFor();
    return details;
  }

  /** The page's schema.org blocks, parsed. */
  async structuredData(): Promise<Record<string, unknown>[]> {
    const blocks = await this.page.locator('script[type="application/ld+json"]').allTextContents();
    return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
  }
}

/**
 * The details of one job, named by the job's title: a dialog over the list on wide screens, the
 * job's own page (an article under the site's header) on phones.
 */
export class JobDetails {
  constructor(
    readonly page: Page,
    readonly title: string,
  ) {}

  get view(): Locator {
    return this.page
      .getByRole('dialog', { name: this.title, exact: true })
      .or(this.page.getByRole('main').getByRole('article', { name: this.title, exact: true }));
  }

  async apply(): Promise<ApplyDialog> {
    await this.view.getByRole('button', { name: 'Apply Now' }).click();
    const apply = new ApplyDialog(this.page, this.title);
    await apply.fullName.waitFor();
    return apply;
  }
}

/** The apply dialog: the application form, then the outcome. */
export class ApplyDialog {
  constructor(
    readonly page: Page,
    readonly jobTitle: string,
  ) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog').filter({ hasText: this.jobTitle });
  }

  get fullName(): Locator {
    return this.dialog.getByLabel('Full Name');
  }

  get resume(): Locator {
    // Not "Uploading resume", the progress bar's label while sending.
    return this.dialog.getByLabel(/^Resume/);
  }

  /** The required consent box (its label is the consent statement). */
  get consent(): Locator {
    return this.dialog.getByRole('checkbox', { name: /^I agree/ });
  }

  get submit(): Locator {
    return this.dialog.getByRole('button', { name: 'Submit Application' });
  }

  /** The message line, whichever tone it has. */
  /** The form's own message (an error is an alert, a success a status), not a field's note. */
  message(text: string): Locator {
    return this.dialog.getByRole('alert').or(this.dialog.getByRole('status')).getByText(text, { exact: true });
  }

  async fill(details: ApplicationDetails): Promise<void> {
    await this.fullName.fill(details.fullName);
    await this.dialog.getByLabel('Email').fill(details.email);
    await this.dialog.getByLabel('Phone').fill(details.phone);
    if (details.linkedIn) await this.dialog.getByLabel('LinkedIn').fill(details.linkedIn);
    if (details.portfolio) await this.dialog.getByLabel('Portfolio').fill(details.portfolio);
    if (details.coverLetter) await this.dialog.getByLabel('Cover Letter').fill(details.coverLetter);
    if (details.consent !== false) await this.consent.check();
  }

  async attach(file: ResumeFile): Promise<void> {
    await this.resume.setInputFiles(file);
  }
}

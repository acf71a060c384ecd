import type { Locator, Page } from 'playwright-core';

import { AdminPage } from './admin-page';

export interface JobFormFields {
  title: string;
  location?: string;
  /** One point per line, as the text areas take them. */
  description?: string[];
  responsibilities?: string[];
  qualifications?: string[];
}

/** The job form shared by Post a Job and the edit dialog: Title, Location and three line lists. */
export class JobFormFieldsOf {
  constructor(readonly scope: Locator) {}

  field(label: 'Title' | 'Location' | 'Description' | 'Responsibilities' | 'Qualifications'): Locator {
    return this.scope.getByLabel(label, { exact: true });
  }

  async fill(job: JobFormFields): Promise<void> {
    await this.field('Title').fill(job.title);
    if (job.location !== undefined) await this.field('Location').fill(job.location);
    if (job.description) await this.field('Description').fill(job.description.join('\n'));
    if (job.responsibilities) await this.field('Responsibilities').fill(job.responsibilities.join('\n'));
    if (job.qualifications) await this.field('Qualifications').fill(job.qualifications.join('\n'));
  }
}

/** /admin/job-posting: Post a Job. */
export class JobPostingAdminPage extends AdminPage {
  constructor(page: Page) {
    super(page);
  }

  get form(): JobFormFieldsOf {
    return new JobFormFieldsOf(this.main.locator('form'));
  }

  get submit(): Locator {
    return this.main.getByRole('button', { name: 'Post Job' });
  }

  async post(job: JobFormFields): Promise<void> {
    await this.form.fill(job);
    await this.submit.click();
  }
}

/**
 * /admin/manage-jobs: the open jobs table, a job's details dialog, Update and Delete; the Archived
 * view (`?view=archived`) with Reopen; each row's applicant counts.
 */
export class ManageJobsAdminPage extends AdminPage {
  constructor(page: Page) {
    super(page);
  }

  get table(): Locator {
    return this.main.getByRole('table', { name: 'Open jobs' });
  }

  get archivedTable(): Locator {
    return this.main.getByRole('table', { name: 'Archived jobs' });
  }

  /** The link to one of the two views, "Open" or "Archived". */
  view(name: 'Open' | 'Archived'): Locator {
    return this.main.getByRole('navigation', { name: 'Which jobs' }).getByRole('link', { name, exact: true });
  }

  row(title: string, table: Locator = this.table): Locator {
    return table.getByRole('row').filter({ has: this.page.getByRole('cell', { name: title, exact: true }) });
  }

  /** A job's applicant count: the row's link to its candidates ("3 applicants for <title>"). */
  applicants(title: string, table: Locator = this.table): Locator {
    return this.row(title, table).getByRole('link', { name: /\bapplicants? for / });
  }

  details(title: string): Locator {
    return this.page.getByRole('dialog', { name: title, exact: true });
  }

  async viewDetails(title: string): Promise<Locator> {
    await this.main.getByRole('button', { name: `View Details for ${title}` }).click();
    const dialog = this.details(title);
    await dialog.waitFor();
    return dialog;
  }
}

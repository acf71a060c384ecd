import type { Locator, Page } from 'playwright-core';

import { formatEventDate } from '../../../client/src/lib/format-when';

import { AdminPage } from './admin-page';

export interface EventFormFields {
  name?: string;
  /** HH:MM */
  time?: string;
  /** YYYY-MM-DD */
  date?: string;
  description?: string;
  image?: { name: string; mimeType: string; buffer: Buffer };
}

/** The event form (SPEC section 2): Event Name, Event Time, Event Date, Description, Event Image. */
export class EventFormOf {
  constructor(readonly scope: Locator) {}

  field(label: 'Event Name' | 'Event Time' | 'Event Date' | 'Description' | 'Event Image'): Locator {
    // Required fields carry a hidden " *" in their label: match the label's start.
    return this.scope.getByLabel(new RegExp(`^${label}`));
  }

  async fill(values: EventFormFields): Promise<void> {
    if (values.name !== undefined) await this.field('Event Name').fill(values.name);
    if (values.time !== undefined) await this.field('Event Time').fill(values.time);
    if (values.date !== undefined) await this.field('Event Date').fill(values.date);
    if (values.description !== undefined) await this.field('Description').fill(values.description);
    if (values.image) await this.field('Event Image').setInputFiles(values.image);
  }
}

/** /admin/add-events. */
export class AddEventsAdminPage extends AdminPage {
  constructor(page: Page) {
    super(page);
  }

  get form(): EventFormOf {
    return new EventFormOf(this.main.locator('form'));
  }

  get submit(): Locator {
    return this.main.getByRole('button', { name: 'Add Event' });
  }
}

/** /admin/manage-events: the event cards, with Edit (a modal) and Delete. */
export class ManageEventsAdminPage extends AdminPage {
  constructor(page: Page) {
    super(page);
  }

  card(name: string): Locator {
    return this.main.getByRole('article', { name, exact: true });
  }

  /** The thumbnail of an event's card (decorative: alt=""). */
  thumbnail(name: string): Locator {
    return this.card(name).locator('img');
  }

  /** An event's seats in words ("48/50 · 3 waiting"), a link to its registrations. */
  capacityLink(name: string): Locator {
    return this.card(name).getByRole('link');
  }

  /** An event's seats-taken bar (only events with a capacity have one). */
  capacityBar(name: string): Locator {
    return this.card(name).getByRole('meter');
  }

  get editDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Edit Event' });
  }

  async edit(name: string): Promise<EventFormOf> {
    await this.main.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
    await this.editDialog.waitFor();
    return new EventFormOf(this.editDialog);
  }
}

/** /admin/registered-candidates: the event selector and the registrations table. */
export class RegisteredCandidatesAdminPage extends AdminPage {
  constructor(page: Page) {
    super(page);
  }

  get eventSelector(): Locator {
    return this.main.getByRole('combobox', { name: 'Select an event' });
  }

  /** Chooses an event by its option text: its name and its date as the site writes it. */
  async chooseEvent(name: string, date: string): Promise<void> {
    await this.eventSelector.selectOption({ label: `${name} (${formatEventDate(date)})` });
  }

  get table(): Locator {
    return this.main.getByRole('table');
  }

  row(name: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }

  /** Shows one list (All, Confirmed, Waiting, Cancelled): its button reads "Waiting (3)". */
  async showList(label: string): Promise<void> {
    await this.main
      .getByRole('group', { name: 'Show' })
      .getByRole('button', { name: new RegExp(`^${label} \\(`) })
      .click();
  }

  /** The toolbar's toggle for the check-in mode (a search and one big button per person). */
  get checkInMode(): Locator {
    return this.main.getByRole('button', { name: 'Check-in mode', exact: true });
  }

  /** The check-in mode's search box. */
  get checkInSearch(): Locator {
    return this.main.getByRole('searchbox', { name: 'Search by name, e-mail or phone' });
  }

  /** The check-in mode's people, one list item each. */
  get checkInPeople(): Locator {
    return this.main.getByRole('list', { name: 'Confirmed people' }).getByRole('listitem');
  }

  /** A person's Check in button, or its Undo once they are checked in. */
  checkInButton(name: string, checkedIn = false): Locator {
    return this.main.getByRole('button', {
      name: checkedIn ? `Undo check-in of ${name}` : `Check in ${name}`,
      exact: true,
    });
  }

  /** The table's body rows, top to bottom. */
  get bodyRows(): Locator {
    return this.table.locator('tbody').getByRole('row');
  }

  /** Each body row's name and status cells, top to bottom ("Waiting #1"). */
  async namesAndStatuses(): Promise<[string, string][]> {
    return this.bodyRows.evaluateAll((rows) =>
      rows.map((row) => {
        const cells = [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').trim());
        return [cells[0] ?? '', cells[4] ?? ''] as [string, string];
      }),
    );
  }
}

/** An image has arrived and decoded: the browser knows its size. */
export function imageLoaded(image: Locator): Promise<boolean> {
  return image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);
}

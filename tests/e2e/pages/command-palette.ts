import type { Locator, Page } from 'playwright-core';

import { eventually } from '../support/eventually';

/** The back office's command palette (Ctrl+K, Cmd+K, or the header's Search button). */
export class CommandPalette {
  constructor(readonly page: Page) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Search' });
  }

  get input(): Locator {
    return this.dialog.getByRole('combobox', { name: 'Find a person, a job or a screen' });
  }

  get listbox(): Locator {
    return this.dialog.getByRole('listbox');
  }

  /** A result; `group` is People, Jobs or Go to. */
  option(group: 'People' | 'Jobs' | 'Go to', name: string | RegExp): Locator {
    return this.listbox.getByRole('group', { name: group }).getByRole('option', { name });
  }

  get status(): Locator {
    return this.dialog.getByRole('status');
  }

  /**
   * Opens it from the keyboard, as on any staff screen. The shortcut is listened for once the
   * screen knows a staff member is signed in, which a loaded machine can reach just after the
   * heading shows: a press that came too early is pressed again (opening twice is harmless).
   */
  async openWithKeyboard(): Promise<void> {
    await eventually(async () => {
      if (!(await this.input.isVisible())) await this.page.keyboard.press('Control+K');
      await this.input.waitFor({ timeout: 2000 });
    });
  }
}

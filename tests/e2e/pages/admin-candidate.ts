import type { Locator, Page } from 'playwright-core';

import { eventually, expectText } from '../support/eventually';

import { AdminPage } from './admin-page';

/**
 * /admin/candidates/<id>: one application in full (details, resume, other applications), its
 * decision (Shortlist, Reject through a dialog, Undo), its notes and its history.
 */
export class CandidateAdminPage extends AdminPage {
  constructor(page: Page) {
    super(page);
  }

  /** A section of the page, by its heading (Application, Resume, Decision, Other applications, Notes, History). */
  section(name: string): Locator {
    return this.main.getByRole('region', { name, exact: true });
  }

  /** Previous and Next within the list the page was opened from (not there from a link). */
  get steps(): Locator {
    return this.main.getByRole('navigation', { name: 'Candidates in this list' });
  }

  /** "Next: <name>" or "Previous: <name>". */
  step(which: 'Previous' | 'Next', fullName: string): Locator {
    return this.steps.getByRole('link', { name: `${which}: ${fullName}`, exact: true });
  }

  get shortcutsDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Keyboard shortcuts', exact: true });
  }

  /** "Open resume": the PDF in a tab of its own (on a phone, instead of the frame). */
  get openResume(): Locator {
    return this.section('Resume').getByRole('link', { name: 'Open resume', exact: true });
  }

  /** The frame the PDF resume is shown in. */
  resumeFrame(fullName: string): Locator {
    return this.section('Resume').getByTitle(`Resume of ${fullName} (PDF)`);
  }

  /**
   * Keeps the page's object URLs' blobs where a test can read them: the site's CSP (connect-src
   * 'self') forbids fetching a blob: URL, rightly, so the page's own fetch cannot be used. Call it
   * before the page is opened; the page works exactly as without it.
   */
  static async recordObjectUrls(page: Page): Promise<void> {
    await page.addInitScript(() => {
      const blobs = new Map<string, Blob>();
      const create = URL.createObjectURL.bind(URL);
      URL.createObjectURL = (object: Blob | MediaSource) => {
        const url = create(object);
        if (object instanceof Blob) blobs.set(url, object);
        return url;
      };
      (window as unknown as { __objectUrlBlobs: Map<string, Blob> }).__objectUrlBlobs = blobs;
    });
  }

  /**
   * The type and bytes of the file the resume frame shows: the blob behind its object URL (see
   * `recordObjectUrls`). Waits for the frame.
   */
  async framedFile(fullName: string): Promise<{ src: string; type: string; bytes: Buffer }> {
    const frame = this.resumeFrame(fullName);
    await frame.waitFor();
    // The src ends in the PDF viewer's settings (#view=...): the blob is recorded under the URL alone.
    const src = ((await frame.getAttribute('src')) ?? '').split('#')[0]!;
    const file = await this.page.evaluate(async (url) => {
      const blob = (window as unknown as { __objectUrlBlobs?: Map<string, Blob> }).__objectUrlBlobs?.get(url);
      return blob ? { type: blob.type, data: Array.from(new Uint8Array(await blob.arrayBuffer())) } : null;
    }, src);
    if (!file) throw new Error(`No recorded blob behind the resume frame's src ${src} (recordObjectUrls first)`);
    return { src, type: file.type, bytes: Buffer.from(file.data) };
  }

  /** The history's lines ("Resume viewed", "Note added"...), newest first. */
  get historyLines(): Locator {
    return this.section('History').locator('.candidate-page__what');
  }

  /** Waits until the newest lines of the history read `expected`, in order. */
  async expectHistoryStartsWith(expected: (string | RegExp)[]): Promise<void> {
    await eventually(async () => {
      const lines = (await this.historyLines.allInnerTexts()).map((line) => line.trim());
      expect(lines.slice(0, expected.length)).toEqual(
        expected.map((line) => (typeof line === 'string' ? line : expect.stringMatching(line))),
      );
    });
  }

  get noteField(): Locator {
    return this.section('Notes').getByLabel('Add a note');
  }

  /** A note as shown in the list, by its text. */
  note(text: string): Locator {
    return this.section('Notes').getByRole('listitem').filter({ hasText: text });
  }

  async addNote(text: string): Promise<void> {
    await this.noteField.fill(text);
    await this.section('Notes').getByRole('button', { name: 'Add note' }).click();
    await this.note(text).waitFor();
  }

  /** The decision's status line ("Status: Rejected. The rejection e-mail goes out at ..."). */
  get statusLine(): Locator {
    return this.section('Decision').locator('.decision-panel__status');
  }

  /** Waits until the status reads `status` (Awaiting decision, Shortlisted, Rejected). */
  async expectStatus(status: string): Promise<void> {
    await expectText(this.statusLine.locator('.candidate-status'), status);
  }

  shortlistButton(fullName: string): Locator {
    return this.section('Decision').getByRole('button', { name: `Shortlist ${fullName}`, exact: true });
  }

  rejectButton(fullName: string): Locator {
    return this.section('Decision').getByRole('button', { name: `Reject ${fullName}`, exact: true });
  }

  undoButton(fullName: string): Locator {
    return this.section('Decision').getByRole('button', { name: `Undo the decision on ${fullName}`, exact: true });
  }

  /** The decision's error line (the server's refusal). */
  get decisionError(): Locator {
    return this.section('Decision').getByRole('alert');
  }

  rejectDialog(fullName: string): Locator {
    return this.page.getByRole('dialog', { name: `Reject ${fullName}?`, exact: true });
  }

  /** Opens the reject dialog and waits for it. */
  async openRejectDialog(fullName: string): Promise<Locator> {
    await this.rejectButton(fullName).click();
    const dialog = this.rejectDialog(fullName);
    await dialog.waitFor();
    return dialog;
  }

  /** Chooses the first of the rejection reasons in the open reject dialog (the page asks for one). */
  async chooseReason(dialog: Locator): Promise<void> {
    await dialog.getByRole('combobox', { name: 'Reason' }).selectOption({ index: 1 });
  }

  /** Confirms the open reject dialog, with a reason, and waits until it has closed on the saved rejection. */
  async confirmReject(fullName: string): Promise<void> {
    const dialog = this.rejectDialog(fullName);
    await this.chooseReason(dialog);
    await dialog.getByRole('button', { name: 'Reject and send e-mail' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await this.expectStatus('Rejected');
  }
}

import { pdfBytes } from '../helpers/files';

import { AuditLogAdminPage } from './pages/admin-staff';
import { createAccount, signInAt } from './support/admin-session';
import { useE2eApp } from './support/app';
import { expectNoSeriousA11yViolations } from './support/axe';
import { eventually, expectCount } from './support/eventually';
import { VisitorApi } from './support/visitor-api';

const app = useE2eApp();

const RAVI = { fullName: 'Ravi Kumar', email: 'ravi.kumar@example.com', phone: '+91 98000 12345' };
const SENTENCE = 'Sofia Rossi rejected Ravi Kumar for Senior Talent Partner';

describe('the audit log in words', () => {
  it('reads each entry as a sentence, keeps the raw fields behind Details, and stays clean for axe', async () => {
    const sofia = await createAccount(app.staff, 'ADMIN', 'Sofia', 'Rossi');
    const job = await app.staff.createJob({ title: 'Senior Talent Partner', location: 'Milan' });
    await new VisitorApi(app.server).apply(job.id, RAVI, {
      bytes: pdfBytes(),
      name: 'cv.pdf',
      type: 'application/pdf',
    });
    const [application] = await app.staff.applications(job.id);
    const signedIn = await app.server.rest<{ token: string }>('POST', '/api/user/login', {
      body: { email: sofia.email, password: sofia.password },
    });
    const rejected = await app.server.rest('PUT', `/api/candidates/${application!.id}?status=Rejected`, {
      token: signedIn.body.token,
    });
    expect(rejected.status).toBe(200);

    const page = await app.open('narrow');
    await signInAt(page, app.server.url, sofia, '/admin/audit');
    const audit = new AuditLogAdminPage(page);
    await audit.expectHeading('Audit Log');
    await audit.filter('What').selectOption({ label: 'Application status changed' });
    await expectCount(audit.rows(SENTENCE), 1);
    // No ids or hashes in the sentence: the application's id is only behind Details.
    const row = audit.rows(SENTENCE);
    await eventually(async () => expect(await row.getByRole('cell').nth(1).innerText()).toBe(SENTENCE));

    const details = audit.details(SENTENCE);
    expect(await details.evaluate((element: HTMLDetailsElement) => element.open)).toBe(false);
    await details.getByText('Details', { exact: true }).click();
    await details.getByText(`application ${application!.id}`).waitFor();
    await details.getByText('Rejected', { exact: true }).waitFor();

    // The filters are the back office's labelled fields, large enough to hit.
    const what = await audit.filter('What').boundingBox();
    expect(what!.height).toBeGreaterThanOrEqual(24);
    await expectNoSeriousA11yViolations(page, '/admin/audit with an entry’s details open (narrow)');
  });
});

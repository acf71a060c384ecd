import yauzl from 'yauzl';

import { OutboxMessage } from '../../../server/src/mail/outbox-message.entity';
import { Application } from '../../../server/src/modules/applications/application.entity';
import { ContactMessage } from '../../../server/src/modules/contact/contact-message.entity';
import { JobAlert } from '../../../server/src/modules/job-alerts/job-alert.entity';
import { JoinUsPerson } from '../../../server/src/modules/join-us/join-us-person.entity';
import { Registration } from '../../../server/src/modules/registrations/registration.entity';
import { pdfBytes } from '../../helpers/files';
import type { TestServer } from '../../helpers/test-server';
import { applyByForm } from '../applications/application-fixtures';
import { FORM_FIELDS } from '../job-alerts/job-alert-fixtures';

/** Leaves one record of every kind for `email` (mixed letter case, as visitors type it) through the spec's REST calls. */
export async function everyKindOfRecord(
  t: TestServer,
  ids: { jobId: string; eventId: string },
  email: string,
  resumeText: string,
): Promise<void> {
  const shouted = email.toUpperCase();
  const applied = await applyByForm(
    t,
    ids.jobId,
    { fullName: 'Ada Lovelace', email: shouted, phone: '+44 20 7946 0001' },
    { field: 'resume', bytes: pdfBytes(resumeText), name: 'ada.pdf', type: 'application/pdf' },
  );
  const answers = [
    applied.status,
    (
      await t.rest('POST', `/api/events/${ids.eventId}/register`, {
        body: { name: 'Ada Lovelace', email, phone: '+44 20 7946 0001' },
      })
    ).status,
    (
      await t.rest('POST', '/api/JoinUsPeople', {
        body: { name: 'Ada Lovelace', email: shouted, phone: '+44 20 7946 0001', location: 'London' },
      })
    ).status,
    (
      await t.rest('POST', '/api/contact', {
        body: { name: 'Ada Lovelace', email, mobile: '+44 20 7946 0001', message: 'Please call me.' },
      })
    ).status,
    (
      await t.rest('POST', '/api/job-alerts', {
        body: { email: shouted, search: 'Data', frequency: 'WEEKLY', ...FORM_FIELDS },
      })
    ).status,
  ];
  if (answers.some((status) => status >= 300)) throw new Error(`Could not arrange records: ${answers.join(', ')}`);
}

/** How many rows of each kind mention the address (any letter case), and whether its resume files exist. */
export async function heldAbout(t: TestServer, email: string) {
  const em = t.orm.em.fork();
  const key = email.toLowerCase();
  const like = { $ilike: key };
  const applications = await em.find(Application, { emailKey: key });
  return {
    applications: applications.length,
    resumeFiles: (await Promise.all(applications.map((row) => t.server.deps.storage.exists(row.resumeKey)))).filter(
      Boolean,
    ).length,
    registrations: await em.count(Registration, { emailKey: key }),
    joinUsRequests: await em.count(JoinUsPerson, { email: like }),
    contactMessages: await em.count(ContactMessage, { email: like }),
    jobAlerts: await em.count(JobAlert, { emailKey: key }),
    mail: await em.count(OutboxMessage, { to: like }),
  };
}

/** The entries of a zip file, by name. */
export function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('not a zip'));
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('unreadable entry'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
          stream.on('error', reject);
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

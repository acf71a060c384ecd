import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { utimes, writeFile } from 'node:fs/promises';

import { type Knex } from '@mikro-orm/postgresql';

import { emlFolder } from '../../../server/src/mail/mail-transport';
import { OutboxMessage } from '../../../server/src/mail/outbox-message.entity';
import { Application } from '../../../server/src/modules/applications/application.entity';
import { ApplicationActivity } from '../../../server/src/modules/applications/application-activity.entity';
import { ResumeText } from '../../../server/src/modules/applications/resume-text.entity';
import { AuditService } from '../../../server/src/modules/audit/audit.service';
import { AuditAction } from '../../../server/src/modules/audit/audit-action';
import { AuditEntry } from '../../../server/src/modules/audit/audit-entry.entity';
import { ContactMessage } from '../../../server/src/modules/contact/contact-message.entity';
import { Event } from '../../../server/src/modules/events/event.entity';
import { JobAlert } from '../../../server/src/modules/job-alerts/job-alert.entity';
import { JoinUsPerson } from '../../../server/src/modules/join-us/join-us-person.entity';
import { RETENTION_LOCK_KEY, RetentionService } from '../../../server/src/modules/personal-data/retention.service';
import { Registration } from '../../../server/src/modules/registrations/registration.entity';
import { Role } from '../../../server/src/modules/users/role';
import type { LocalFileStorage } from '../../../server/src/storage/local-file-storage';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { applicant, applyByForm, newJob } from '../applications/application-fixtures';
import { newEvent } from '../events/event-fixtures';
import { FORM_FIELDS } from '../job-alerts/job-alert-fixtures';

let t: TestServer;
let recruiter: string;
let jobId: string;
beforeAll(async () => {
  // These tests run the purge themselves (test servers keep no purge schedule: see testConfig).
  t = await startTestServer({ MAIL_POLL_MS: '3600000' });
  recruiter = (await t.userWithRole(Role.INTERNAL_RECRUITER)).token;
  jobId = await newJob(t, recruiter, 'Archivist');
});
afterAll(() => t.stop());

const PERIODS = {
  applicationMonths: 12,
  registrationMonths: 6,
  contactMonths: 24,
  joinUsMonths: 24,
  eventMonths: 24,
  jobAlertUnconfirmedDays: 7,
};

function retention() {
  const em = t.orm.em.fork();
  return new RetentionService(
    em,
    t.server.deps.storage,
    new AuditService(em, t.server.deps.auditKey),
    t.server.deps.formLimits,
    PERIODS,
    t.server.deps.logger,
    { mailFolder: emlFolder(t.server.deps.config) },
  );
}

const sql = (query: string, params: unknown[] = []) => t.orm.em.fork().execute(query, params);
const monthsAgo = (months: number) => `now() - interval '${months} months'`;

async function apply(label: string): Promise<Application> {
  const fields = applicant({ email: `${label}-${randomUUID()}@example.com` });
  const answer = await applyByForm(t, jobId, fields);
  if (answer.status !== 200) throw new Error(`apply: ${answer.status}`);
  return t.orm.em.fork().findOneOrFail(Application, { id: answer.body.id as string });
}

async function register(eventId: string, label: string): Promise<string> {
  const email = `${label}-${randomUUID()}@example.com`;
  const answer = await t.rest<{ id: string }>('POST', `/api/events/${eventId}/register`, {
    body: { name: 'Bo', email, phone: '+44 20 7946 0000' },
  });
  if (answer.status !== 201) throw new Error(`register: ${answer.status}`);
  return answer.body.id;
}

async function message(path: string, body: Record<string, string>, ageMonths: number, table: string) {
  const answer = await t.rest<Record<string, { id: string }>>('POST', path, { body });
  const id = Object.values(answer.body).find((value) => typeof value === 'object')!.id;
  if (ageMonths) await sql(`update "${table}" set "created_at" = ${monthsAgo(ageMonths)} where "id" = ?`, [id]);
  return id;
}

const exists = async (
  entity: typeof Application | typeof Registration | typeof Event | typeof ContactMessage | typeof JoinUsPerson,
  id: string,
) => (await t.orm.em.fork().count(entity as never, { id })) === 1;

describe('the retention purge', () => {
  it('deletes rows, resumes, event images and mail past their period, keeps the rest, and audits the counts', async () => {
    const oldApplication = await apply('old');
    await sql(`update "application" set "last_activity_at" = ${monthsAgo(13)} where "id" = ?`, [oldApplication.id]);
    const recentApplication = await apply('recent');
    // Applied long ago, but decided last month: its last activity keeps it.
    const decided = await apply('decided');
    await sql(
      `update "application" set "created_at" = ${monthsAgo(20)}, "last_activity_at" = ${monthsAgo(1)} where "id" = ?`,
      [decided.id],
    );

    const pastEvent = await newEvent(t, recruiter, { name: 'Seven months ago' });
    const oldRegistration = await register(pastEvent.id, 'past');
    await sql(`update "event" set "date" = (${monthsAgo(7)})::date where "id" = ?`, [pastEvent.id]);
    const comingEvent = await newEvent(t, recruiter, { name: 'Coming up' });
    const comingRegistration = await register(comingEvent.id, 'coming');
    const ancientEvent = await newEvent(t, recruiter, { name: 'Long gone' });
    await sql(`update "event" set "date" = (${monthsAgo(25)})::date where "id" = ?`, [ancientEvent.id]);
    const ancientImage = (await t.orm.em.fork().findOneOrFail(Event, { id: ancientEvent.id })).imageKey!;

    const contact = { name: 'Maria', email: 'maria@example.com', mobile: '+351 912 345 678' };
    const oldContact = await message('/api/contact', contact, 25, 'contact_message');
    const newContact = await message('/api/contact', contact, 23, 'contact_message');
    const joiner = { name: 'Asha', email: 'asha@example.com', phone: '+91 98765 43210', location: 'Chennai' };
    const oldJoin = await message('/api/JoinUsPeople', joiner, 25, 'join_us_person');
    const newJoin = await message('/api/JoinUsPeople', joiner, 0, 'join_us_person');

    const storage = t.server.deps.storage as LocalFileStorage;
    expect(existsSync(storage.pathOf(oldApplication.resumeKey))).toBe(true);
    const report = await retention().purge();

    expect(report).toMatchObject({
      applications: 1,
      registrations: 1,
      contactMessages: 1,
      joinUsRequests: 1,
      events: 1,
      mail: 2, // the old application's and the old registration's confirmations
      files: 2, // the old resume and the old event's image
    });
    expect(await exists(Application, oldApplication.id)).toBe(false);
    expect(existsSync(storage.pathOf(oldApplication.resumeKey))).toBe(false);
    expect(await exists(Application, recentApplication.id)).toBe(true);
    expect(existsSync(storage.pathOf(recentApplication.resumeKey))).toBe(true);
    expect(await exists(Application, decided.id)).toBe(true);
    expect(await exists(Registration, oldRegistration)).toBe(false);
    expect(await exists(Event, pastEvent.id)).toBe(true);
    expect(await exists(Registration, comingRegistration)).toBe(true);
    expect(await exists(Event, ancientEvent.id)).toBe(false);
    expect(existsSync(storage.pathOf(ancientImage))).toBe(false);
    expect(await exists(ContactMessage, oldContact)).toBe(false);
    expect(await exists(ContactMessage, newContact)).toBe(true);
    expect(await exists(JoinUsPerson, oldJoin)).toBe(false);
    expect(await exists(JoinUsPerson, newJoin)).toBe(true);
    const em = t.orm.em.fork();
    expect(await em.count(OutboxMessage, { about: `application:${oldApplication.id}` })).toBe(0);
    expect(await em.count(OutboxMessage, { about: `application:${recentApplication.id}` })).toBe(1);
    // An application's history goes with it; the recent one keeps its own (its arrival).
    expect(await em.count(ApplicationActivity, { application: oldApplication.id })).toBe(0);
    expect(await em.count(ApplicationActivity, { application: recentApplication.id })).toBe(1);
    // So does the text read from its resume (for staff search).
    expect(await em.count(ResumeText, { application: oldApplication.id })).toBe(0);
    expect(await em.count(ResumeText, { application: recentApplication.id })).toBe(1);

    const entries = await em.find(AuditEntry, { action: AuditAction.RETENTION_PURGED });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: null,
      actorLabel: 'retention job',
      details: { applications: 1, registrations: 1, contactMessages: 1, joinUsRequests: 1, events: 1, mail: 2 },
    });

    // Idempotent: a second run finds nothing and writes no second entry.
    expect(await retention().purge()).toMatchObject({ applications: 0, registrations: 0, events: 0, files: 0 });
    expect(await t.orm.em.fork().count(AuditEntry, { action: AuditAction.RETENTION_PURGED })).toBe(1);
  });

  it('deletes job alerts left unconfirmed past their days, with their mail, and keeps confirmed and recent ones', async () => {
    const alertOf = async (label: string, ageDays: number, confirmed: boolean) => {
      const email = `${label}-${randomUUID()}@example.com`;
      const answer = await t.rest('POST', '/api/job-alerts', { body: { email, ...FORM_FIELDS } });
      if (answer.status !== 202) throw new Error(`subscribe: ${answer.status}`);
      const alert = await t.orm.em.fork().findOneOrFail(JobAlert, { emailKey: email });
      await sql(
        `update "job_alert" set "created_at" = now() - make_interval(days => ?), "confirmed_at" = ${confirmed ? 'now()' : 'null'} where "id" = ?`,
        [ageDays, alert.id],
      );
      return alert.id;
    };
    const expired = await alertOf('expired', 8, false);
    const recent = await alertOf('recent', 6, false);
    const confirmed = await alertOf('confirmed', 30, true);

    const report = await retention().purge();
    expect(report).toMatchObject({ jobAlerts: 1, mail: 1 });
    const em = t.orm.em.fork();
    expect(await em.count(JobAlert, { id: [expired, recent, confirmed] })).toBe(2);
    expect(await em.count(JobAlert, { id: expired })).toBe(0);
    expect(await em.count(OutboxMessage, { about: `job-alert:${expired}` })).toBe(0);
    expect(await em.count(OutboxMessage, { about: `job-alert:${recent}` })).toBe(1);
  });

  it('finishes an interrupted purge: a settled file no row points to is removed, a referenced one kept', async () => {
    const kept = await apply('kept');
    const storage = t.server.deps.storage as LocalFileStorage;
    // A purge that committed its rows and stopped before removing the file leaves exactly this.
    const orphanKey = `resumes/${randomUUID()}.pdf`;
    await writeFile(storage.pathOf(orphanKey), '%PDF-1.4 orphan');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(storage.pathOf(orphanKey), twoHoursAgo, twoHoursAgo);
    await utimes(storage.pathOf(kept.resumeKey), twoHoursAgo, twoHoursAgo);
    // A file just written (an upload landing now) is left alone whatever the rows say.
    const freshKey = `resumes/${randomUUID()}.pdf`;
    await writeFile(storage.pathOf(freshKey), '%PDF-1.4 fresh');

    const report = await retention().purge();
    expect(report?.files).toBe(1);
    expect(existsSync(storage.pathOf(orphanKey))).toBe(false);
    expect(existsSync(storage.pathOf(kept.resumeKey))).toBe(true);
    expect(existsSync(storage.pathOf(freshKey))).toBe(true);
  });

  it('keeps an event picture and its resized copies, however old their files are', async () => {
    const event = await newEvent(t, recruiter, { name: 'Pictured' });
    const row = await t.orm.em.fork().findOneOrFail(Event, { id: event.id });
    const keys = [row.imageKey!, ...(row.imageVariants ?? []).map((variant) => variant.key)];
    expect(row.imageVariants?.length).toBeGreaterThan(0);
    const storage = t.server.deps.storage as LocalFileStorage;
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const key of keys) await utimes(storage.pathOf(key), twoHoursAgo, twoHoursAgo);

    await retention().purge();
    expect(keys.filter((key) => !existsSync(storage.pathOf(key)))).toEqual([]);
  });

  it('runs in one process at a time: while another holds the lock it does nothing', async () => {
    const old = await apply('locked-out');
    await sql(`update "application" set "last_activity_at" = ${monthsAgo(13)} where "id" = ?`, [old.id]);
    const other = t.orm.em.fork();
    const knex: Knex = other.getKnex();
    await knex.transaction(async (trx) => {
      await trx.raw('select pg_advisory_xact_lock(?)', [RETENTION_LOCK_KEY]);
      expect(await retention().purge()).toBeNull();
      expect(await exists(Application, old.id)).toBe(true);
    });
    expect(await retention().purge()).toMatchObject({ applications: 1 });
    expect(await exists(Application, old.id)).toBe(false);
  });
});

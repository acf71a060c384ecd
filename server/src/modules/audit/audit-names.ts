import type { EntityManager } from '@mikro-orm/postgresql';

import { isUuid } from '../../lib/validation';
import { ApiKey } from '../api-keys/api-key.entity';
import { Application } from '../applications/application.entity';
import { ClientShortlist } from '../client-shortlists/client-shortlist.entity';
import { Client } from '../clients/client.entity';
import { ClientContact } from '../clients/client-contact.entity';
import { ContactMessage } from '../contact/contact-message.entity';
import { Job } from '../jobs/job.entity';
import { JoinUsPerson } from '../join-us/join-us-person.entity';
import { Registration } from '../registrations/registration.entity';
import { TalentPoolEntry } from '../talent-pool/talent-pool-entry.entity';
import { User } from '../users/user.entity';

import type { AuditEntryNames } from './audit.types';
import type { AuditEntry } from './audit-entry.entity';

/** The ids of one kind that a page mentions (only well-formed ones: a stray id asks nothing). */
function idsOf(values: Iterable<string | null | undefined>): string[] {
  return [...new Set([...values].filter((id): id is string => !!id && isUuid(id)))];
}

/** The job an entry's details name (status changes, downloads and held applications carry it). */
function jobIdOf(entry: AuditEntry): string | null {
  const jobId = entry.details.jobId;
  return typeof jobId === 'string' ? jobId : null;
}

/**
 * The names a page of the log reads as sentences: who acted (a staff account's name) and what it
 * was done to (an account's, an applicant's, a registrant's or a sender's name, an API key's name),
 * with the job or event it belongs to. One query per kind of subject on the page, whatever its
 * size. Nothing here is more than ADMIN, the log's reader, sees on the screens those records have;
 * a subject deleted or erased since has no name and reads as gone.
 */
export async function auditNames(em: EntityManager, entries: readonly AuditEntry[]): Promise<AuditEntryNames[]> {
  const ofType = (type: string) => idsOf(entries.filter((e) => e.subjectType === type).map((e) => e.subjectId));
  const userIds = idsOf([...entries.map((e) => e.actorId), ...ofType('user')]);
  const applicationIds = ofType('application');
  const registrationIds = ofType('registration');
  const joinUsIds = ofType('join-us-request');
  const contactIds = ofType('contact-message');
  const apiKeyIds = ofType('api-key');
  const poolIds = ofType('talent-pool-entry');
  const clientIds = ofType('client');
  const clientContactIds = ofType('client-contact');
  // A shortlist's entries read with the name of the contact it was sent to.
  const shortlistIds = ofType('client-shortlist');

  const [users, applications, registrations, joiners, contacts, apiKeys, poolEntries] = await Promise.all([
    userIds.length ? em.find(User, { id: { $in: userIds } }, { fields: ['id', 'firstName', 'lastName'] }) : [],
    applicationIds.length
      ? em.find(Application, { id: { $in: applicationIds } }, { fields: ['id', 'fullName', 'job'] })
      : [],
    registrationIds.length ? em.find(Registration, { id: { $in: registrationIds } }, { populate: ['event'] }) : [],
    joinUsIds.length ? em.find(JoinUsPerson, { id: { $in: joinUsIds } }, { fields: ['id', 'name'] }) : [],
    contactIds.length ? em.find(ContactMessage, { id: { $in: contactIds } }, { fields: ['id', 'name'] }) : [],
    apiKeyIds.length ? em.find(ApiKey, { id: { $in: apiKeyIds } }, { fields: ['id', 'name'] }) : [],
    poolIds.length ? em.find(TalentPoolEntry, { id: { $in: poolIds } }, { fields: ['id', 'fullName'] }) : [],
  ]);
  const shortlists = shortlistIds.length
    ? await em.find(ClientShortlist, { id: { $in: shortlistIds } }, { populate: ['contact'] })
    : [];
  // A client reads as its company name, a client contact as the person's name.
  const [clients, clientContacts] = await Promise.all([
    clientIds.length ? em.find(Client, { id: { $in: clientIds } }, { fields: ['id', 'name'] }) : [],
    clientContactIds.length
      ? em.find(ClientContact, { id: { $in: clientContactIds } }, { fields: ['id', 'fullName'] })
      : [],
  ]);
  const jobIds = idsOf([...entries.map(jobIdOf), ...applications.map((a) => a.job.id)]);
  const jobs = jobIds.length ? await em.find(Job, { id: { $in: jobIds } }, { fields: ['id', 'title'] }) : [];

  const userNames = new Map(users.map((u) => [u.id, `${u.firstName} ${u.lastName}`.trim()]));
  const jobTitles = new Map(jobs.map((j) => [j.id, j.title]));
  const applicationsById = new Map(applications.map((a) => [a.id, a]));
  const registrationsById = new Map(registrations.map((r) => [r.id, r]));
  const plainNames = new Map<string, string>([
    ...joiners.map((p) => [p.id, p.name] as const),
    ...contacts.map((m) => [m.id, m.name] as const),
    ...apiKeys.map((k) => [k.id, k.name] as const),
    ...poolEntries.map((e) => [e.id, e.fullName] as const),
    ...clients.map((c) => [c.id, c.name] as const),
    ...clientContacts.map((c) => [c.id, c.fullName] as const),
    ...shortlists.map((s) => [s.id, s.contact.fullName] as const),
  ]);

  return entries.map((entry) => {
    const id = entry.subjectId ?? '';
    let subjectName: string | null = null;
    let context: string | null = null;
    switch (entry.subjectType) {
      case 'user':
        subjectName = userNames.get(id) ?? null;
        break;
      case 'application': {
        const application = applicationsById.get(id);
        subjectName = application?.fullName ?? null;
        break;
      }
      case 'registration': {
        const registration = registrationsById.get(id);
        subjectName = registration?.name ?? null;
        context = registration?.event.name ?? null;
        break;
      }
      case 'join-us-request':
      case 'contact-message':
      case 'api-key':
      case 'talent-pool-entry':
      case 'client':
      case 'client-contact':
      case 'client-shortlist':
        subjectName = plainNames.get(id) ?? null;
        break;
      default:
        break;
    }
    const jobId =
      entry.subjectType === 'application' ? (applicationsById.get(id)?.job.id ?? jobIdOf(entry)) : jobIdOf(entry);
    if (!context && jobId) context = jobTitles.get(jobId) ?? null;
    return {
      actorName: entry.actorId ? (userNames.get(entry.actorId) ?? null) : null,
      subjectName,
      context,
    };
  });
}

import type { PersonalDataSource } from '../lib/personal-data-source';
import { outboxPersonalData } from '../mail/outbox.personal-data';
import { applicationPersonalData } from '../modules/applications/application.personal-data';
import { loginThrottlePersonalData } from '../modules/auth/login-throttle.personal-data';
import { clientShortlistPersonalData } from '../modules/client-shortlists/client-shortlists.personal-data';
import { clientContactPersonalData } from '../modules/clients/clients.personal-data';
import { contactPersonalData } from '../modules/contact/contact.personal-data';
import { eventPersonalData } from '../modules/events/event.personal-data';
import { interviewPersonalData } from '../modules/interviews/interview.personal-data';
import { jobAlertPersonalData } from '../modules/job-alerts/job-alert.personal-data';
import { joinUsPersonalData } from '../modules/join-us/join-us.personal-data';
import { placementPersonalData } from '../modules/placements/placement.personal-data';
import { rateLimitPersonalData } from '../modules/public-forms/rate-limit.personal-data';
import { registrationPersonalData } from '../modules/registrations/registration.personal-data';
import { talentPoolPersonalData } from '../modules/talent-pool/talent-pool.personal-data';
import { webhookDeliveryPersonalData } from '../modules/webhooks/webhook-delivery.personal-data';

/**
 * Every owner of personal data, beside the entity list: PersonService (find, export, erase) and
 * RetentionService (purge) read only this list. A new table, file or queue holding a person's data
 * exports one PersonalDataSource from its module and joins here; the personal-data coverage test
 * fails until it does. Records first, then the messages about them (they take the records' refs).
 */
export const PERSONAL_DATA_SOURCES: readonly PersonalDataSource[] = [
  // Before the applications and the clients' contacts: their erasure would take the shortlists' entries
  // and the contacts' shortlists by the cascade, uncounted.
  clientShortlistPersonalData,
  // Before the applications: their erasure would take the interviews by the cascade, uncounted.
  interviewPersonalData,
  placementPersonalData,
  applicationPersonalData,
  talentPoolPersonalData,
  clientContactPersonalData,
  registrationPersonalData,
  eventPersonalData,
  joinUsPersonalData,
  contactPersonalData,
  jobAlertPersonalData,
  loginThrottlePersonalData,
  rateLimitPersonalData,
  outboxPersonalData,
  webhookDeliveryPersonalData,
];

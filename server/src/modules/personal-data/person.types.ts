import { Field, ID, Int, ObjectType } from 'type-graphql';

import { Application } from '../applications/application.entity';
import { ClientContact } from '../clients/client-contact.entity';
import { ContactMessage } from '../contact/contact-message.entity';
import { JobAlert } from '../job-alerts/job-alert.entity';
import { JoinUsPerson } from '../join-us/join-us-person.entity';
import { ConsentRecord } from '../public-forms/consent';
import { TalentPoolEntry } from '../talent-pool/talent-pool-entry.entity';
import { WebhookDelivery } from '../webhooks/webhook-delivery.entity';

@ObjectType({ description: 'An event registration as the person screen shows it, with its event.' })
export class PersonRegistration {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field()
  email!: string;

  @Field()
  phone!: string;

  @Field()
  createdAt!: Date;

  @Field(() => ConsentRecord)
  consent!: ConsentRecord;

  @Field(() => ID, { description: 'The event registered for.' })
  eventId!: string;

  @Field({ description: 'Its name.' })
  eventName!: string;

  @Field({ description: 'Its date, YYYY-MM-DD.' })
  eventDate!: string;
}

@ObjectType({ description: 'An e-mail to the person, sent or waiting in the outbox.' })
export class PersonMail {
  @Field(() => ID)
  id!: string;

  @Field()
  to!: string;

  @Field()
  subject!: string;

  @Field({ description: 'The message as sent.' })
  text!: string;

  @Field({ description: 'When it was queued.' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When it was delivered; null while waiting (or given up).' })
  sentAt!: Date | null;
}

@ObjectType({ description: 'Failed sign-ins counted for an address typed on the sign-in form.' })
export class PersonSignInThrottle {
  @Field(() => Int, { description: 'Failures counted in the current window.' })
  failures!: number;

  @Field({ description: 'When the window started.' })
  windowStartedAt!: Date;
}

@ObjectType({ description: 'Everything the product holds about one e-mail address (any letter case).' })
export class PersonRecords {
  @Field({ description: 'The address searched for, trimmed and lower-cased.' })
  email!: string;

  @Field(() => [Application], { description: 'Job applications, newest first (with their resumes).' })
  applications!: Application[];

  @Field(() => [PersonRegistration], { description: 'Event registrations, newest first.' })
  registrations!: PersonRegistration[];

  @Field(() => [JoinUsPerson], { description: 'Requests to join the skill-development mission, newest first.' })
  joinUsRequests!: JoinUsPerson[];

  @Field(() => [ContactMessage], { description: 'Messages sent through the contact form, newest first.' })
  contactMessages!: ContactMessage[];

  @Field(() => [JobAlert], { description: 'Job alerts (confirmed or not), newest first.' })
  jobAlerts!: JobAlert[];

  @Field(() => [TalentPoolEntry], {
    description: 'The talent-pool entry of the address (a CV sent without a job), with its resume; at most one.',
  })
  talentPoolEntries!: TalentPoolEntry[];

  @Field(() => [ClientContact], {
    description: 'The address as a contact at a client company (staff’s business contacts), newest first.',
  })
  clientContacts!: ClientContact[];

  @Field(() => [PersonMail], {
    description: 'E-mail to this address or about its records, sent or queued, newest first.',
  })
  mail!: PersonMail[];

  @Field(() => [WebhookDelivery], {
    description: 'Webhook deliveries about its records (each carried a copy), sent or waiting, newest first.',
  })
  webhookDeliveries!: WebhookDelivery[];

  @Field(() => [PersonSignInThrottle], { description: 'Failed sign-ins counted for this address.' })
  signInThrottles!: PersonSignInThrottle[];
}

@ObjectType({ description: 'What an erasure deleted, counted by kind.' })
export class ErasureReport {
  @Field(() => Int)
  applications = 0;

  @Field(() => Int, { description: 'Resume files removed from storage (the applications’ and the talent pool’s).' })
  resumes = 0;

  @Field(() => Int, { description: 'Texts read from the resumes (for staff search), deleted with them.' })
  resumeTexts = 0;

  @Field(() => Int, { description: 'Staff notes on the applications.' })
  notes = 0;

  @Field(() => Int, { description: 'Lines of the applications’ history.' })
  activity = 0;

  @Field(() => Int, { description: 'Interviews scheduled for the applications.' })
  interviews = 0;

  @Field(() => Int, { description: 'Interviewers’ scorecards of those interviews.' })
  scorecards = 0;

  @Field(() => Int, { description: 'Placements of the applications (start date, salary, fee).' })
  placements = 0;

  @Field(() => Int, { description: 'Entries of shortlists sent to clients about the applications (notes, answers).' })
  clientShortlistEntries = 0;

  @Field(() => Int, {
    description: 'Shortlists sent to the address as a client contact (with their answers, codes and browsers).',
  })
  clientShortlists = 0;

  @Field(() => Int)
  registrations = 0;

  @Field(() => Int)
  joinUsRequests = 0;

  @Field(() => Int)
  contactMessages = 0;

  @Field(() => Int)
  jobAlerts = 0;

  @Field(() => Int, { description: 'Talent-pool entries (CVs sent without a job).' })
  talentPoolEntries = 0;

  @Field(() => Int, { description: 'Contacts at client companies with the address.' })
  clientContacts = 0;

  @Field(() => Int)
  mail = 0;

  @Field(() => Int, { description: '`.eml` copies of that mail removed from DATA_DIR/mail.' })
  mailFiles = 0;

  @Field(() => Int, { description: 'Webhook deliveries about the records (sent or waiting; waiting ones never go).' })
  webhookDeliveries = 0;

  @Field(() => Int, { description: 'Failed sign-in counters of the address.' })
  signInThrottles = 0;

  @Field(() => Int, { description: 'Public-form rate-limit counters of the address.' })
  rateLimitCounters = 0;
}

import { Field, ID, Int, ObjectType } from 'type-graphql';

import { Application } from '../applications/application.entity';
import { ContactMessage } from '../contact/contact-message.entity';
import { JobAlert } from '../job-alerts/job-alert.entity';
import { JoinUsPerson } from '../join-us/join-us-person.entity';
import { ConsentRecord } from '../public-forms/consent';

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

  @Field(() => [PersonMail], { description: 'E-mail to this address, sent or queued, newest first.' })
  mail!: PersonMail[];
}

@ObjectType({ description: 'What an erasure deleted, counted by kind.' })
export class ErasureReport {
  @Field(() => Int)
  applications!: number;

  @Field(() => Int, { description: 'Resume files removed from storage.' })
  resumes!: number;

  @Field(() => Int, { description: 'Staff notes on the applications.' })
  notes!: number;

  @Field(() => Int, { description: 'Lines of the applications’ history.' })
  activity!: number;

  @Field(() => Int)
  registrations!: number;

  @Field(() => Int)
  joinUsRequests!: number;

  @Field(() => Int)
  contactMessages!: number;

  @Field(() => Int)
  jobAlerts!: number;

  @Field(() => Int)
  mail!: number;
}

import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

import { ApplicationSourceKind } from '../applications/application.entity';
import { Auth } from '../auth/auth.decorators';
import { Event } from '../events/event.entity';
import { Role } from '../users/role';

@ObjectType({ description: 'How many applications there are, by what staff decided about them.' })
export class ApplicationCounts {
  @Field(() => Int, { description: 'Every application received, for open and archived jobs alike.' })
  total!: number;

  @Field(() => Int, { description: 'Applications set to Shortlisted.' })
  shortlisted!: number;

  @Field(() => Int, { description: 'Applications set to Rejected.' })
  rejected!: number;

  @Field(() => Int, { description: 'Applications nobody has decided about yet (no status).' })
  awaitingDecision!: number;

  @Field(() => Int, {
    description: 'Applications shortlisted in the last 7 days (by their history) and still Shortlisted.',
  })
  shortlistedThisWeek!: number;
}

/** How many sources the report lists. */
export const REPORT_SOURCES_LIMIT = 20;

@ObjectType({ description: 'How many applications came from one source.' })
export class ApplicationSourceCount {
  @Field(() => ApplicationSourceKind, {
    nullable: true,
    description: 'The kind of source; null for applications received before sources were recorded.',
  })
  kind!: ApplicationSourceKind | null;

  @Field(() => String, {
    nullable: true,
    description:
      'For LINK, the link’s source (letter case ignored); null otherwise (referrers are not listed by name).',
  })
  source!: string | null;

  @Field(() => Int, { description: 'How many applications came from it.' })
  count!: number;

  @Field(() => Int, { description: 'How many of them are placements (at the Placed stage).' })
  placements!: number;
}

@ObjectType({ description: 'An upcoming event with the number of people registered for it.' })
export class UpcomingEventReport {
  @Field(() => Event, { description: 'The event.' })
  event!: Event;

  @Field(() => Int, { description: 'How many people have registered for it.' })
  registrationCount!: number;
}

@ObjectType({ description: 'Headline figures of the back office, counted when asked for.' })
export class BackOfficeReport {
  @Field(() => Int, { description: 'Jobs open to applicants (not archived).' })
  openJobs!: number;

  @Field(() => ApplicationCounts, { description: 'Applications, by decision.' })
  applications!: ApplicationCounts;

  @Field(() => [ApplicationSourceCount], {
    description: `Applications by where they came from, most first (at most ${REPORT_SOURCES_LIMIT} sources).`,
  })
  applicationsBySource!: ApplicationSourceCount[];

  @Field(() => [UpcomingEventReport], {
    description: 'Events dated today (UTC) or later, soonest first, at most 20, each with its registration count.',
  })
  upcomingEvents!: UpcomingEventReport[];

  @Field(() => Int, {
    description: 'People registered (confirmed or waiting) for every event dated today (UTC) or later.',
  })
  upcomingRegistrations!: number;

  @Field({ description: 'When these figures were counted.' })
  generatedAt!: Date;
}

/** The longest span the placements-by-month report covers, in months. */
export const REPORT_MONTHS_MAX = 36;
/** How many clients the placements-by-client report lists. */
export const REPORT_CLIENTS_LIMIT = 20;
/** How many filled jobs the time-to-fill report lists (the median counts them all). */
export const REPORT_FILLED_JOBS_LIMIT = 20;

@ObjectType({ description: 'A sum of money in one currency.' })
export class CurrencyAmount {
  @Field({ description: 'ISO 4217 code of the currency, for example "EUR".' })
  currency!: string;

  @Field(() => Float, { description: 'The amount, with 2 decimals.' })
  amount!: number;
}

@ObjectType({ description: 'Placements and the fees they earn in one calendar month (UTC).' })
export class PlacementMonthReport {
  @Field({ description: 'The month, as YYYY-MM.' })
  month!: string;

  @Field(() => Int, {
    description: 'Placements in that month: by their start date, or when they were recorded if no start date is set.',
  })
  placements!: number;

  @Auth(Role.ADMIN)
  @Field(() => [CurrencyAmount], {
    description:
      'The fees of those placements, one sum per currency (placements without a fee are left out). ADMIN only.',
  })
  fees!: CurrencyAmount[];
}

@ObjectType({ description: 'Placements and fees for one client, or for the consultancy’s own jobs.' })
export class ClientPlacementReport {
  @Field(() => ID, { nullable: true, description: 'The client; null for jobs the consultancy fills for itself.' })
  clientId!: string | null;

  @Field(() => String, { nullable: true, description: 'The client’s name; null for the consultancy itself.' })
  clientName!: string | null;

  @Field(() => Int, { description: 'How many placements on its jobs.' })
  placements!: number;

  @Auth(Role.ADMIN)
  @Field(() => [CurrencyAmount], { description: 'The fees of those placements, one sum per currency. ADMIN only.' })
  fees!: CurrencyAmount[];
}

@ObjectType({ description: 'How long one job took to fill.' })
export class FilledJobReport {
  @Field(() => ID, { description: 'The job.' })
  jobId!: string;

  @Field({ description: 'The job’s title.' })
  title!: string;

  @Field(() => String, { nullable: true, description: 'Its client’s name; null for the consultancy itself.' })
  clientName!: string | null;

  @Field({ description: 'When its first placement was recorded.' })
  firstPlacedAt!: Date;

  @Field(() => Int, { description: 'Whole days from the job’s posting to its first placement.' })
  days!: number;
}

@ObjectType({ description: 'Time to fill: days from a job’s posting to its first placement.' })
export class TimeToFillReport {
  @Field(() => [FilledJobReport], {
    description: `The jobs filled most recently, at most ${REPORT_FILLED_JOBS_LIMIT}, the latest first.`,
  })
  jobs!: FilledJobReport[];

  @Field(() => Int, { description: 'How many jobs have at least one placement.' })
  filledJobs!: number;

  @Field(() => Float, {
    nullable: true,
    description: 'The median time to fill over all filled jobs, in days; null when none.',
  })
  medianDays!: number | null;
}

@ObjectType({ description: 'How many applications reached one stage of the pipeline, and how many went on.' })
export class StageConversionReport {
  @Field(() => ID, { description: 'The stage.' })
  stageId!: string;

  @Field({ description: 'The stage’s name.' })
  name!: string;

  @Field(() => Int, {
    description:
      'Applications that reached it: they are at it or at a later stage, or their history shows they were (rejected and withdrawn ones included).',
  })
  reached!: number;

  @Field(() => Float, {
    nullable: true,
    description:
      'Of those, the percentage that reached the next stage (1 decimal); null for the last stage or none reached.',
  })
  nextPercent!: number | null;
}

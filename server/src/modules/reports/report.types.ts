import { Field, Int, ObjectType } from 'type-graphql';

import { ApplicationSourceKind } from '../applications/application.entity';
import { Event } from '../events/event.entity';

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

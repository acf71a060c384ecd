import { Field, Int, ObjectType } from 'type-graphql';

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

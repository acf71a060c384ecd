import {
  Arg,
  Ctx,
  Field,
  FieldResolver,
  Float,
  ID,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';

import type { RequestContext } from '../../request-context';
import { Application } from '../applications/application.entity';
import { Auth } from '../auth/auth.decorators';
import { CurrentPrincipal } from '../auth/current-user';
import type { Principal } from '../auth/viewer';
import { Role } from '../users/role';
import type { User } from '../users/user.entity';

import { Interview } from './interview.entity';
import { InterviewInput } from './interview.inputs';
import { Scorecard, ScorecardRating } from './scorecard.entity';
import { ScorecardInput } from './scorecard.inputs';

@ObjectType({ description: 'How many scorecards recommend one way.' })
export class RecommendationCount {
  @Field(() => ScorecardRating)
  recommendation!: ScorecardRating;

  @Field(() => Int)
  count!: number;
}

@ObjectType({ description: 'An attribute’s average rating, 1 (strong no) to 4 (strong yes).' })
export class AttributeAverage {
  @Field()
  attribute!: string;

  @Field(() => Float, { description: 'The average, 1 to 4, to two decimals.' })
  average!: number;

  @Field(() => Int, { description: 'How many scorecards rated it.' })
  count!: number;
}

@ObjectType({ description: 'An application’s scorecards summed up, as far as the viewer may read them.' })
export class ScorecardSummary {
  @Field(() => Int, { description: 'Scorecards the viewer may read.' })
  submitted!: number;

  @Field(() => Int, {
    description: 'Scorecards kept from the viewer: those of interviews they took part in and have not yet judged.',
  })
  hidden!: number;

  @Field(() => [RecommendationCount])
  recommendations!: RecommendationCount[];

  @Field(() => [AttributeAverage])
  attributes!: AttributeAverage[];
}

@ObjectType({ description: 'A staff member who interviews (or may), as interview screens show them.' })
export class Interviewer {
  @Field(() => ID, { description: 'The staff account’s id.' })
  id!: string;

  @Field({ description: 'First and last name.' })
  name!: string;

  @Field({ description: 'The account’s e-mail address (where invitations go).' })
  email!: string;
}

function interviewerOf(user: Pick<User, 'id' | 'firstName' | 'lastName' | 'email'>): Interviewer {
  return { id: user.id, name: `${user.firstName} ${user.lastName}`.trim(), email: user.email };
}

/** The signed-in person's id: "My interviews" are a person's, so an API key has none. */
function personOf(caller: Principal): string | null {
  return caller.user?.id ?? null;
}

@Resolver()
export class InterviewResolver {
  @Auth(Role.INTERNAL_RECRUITER)
  @Query(() => [Interviewer], {
    description: 'Who may interview: active staff accounts that may see candidates (recruiters and above), by name.',
  })
  async interviewerOptions(@Ctx() ctx: RequestContext): Promise<Interviewer[]> {
    return (await ctx.services.interviews.interviewerOptions()).map(interviewerOf);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Query(() => [Interview], {
    description:
      'The interviews the signed-in person takes part in, not cancelled: upcoming (not yet ended) soonest first, or ' +
      'with past: true those that have ended, latest first; at most 100.',
  })
  async myInterviews(
    @Arg('past', { defaultValue: false, description: 'Those that have ended instead of those to come.' }) past: boolean,
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<Interview[]> {
    const person = personOf(caller);
    return person ? ctx.services.interviews.mine(person, past) : [];
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => Interview, {
    description:
      'Schedules an interview: the candidate and each interviewer get an e-mail with a calendar invitation ' +
      '(METHOD:REQUEST), and reminders are queued for INTERVIEW_REMINDER_HOURS before. CONFLICT for a rejected or ' +
      'held application; BAD_USER_INPUT for a start not in the future (on date) or an interviewer who may not interview.',
  })
  async scheduleInterview(
    @Arg('applicationId', () => ID, { description: 'The application.' }) applicationId: string,
    @Arg('input', () => InterviewInput) input: InterviewInput,
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<Interview> {
    return ctx.services.interviews.schedule(caller, applicationId, input);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => Interview, {
    description:
      'Moves or changes an interview (every field replaced): everyone taking part gets the updated invitation (same ' +
      'UID, higher SEQUENCE), an interviewer taken off gets a cancellation, and the reminders move. CONFLICT once ' +
      'cancelled.',
  })
  async rescheduleInterview(
    @Arg('id', () => ID, { description: 'The interview.' }) id: string,
    @Arg('input', () => InterviewInput) input: InterviewInput,
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<Interview> {
    return ctx.services.interviews.reschedule(caller, id, input);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => Interview, {
    description:
      'Cancels an interview: everyone gets a cancellation (METHOD:CANCEL, higher SEQUENCE) and the reminders are ' +
      'withdrawn. CONFLICT when it is already cancelled.',
  })
  async cancelInterview(
    @Arg('id', () => ID, { description: 'The interview.' }) id: string,
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<Interview> {
    return ctx.services.interviews.cancel(caller, id);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => Scorecard, {
    description:
      'Submits the signed-in interviewer’s scorecard for an interview that has started: every one of the job’s ' +
      'scorecardAttributes rated once, an overall recommendation and notes. Once only (CONFLICT after); FORBIDDEN ' +
      'for anyone who is not one of its interviewers; CONFLICT before it starts or once cancelled.',
  })
  async submitScorecard(
    @Arg('interviewId', () => ID, { description: 'The interview.' }) interviewId: string,
    @Arg('input', () => ScorecardInput) input: ScorecardInput,
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<Scorecard> {
    return ctx.services.scorecards.submit(caller, interviewId, input);
  }
}

@Resolver(() => Interview)
export class InterviewFieldsResolver {
  @Auth(Role.INTERNAL_RECRUITER)
  @FieldResolver(() => [Interviewer], { description: 'Who interviews.' })
  interviewers(@Root() interview: Interview): Interviewer[] {
    return interview.interviewers.getItems().map(interviewerOf);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @FieldResolver(() => [Scorecard], {
    description:
      'Its scorecards, earliest first, as far as the viewer may read them: an interviewer sees the others’ only ' +
      'after submitting their own (see hiddenScorecards); staff who did not interview, and ADMIN and up, see all.',
  })
  async scorecards(
    @Root() interview: Interview,
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<Scorecard[]> {
    return (await ctx.services.scorecards.visibleFor(caller, interview)).scorecards;
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @FieldResolver(() => Int, {
    description: 'How many of its scorecards are kept from the viewer until they submit theirs.',
  })
  async hiddenScorecards(
    @Root() interview: Interview,
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<number> {
    return (await ctx.services.scorecards.visibleFor(caller, interview)).hidden;
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @FieldResolver(() => Boolean, {
    description: 'True when the viewer is one of its interviewers, it has started, and their scorecard is still due.',
  })
  myScorecardDue(
    @Root() interview: Interview,
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    return ctx.services.scorecards.isDue(caller, interview);
  }
}

@Resolver(() => Application)
export class ApplicationInterviewsResolver {
  @Auth(Role.INTERNAL_RECRUITER)
  @FieldResolver(() => [Interview], {
    description: 'Its interviews, the cancelled ones too, earliest first.',
  })
  interviews(@Root() application: Application, @Ctx() ctx: RequestContext): Promise<Interview[]> {
    return ctx.services.interviews.forApplication(application.id);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @FieldResolver(() => ScorecardSummary, {
    description:
      'Its scorecards summed up (recommendations, each attribute’s average), as far as the viewer may read them.',
  })
  async scorecardSummary(
    @Root() application: Application,
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<ScorecardSummary> {
    const interviews = await ctx.services.interviews.forApplication(application.id);
    return ctx.services.scorecards.totals(caller, interviews);
  }
}

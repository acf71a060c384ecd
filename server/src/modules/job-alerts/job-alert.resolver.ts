import { Arg, Ctx, Field, Mutation, ObjectType, Resolver } from 'type-graphql';

import type { RequestContext } from '../../request-context';
import { Public } from '../auth/auth.decorators';

import { JobAlertFrequency } from './job-alert.entity';
import { JobAlertInput } from './job-alert.inputs';

@ObjectType({ description: 'What a job-alert request answers: a message to show.' })
export class JobAlertAnswer {
  @Field({ description: 'What to tell the visitor.' })
  message!: string;
}

@ObjectType({ description: 'A confirmed job alert, as its confirmation page shows it.' })
export class JobAlertConfirmationView {
  @Field({ description: 'What to tell the visitor.' })
  message!: string;

  @Field({ description: 'The saved search in words, such as "“engineer”, location London".' })
  summary!: string;

  @Field(() => JobAlertFrequency, { description: 'Daily or weekly.' })
  frequency!: JobAlertFrequency;
}

@Resolver()
export class JobAlertResolver {
  @Public()
  @Mutation(() => JobAlertAnswer, {
    description:
      'Subscribes an e-mail address to new jobs matching a search of the job list. Nothing is sent but a ' +
      'confirmation link until it is used. Answers the same whatever the address already has.',
  })
  async subscribeToJobAlerts(
    @Arg('input', { description: 'The address, the saved search and how often to mail.' }) input: JobAlertInput,
    @Ctx() ctx: RequestContext,
  ): Promise<JobAlertAnswer> {
    return { message: await ctx.services.jobAlerts.subscribe(input, { ip: ctx.ip }) };
  }

  @Public()
  @Mutation(() => JobAlertConfirmationView, {
    description:
      'Confirms a job alert through the link of its confirmation mail (the part after #); using it again changes ' +
      'nothing. NOT_FOUND for an altered link or an alert that is gone.',
  })
  async confirmJobAlert(
    @Arg('token', { description: 'The token of the link.' }) token: string,
    @Ctx() ctx: RequestContext,
  ): Promise<JobAlertConfirmationView> {
    return ctx.services.jobAlerts.confirm(token);
  }

  @Public()
  @Mutation(() => JobAlertAnswer, {
    description:
      'Unsubscribes through the link in a job-alert mail (the part after #): the alert and its mail are deleted. ' +
      'NOT_FOUND for an altered link; a link used again answers the same.',
  })
  async unsubscribeFromJobAlerts(
    @Arg('token', { description: 'The token of the link.' }) token: string,
    @Ctx() ctx: RequestContext,
  ): Promise<JobAlertAnswer> {
    return { message: await ctx.services.jobAlerts.unsubscribe(token) };
  }
}

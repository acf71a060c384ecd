import { Field, InputType, ObjectType } from 'type-graphql';

import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsIn, IsOptional, MaxLength } from '../../lib/class-validator-rules';
import { PageOf } from '../../lib/paging';
import { KeepWhitespace } from '../../lib/validation';
import { PASSWORD_MAX_LENGTH } from '../auth/password';

import { WebhookAttempt } from './webhook-attempt.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { WEBHOOK_EVENT_TYPES } from './webhook-event-types';

@InputType({ description: 'A new webhook endpoint.' })
export class CreateWebhookEndpointInput {
  @Field({ description: 'Where to POST events: an https:// URL, at most 2000 characters.' })
  @MaxLength(2000, { message: 'url must be at most 2000 characters.' })
  url!: string;

  @Field(() => [String], { description: 'The event types to receive (see webhookEventTypes); at least one.' })
  @ArrayMinSize(1, { message: 'events must name at least one event type.' })
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length, { message: 'events names an event type more than once.' })
  @ArrayUnique({ message: 'events names an event type more than once.' })
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: `events must be among ${WEBHOOK_EVENT_TYPES.join(', ')}.` })
  events!: string[];

  @Field({ nullable: true, description: 'What the endpoint is for, at most 200 characters.' })
  @IsOptional()
  @MaxLength(200, { message: 'description must be at most 200 characters.' })
  description?: string;

  @Field({
    description:
      'The creator’s password again, or a current two-factor code when their account has two-factor sign-in on. ' +
      'A wrong one is refused (BAD_USER_INPUT, field passwordOrCode) and counted like a failed sign-in.',
  })
  @KeepWhitespace()
  @MaxLength(PASSWORD_MAX_LENGTH, { message: 'passwordOrCode is too long.' })
  passwordOrCode!: string;
}

@ObjectType({ description: 'An endpoint just registered, with its signing secret: the only time it is shown.' })
export class CreatedWebhookEndpoint {
  @Field(() => WebhookEndpoint, { description: 'The stored endpoint.' })
  endpoint!: WebhookEndpoint;

  @Field({ description: 'The secret that signs every delivery (HMAC-SHA256). Store it now: it is never shown again.' })
  secret!: string;
}

@ObjectType({ description: 'A page of an endpoint’s delivery log, newest first.' })
export class WebhookAttemptPage extends PageOf(WebhookAttempt, 'attempts') {}

import { Arg, Args, ArgsType, Ctx, Field, ID, Mutation, Query, Resolver } from 'type-graphql';

import { PageArgs } from '../../lib/paging';
import type { RequestContext } from '../../request-context';
import { Auth } from '../auth/auth.decorators';
import { requirePerson, requireRole } from '../auth/viewer';
import { Role } from '../users/role';

import { CreatedWebhookEndpoint, CreateWebhookEndpointInput, WebhookAttemptPage } from './webhook.inputs';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { WEBHOOK_EVENT_TYPES } from './webhook-event-types';

@ArgsType()
export class WebhookAttemptsArgs extends PageArgs {
  @Field(() => ID, { description: 'The endpoint whose log to read.' })
  endpointId!: string;
}

/** Endpoints are managed by people (ADMIN and up); an API key of that role may read them. */
@Resolver()
export class WebhookResolver {
  @Auth(Role.ADMIN)
  @Query(() => [String], { description: 'Every event type an endpoint may subscribe to.' })
  webhookEventTypes(): string[] {
    return [...WEBHOOK_EVENT_TYPES];
  }

  @Auth(Role.ADMIN)
  @Query(() => [WebhookEndpoint], { description: 'Every webhook endpoint, newest first.' })
  async webhookEndpoints(@Ctx() ctx: RequestContext): Promise<WebhookEndpoint[]> {
    requireRole(await ctx.viewer(), Role.ADMIN);
    return ctx.services.webhooks.listEndpoints();
  }

  @Auth(Role.ADMIN)
  @Query(() => WebhookAttemptPage, { description: 'An endpoint’s delivery log: every attempt, newest first.' })
  async webhookAttempts(@Args() { endpointId, ...page }: WebhookAttemptsArgs, @Ctx() ctx: RequestContext) {
    requireRole(await ctx.viewer(), Role.ADMIN);
    return ctx.services.webhooks.attempts(endpointId, page);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => CreatedWebhookEndpoint, {
    description:
      'Registers an endpoint after the caller gives their password (or a current two-factor code) again. The ' +
      'answer carries the signing secret, shown only this once. Audited; every ADMIN and SUPER_ADMIN is ' +
      'e-mailed. People only; a URL that is not https:// is refused (BAD_USER_INPUT, field url).',
  })
  async createWebhookEndpoint(
    @Arg('input') input: CreateWebhookEndpointInput,
    @Ctx() ctx: RequestContext,
  ): Promise<CreatedWebhookEndpoint> {
    const actor = requirePerson(await ctx.viewer(), Role.ADMIN);
    return ctx.services.webhooks.create(actor, input, ctx.ip);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => WebhookEndpoint, {
    description: 'Enables or disables an endpoint. Enabling sends the events that waited meanwhile. People only.',
  })
  async setWebhookEndpointEnabled(
    @Arg('id', () => ID) id: string,
    @Arg('enabled') enabled: boolean,
    @Ctx() ctx: RequestContext,
  ): Promise<WebhookEndpoint> {
    const actor = requirePerson(await ctx.viewer(), Role.ADMIN);
    return ctx.services.webhooks.setEnabled(actor, id, enabled);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => WebhookEndpoint, { description: 'Deletes an endpoint with its pending events and log. People only.' })
  async deleteWebhookEndpoint(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<WebhookEndpoint> {
    const actor = requirePerson(await ctx.viewer(), Role.ADMIN);
    return ctx.services.webhooks.deleteEndpoint(actor, id);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => WebhookDelivery, {
    description: 'Queues a webhook.test event for this endpoint alone; its attempt appears in the delivery log.',
  })
  async sendTestWebhook(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<WebhookDelivery> {
    const actor = requirePerson(await ctx.viewer(), Role.ADMIN);
    return ctx.services.webhooks.sendTest(actor, id);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => CreatedWebhookEndpoint, {
    description:
      'Gives an endpoint a new signing secret, after the caller gives their password (or a current two-factor ' +
      'code) again; the answer carries it, shown only this once. The previous secret also signs deliveries ' +
      '(a second signature in webhook-signature) for WEBHOOK_SECRET_OVERLAP_HOURS. Audited; every ADMIN and ' +
      'SUPER_ADMIN is e-mailed. People only.',
  })
  async rotateWebhookSecret(
    @Arg('id', () => ID) id: string,
    @Arg('passwordOrCode') passwordOrCode: string,
    @Ctx() ctx: RequestContext,
  ): Promise<CreatedWebhookEndpoint> {
    const actor = requirePerson(await ctx.viewer(), Role.ADMIN);
    return ctx.services.webhooks.rotateSecret(actor, id, passwordOrCode, ctx.ip);
  }
}

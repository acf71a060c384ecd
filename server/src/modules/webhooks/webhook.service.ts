import { randomUUID } from 'node:crypto';

import { QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

import { AppError } from '../../lib/app-error';
import type { Page, PageArgs } from '../../lib/paging';
import { recordRef } from '../../lib/record-ref';
import { isUuid } from '../../lib/validation';
import type { MailService } from '../../mail/mail.service';
import { auditActor, type AuditService } from '../audit/audit.service';
import { AuditAction } from '../audit/audit-action';
import type { Reauthentication } from '../auth/reauthentication';
import { queueAdminNotice } from '../users/admin-notice';
import { Role } from '../users/role';
import type { User } from '../users/user.entity';

import type { CreateWebhookEndpointInput } from './webhook.inputs';
import { WebhookAttempt } from './webhook-attempt.entity';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { eventAbout, WEBHOOK_TEST_EVENT, type WebhookEventType } from './webhook-event-types';
import { toGraphqlShape } from './webhook-resource';
import { generateWebhookSecret } from './webhook-signature';
import { checkWebhookUrl } from './webhook-url-policy';

export const WEBHOOK_ENDPOINT_NOT_FOUND_MESSAGE = 'No such webhook endpoint.';

export interface WebhookOptions {
  /** WEBHOOK_ALLOW_PRIVATE_NETWORKS: http:// and internal addresses, for development and tests. */
  allowPrivateNetworks: boolean;
  /** WEBHOOK_SECRET_OVERLAP_HOURS: how long a rotated-out secret keeps signing beside the new one. */
  secretOverlapHours?: number;
}

/** What managing endpoints needs besides the database (emitting events needs none of it). */
export interface WebhookControl {
  audit: AuditService;
  mail: MailService;
  reauthentication: Reauthentication;
  /** The site's origin, for the link in the admins' e-mail. */
  publicUrl: string;
}

/**
 * The endpoints that may receive events: enabled, and registered by an account that is still
 * enabled and still ADMIN or higher. An endpoint dies with its creator's power, read at every use.
 */
export const LIVE_ENDPOINT = {
  enabled: true,
  createdBy: { disabled: false, role: { $in: [Role.ADMIN, Role.SUPER_ADMIN] } },
} as const;

/** The JSON every delivery carries. */
export function webhookBody(eventId: string, type: string, occurredAt: Date, data: unknown): string {
  return JSON.stringify({ id: eventId, type, occurredAt: occurredAt.toISOString(), data });
}

export class WebhookService {
  constructor(
    private readonly em: EntityManager,
    private readonly options: WebhookOptions,
    /** Absent where only events are emitted (no endpoint is managed). */
    private readonly control?: WebhookControl,
  ) {}

  private controls(): WebhookControl {
    if (!this.control) throw new Error('This WebhookService was built to emit events only.');
    return this.control;
  }

  private record(actor: User, action: AuditAction, endpoint: WebhookEndpoint, withEvents = false): void {
    this.controls().audit.record({
      actor: auditActor(actor),
      action,
      subject: { type: 'webhook-endpoint', id: endpoint.id },
      details: withEvents ? { url: endpoint.url, events: [...endpoint.events] } : { url: endpoint.url },
    });
  }

  /**
   * Queues `type` with `resource` for every enabled endpoint that wants it, in the caller's unit of
   * work: the rows are written by the caller's next flush, in the same transaction as the change.
   * Nothing is sent here, so the action never waits for a receiver.
   */
  /** `em`: the transaction the change is written in, when it is not the request's own unit of work. */
  async emit(
    type: WebhookEventType,
    resource: object,
    extra: Record<string, unknown> = {},
    em: EntityManager = this.em,
  ): Promise<void> {
    const endpoints = await em.find(WebhookEndpoint, { ...LIVE_ENDPOINT, events: { $contains: [type] } });
    if (endpoints.length === 0) return;
    const eventId = randomUUID();
    const occurredAt = new Date();
    const body = webhookBody(eventId, type, occurredAt, { ...toGraphqlShape(resource), ...extra });
    const about = eventAbout(type, (resource as { id: string }).id);
    for (const endpoint of endpoints) {
      em.persist(
        em.create(WebhookDelivery, { endpoint, eventId, eventType: type, body, createdAt: occurredAt, about }),
      );
    }
  }

  /** Registration refuses a URL that is not https:// or that points inside the network (see webhook-url-policy). */
  checkUrl(raw: string): Promise<string> {
    return checkWebhookUrl(raw, { allowPrivateNetworks: this.options.allowPrivateNetworks });
  }

  /**
   * Registers an endpoint after its creator proved again who they are. The endpoint, its audit
   * entry and the admins' e-mail are written by one flush.
   */
  async create(
    actor: User,
    input: CreateWebhookEndpointInput,
    ip: string,
  ): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
    const control = this.controls();
    const url = await this.checkUrl(input.url);
    await control.reauthentication.confirm(actor, input.passwordOrCode, ip);
    const secret = generateWebhookSecret();
    const endpoint = this.em.create(WebhookEndpoint, {
      url,
      events: [...input.events],
      description: input.description ?? '',
      secret,
      createdBy: actor,
    });
    this.record(actor, AuditAction.WEBHOOK_ENDPOINT_CREATED, endpoint, true);
    await queueAdminNotice(this.em, control.mail, {
      subject: 'A webhook endpoint was added',
      text:
        `${actor.email} added a webhook endpoint: ${url}\n\n` +
        `Events sent to it: ${endpoint.events.join(', ')}\n\n` +
        `If nobody meant to, delete it at ${control.publicUrl}/admin/integrations.\n`,
    });
    await this.em.flush();
    return { endpoint, secret };
  }

  /**
   * Gives an endpoint a new secret after the caller proved again who they are. The old one keeps
   * signing beside it (a second `v1,` signature in `webhook-signature`) for WEBHOOK_SECRET_OVERLAP_HOURS,
   * so a receiver can switch when it likes; nothing queued is dropped. Audited; admins are told.
   */
  async rotateSecret(
    actor: User,
    id: string,
    passwordOrCode: string,
    ip: string,
  ): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
    const control = this.controls();
    const endpoint = await this.getEndpoint(id);
    await control.reauthentication.confirm(actor, passwordOrCode, ip);
    await this.em.populate(endpoint, ['secret']);
    const secret = generateWebhookSecret();
    endpoint.previousSecret = endpoint.secret;
    endpoint.previousSecretExpiresAt = new Date(Date.now() + (this.options.secretOverlapHours ?? 24) * 3_600_000);
    endpoint.secret = secret;
    this.record(actor, AuditAction.WEBHOOK_SECRET_ROTATED, endpoint);
    await queueAdminNotice(this.em, control.mail, {
      subject: 'A webhook secret was changed',
      text:
        `${actor.email} gave the webhook endpoint ${endpoint.url} a new signing secret. The previous one ` +
        `also signs deliveries until ${endpoint.previousSecretExpiresAt.toISOString()}.\n\n` +
        `If nobody meant to, see ${control.publicUrl}/admin/integrations.\n`,
    });
    await this.em.flush();
    return { endpoint, secret };
  }

  /**
   * Forgets the secrets whose overlap after a rotation ended as of `now`: deliveries stopped signing
   * with them then (the dispatcher reads the expiry), and a credential nothing uses is not kept.
   * Answers how many endpoints had one.
   */
  forgetRotatedOutSecrets(now: Date): Promise<number> {
    return this.em.nativeUpdate(
      WebhookEndpoint,
      { previousSecretExpiresAt: { $lte: now } },
      { previousSecret: null, previousSecretExpiresAt: null },
    );
  }

  /** Newest first. */
  listEndpoints(): Promise<WebhookEndpoint[]> {
    return this.em.find(WebhookEndpoint, {}, { orderBy: { createdAt: QueryOrder.DESC, id: QueryOrder.DESC } });
  }

  async getEndpoint(id: string): Promise<WebhookEndpoint> {
    const endpoint = isUuid(id) ? await this.em.findOne(WebhookEndpoint, { id }) : null;
    if (!endpoint) throw AppError.notFound(WEBHOOK_ENDPOINT_NOT_FOUND_MESSAGE);
    return endpoint;
  }

  /** Re-enabling sends what waited meanwhile, starting now; disabling keeps it waiting. */
  async setEnabled(actor: User, id: string, enabled: boolean): Promise<WebhookEndpoint> {
    const endpoint = await this.getEndpoint(id);
    if (enabled !== endpoint.enabled) {
      this.record(
        actor,
        enabled ? AuditAction.WEBHOOK_ENDPOINT_ENABLED : AuditAction.WEBHOOK_ENDPOINT_DISABLED,
        endpoint,
      );
    }
    if (enabled && !endpoint.enabled) {
      endpoint.enabled = true;
      endpoint.disabledAt = undefined;
      endpoint.disabledReason = undefined;
      await this.em.nativeUpdate(
        WebhookDelivery,
        { endpoint, deliveredAt: null, gaveUpAt: null },
        { nextAttemptAt: new Date() },
      );
    } else if (!enabled && endpoint.enabled) {
      endpoint.enabled = false;
      endpoint.disabledAt = new Date();
      endpoint.disabledReason = 'Disabled by staff.';
    }
    await this.em.flush();
    return endpoint;
  }

  async deleteEndpoint(actor: User, id: string): Promise<WebhookEndpoint> {
    const endpoint = await this.getEndpoint(id);
    this.record(actor, AuditAction.WEBHOOK_ENDPOINT_DELETED, endpoint, true);
    await this.em.remove(endpoint).flush();
    return endpoint;
  }

  /** Queues a `webhook.test` event for this endpoint alone (even while it is disabled it waits). */
  async sendTest(actor: User, id: string): Promise<WebhookDelivery> {
    const endpoint = await this.getEndpoint(id);
    this.record(actor, AuditAction.WEBHOOK_TEST_SENT, endpoint);
    const eventId = randomUUID();
    const occurredAt = new Date();
    const body = webhookBody(eventId, WEBHOOK_TEST_EVENT, occurredAt, {
      endpointId: endpoint.id,
      message: 'A test event sent from the back office.',
    });
    const delivery = this.em.create(WebhookDelivery, {
      endpoint,
      eventId,
      eventType: WEBHOOK_TEST_EVENT,
      body,
      createdAt: occurredAt,
      about: recordRef('webhook-endpoint', endpoint.id),
    });
    await this.em.flush();
    return delivery;
  }

  /** The endpoint's delivery log: every attempt, newest first. */
  async attempts(endpointId: string, args: PageArgs): Promise<Page<WebhookAttempt>> {
    await this.getEndpoint(endpointId);
    const [items, total] = await this.em.findAndCount(
      WebhookAttempt,
      { endpoint: endpointId },
      { orderBy: { attemptedAt: QueryOrder.DESC, id: QueryOrder.DESC }, offset: args.offset, limit: args.limit },
    );
    return { items, total, offset: args.offset, limit: args.limit };
  }
}

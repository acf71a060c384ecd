import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';

import { backoffMs, withJitter } from '../../lib/backoff';
import type { Logger } from '../../lib/logger';
import { PollingLoop } from '../../lib/polling-loop';
import { queueMail } from '../../mail/mail.service';
import { Role } from '../users/role';
import { User } from '../users/user.entity';

import { WebhookAttempt } from './webhook-attempt.entity';
import { WebhookDelivery } from './webhook-delivery.entity';
import { type WebhookEndpoint } from './webhook-endpoint.entity';
import { postWebhook } from './webhook-request';
import { webhookSignature } from './webhook-signature';
import type { WebhookUrlPolicy } from './webhook-url-policy';

export interface WebhookDispatcherOptions {
  pollMs: number;
  maxAttempts: number;
  retryBaseMs: number;
  /** Where the disabled-endpoint e-mail points staff (PUBLIC_URL). */
  publicUrl: string;
  /** WEBHOOK_ALLOW_PRIVATE_NETWORKS: which addresses a delivery may connect to. */
  urlPolicy: WebhookUrlPolicy;
  /** WEBHOOK_TIMEOUT_MS: how long a receiver has to answer. */
  timeoutMs: number;
  /** Called after a failed attempt: `gaveUp` when it was the last one (metrics count them). */
  onFailure?: (gaveUp: boolean) => void;
}

export const WEBHOOK_RETRY_MAX_MS = 60 * 60_000;

/**
 * Wait after `attempts` failed ones: base, 2 × base, 4 × base … capped at an hour, each with equal
 * jitter (between half and all of it), so an endpoint's queued events do not all retry at once.
 */
export function webhookRetryDelayMs(attempts: number, baseMs: number, random: () => number = Math.random): number {
  return withJitter(backoffMs(attempts, baseMs, WEBHOOK_RETRY_MAX_MS), random);
}

/**
 * Delivers the webhook outbox, as MailDispatcher delivers mail: every app process runs one; a
 * delivery is claimed with `for update skip locked`, POSTed while the row lock is held, and
 * recorded (attempt row, delivered or rescheduled) in the same transaction. Another process skips
 * the locked row, so each event reaches each endpoint once; the one window for a copy is a crash
 * after the receiver answered and before the commit, and the copy carries the same event id.
 */
export class WebhookDispatcher {
  private readonly loop: PollingLoop;
  private started = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly logger: Logger,
    private readonly options: WebhookDispatcherOptions,
  ) {
    this.loop = new PollingLoop(
      () => this.deliverNext(),
      options.pollMs,
      logger,
      'Webhook dispatcher could not read the outbox',
    );
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.loop.wakeOnCreate(this.orm, WebhookDelivery);
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Claims the oldest due delivery of an enabled endpoint, sends it and records the outcome. */
  private deliverNext(): Promise<boolean> {
    return this.orm.em.fork().transactional(async (em) => {
      // Raw SQL so only the delivery row is locked (`for update of d`): locking the endpoint row
      // too would let one process at a time deliver to an endpoint.
      // An endpoint dies with its creator's power (disabled, deleted, below ADMIN): read here, at
      // every delivery, as LIVE_ENDPOINT is when events are queued.
      const rows: { id: string }[] = await em.execute(
        `select d.id from webhook_delivery d join webhook_endpoint e on e.id = d.endpoint_id
         join users c on c.id = e.created_by_id and not c.disabled and c.role in ('ADMIN', 'SUPER_ADMIN')
         where d.delivered_at is null and d.gave_up_at is null and d.next_attempt_at <= now() and e.enabled
         order by d.next_attempt_at, d.created_at limit 1 for update of d skip locked`,
      );
      if (rows.length === 0) return false;
      const delivery = await em.findOneOrFail(WebhookDelivery, rows[0]!.id, {
        populate: ['body', 'endpoint', 'endpoint.secret'],
      });
      const endpoint = delivery.endpoint;
      delivery.attempts += 1;
      const timestamp = String(Math.floor(Date.now() / 1000));
      const outcome = await postWebhook(
        endpoint.url,
        {
          'content-type': 'application/json',
          'user-agent': 'TalentConsultancy-Webhooks/1',
          'x-webhook-id': delivery.eventId,
          'x-webhook-event': delivery.eventType,
          'x-webhook-timestamp': timestamp,
          'x-webhook-signature': webhookSignature(endpoint.secret, timestamp, delivery.body),
        },
        delivery.body,
        this.options.urlPolicy,
        this.options.timeoutMs,
      );
      em.create(WebhookAttempt, {
        endpoint,
        delivery,
        eventId: delivery.eventId,
        eventType: delivery.eventType,
        attempt: delivery.attempts,
        statusCode: outcome.statusCode,
        error: outcome.error,
      });
      delivery.lastStatus = outcome.statusCode;
      delivery.lastError = outcome.error;
      if (outcome.error) this.options.onFailure?.(delivery.attempts >= this.options.maxAttempts);
      if (!outcome.error) {
        delivery.deliveredAt = new Date();
      } else if (delivery.attempts >= this.options.maxAttempts) {
        delivery.gaveUpAt = new Date();
        await this.disable(em, endpoint, delivery);
      } else {
        delivery.nextAttemptAt = new Date(
          Date.now() + webhookRetryDelayMs(delivery.attempts, this.options.retryBaseMs),
        );
        this.logger.info('Webhook delivery failed; will retry', {
          deliveryId: delivery.id,
          endpointId: endpoint.id,
          attempts: delivery.attempts,
          error: outcome.error,
          retryAt: delivery.nextAttemptAt.toISOString(),
        });
      }
      return true;
    });
  }

  /** An event that used up its attempts disables its endpoint, and every admin is told by e-mail. */
  private async disable(em: EntityManager, endpoint: WebhookEndpoint, delivery: WebhookDelivery): Promise<void> {
    endpoint.enabled = false;
    endpoint.disabledAt = new Date();
    endpoint.disabledReason =
      `Disabled after ${delivery.attempts} failed attempts to deliver event ${delivery.eventId} ` +
      `(${delivery.eventType}). Last error: ${delivery.lastError}`;
    this.logger.error('Webhook endpoint disabled after repeated failures', {
      endpointId: endpoint.id,
      url: endpoint.url,
      attempts: delivery.attempts,
    });
    const admins = await em.find(User, { role: { $in: [Role.ADMIN, Role.SUPER_ADMIN] }, disabled: false });
    for (const admin of admins) {
      queueMail(em, {
        to: admin.email,
        subject: 'A webhook endpoint was disabled',
        text:
          `The webhook endpoint ${endpoint.url} was disabled.\n\n${endpoint.disabledReason}\n\n` +
          `Events for it wait until it is enabled again at ${this.options.publicUrl}/admin/integrations.\n`,
      });
    }
  }
}

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
import { standardWebhookHeaders, webhookSignature } from './webhook-signature';
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
  /** WEBHOOK_CONCURRENCY: POSTs this process makes at once, each to a different endpoint. */
  concurrency: number;
}

export const WEBHOOK_RETRY_MAX_MS = 60 * 60_000;

/**
 * Wait after `attempts` failed ones: base, 2 × base, 4 × base … capped at an hour, each with equal
 * jitter (between half and all of it), so an endpoint's queued events do not all retry at once.
 */
export function webhookRetryDelayMs(attempts: number, baseMs: number, random: () => number = Math.random): number {
  return withJitter(backoffMs(attempts, baseMs, WEBHOOK_RETRY_MAX_MS), random);
}

/** A claim lasts the POST's timeout and this margin: long enough that a live claim never lapses. */
const CLAIM_MARGIN_MS = 30_000;

/** What a claimed delivery's POST needs, read in the claim's transaction. */
interface Claim {
  id: string;
  url: string;
  secret: string;
  /** After a rotation, until its overlap ends: the previous secret, which signs too. */
  previousSecret: string | null;
  eventId: string;
  eventType: string;
  body: string;
}

/**
 * Delivers the webhook outbox. Every app process runs one, with up to `concurrency` POSTs at a time.
 * A delivery is claimed in a short transaction (`for update skip locked`, then `claimed_until` set
 * and an attempt counted, committed), POSTed with no transaction open, and its outcome recorded in
 * another short one. An endpoint with a delivery in flight is skipped by every claim, so each
 * endpoint gets one POST at a time and a slow or black-holed receiver holds one slot, never the
 * others' deliveries (two processes claiming in the same instant may each send one). A process
 * that stops mid-POST leaves a claim that lapses; the delivery is then sent again with the same
 * event id, which receivers use to drop a copy.
 */
export class WebhookDispatcher {
  private readonly loop: PollingLoop;
  private readonly inFlight = new Set<Promise<void>>();
  private started = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly logger: Logger,
    private readonly options: WebhookDispatcherOptions,
  ) {
    this.loop = new PollingLoop(
      () => this.fillSlots(),
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

  /** Stops claiming, then lets the POSTs in flight finish and be recorded. */
  async stop(): Promise<void> {
    await this.loop.stop();
    await Promise.all([...this.inFlight]);
  }

  /**
   * Claims due deliveries while a slot is free and starts each one's POST. Answers false: the loop
   * then sleeps until a POST ends or a delivery is queued (both wake it) or the next poll.
   */
  private async fillSlots(): Promise<boolean> {
    while (this.inFlight.size < this.options.concurrency) {
      const claim = await this.claimNext();
      if (!claim) break;
      const sending: Promise<void> = this.send(claim)
        .catch((error: unknown) =>
          this.logger.error('Could not record a webhook delivery; its claim will lapse and it is retried', {
            deliveryId: claim.id,
            error,
          }),
        )
        .finally(() => {
          this.inFlight.delete(sending);
          this.loop.wake();
        });
      this.inFlight.add(sending);
    }
    return false;
  }

  /** The oldest due delivery of an enabled endpoint with nothing in flight, claimed and committed. */
  private claimNext(): Promise<Claim | null> {
    return this.orm.em.fork().transactional(async (em) => {
      // Raw SQL so only the delivery row is locked (`for update of d`). An endpoint dies with its
      // creator's power (disabled, deleted, below ADMIN): read here, at every claim, as
      // LIVE_ENDPOINT is when events are queued.
      const rows: { id: string }[] = await em.execute(
        `select d.id from webhook_delivery d join webhook_endpoint e on e.id = d.endpoint_id
         join users c on c.id = e.created_by_id and not c.disabled and c.role in ('ADMIN', 'SUPER_ADMIN')
         where d.delivered_at is null and d.gave_up_at is null and d.next_attempt_at <= now() and e.enabled
           and (d.claimed_until is null or d.claimed_until < now())
           and not exists (select 1 from webhook_delivery f
                           where f.endpoint_id = d.endpoint_id and f.claimed_until >= now())
         order by d.next_attempt_at, d.created_at limit 1 for update of d skip locked`,
      );
      if (rows.length === 0) return null;
      const delivery = await em.findOneOrFail(WebhookDelivery, rows[0]!.id, {
        populate: ['body', 'endpoint', 'endpoint.secret', 'endpoint.previousSecret'],
      });
      delivery.attempts += 1;
      delivery.claimedUntil = new Date(Date.now() + this.options.timeoutMs + CLAIM_MARGIN_MS);
      const { id, eventId, eventType, body, endpoint } = delivery;
      const overlapping = endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > new Date();
      const previousSecret = overlapping ? (endpoint.previousSecret ?? null) : null;
      return { id, eventId, eventType, body, url: endpoint.url, secret: endpoint.secret, previousSecret };
    });
  }

  /** POSTs a claimed delivery (no transaction open meanwhile), then records what happened. */
  private async send(claim: Claim): Promise<void> {
    const seconds = Math.floor(Date.now() / 1000);
    const timestamp = String(seconds);
    const outcome = await postWebhook(
      claim.url,
      {
        'content-type': 'application/json',
        'user-agent': 'TalentConsultancy-Webhooks/1',
        // Standard Webhooks, for its verifier libraries; the X- headers as before, for receivers built on them.
        ...standardWebhookHeaders(claim.secret, claim.eventId, seconds, claim.body, claim.previousSecret),
        'x-webhook-id': claim.eventId,
        'x-webhook-event': claim.eventType,
        'x-webhook-timestamp': timestamp,
        'x-webhook-signature': webhookSignature(claim.secret, timestamp, claim.body),
      },
      claim.body,
      this.options.urlPolicy,
      this.options.timeoutMs,
    );
    await this.orm.em.fork().transactional(async (em) => {
      // Gone meanwhile (its endpoint deleted, the person erased): nothing to record.
      const delivery = await em.findOne(WebhookDelivery, claim.id, { populate: ['endpoint'] });
      if (!delivery) return;
      const endpoint = delivery.endpoint;
      delivery.claimedUntil = null;
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

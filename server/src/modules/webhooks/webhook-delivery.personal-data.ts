import { QueryOrder } from '@mikro-orm/core';

import type { PersonalDataSource } from '../../lib/personal-data-source';
import { placeholders } from '../../lib/sql';

import { WebhookDelivery } from './webhook-delivery.entity';

/**
 * Webhook deliveries about the person's records: each body is a copy of a record, sent or waiting.
 * Deleting a delivery not yet sent means it is never sent (a delivery being sent holds its row lock,
 * so the delete waits for that one attempt to end). The purge also empties the bodies of deliveries
 * that ended (delivered or given up) more than WEBHOOK_BODY_RETENTION_DAYS ago.
 */
export const webhookDeliveryPersonalData: PersonalDataSource<{ webhookDeliveries: WebhookDelivery[] }> = {
  name: 'webhook deliveries',
  messagesAbout: true,
  entities: [WebhookDelivery],

  async find(em, _key, about) {
    const webhookDeliveries = about.length
      ? await em.find(
          WebhookDelivery,
          { about: { $in: [...about] } },
          { orderBy: { createdAt: QueryOrder.DESC, id: QueryOrder.DESC }, populate: ['endpoint'], strategy: 'joined' },
        )
      : [];
    return { records: { webhookDeliveries } };
  },

  async export(_em, { webhookDeliveries }) {
    return {
      sections: {
        // Who received a copy is part of a subject-access answer, so the receiver's address is in.
        webhookDeliveries: webhookDeliveries.map((delivery) => ({
          id: delivery.id,
          eventType: delivery.eventType,
          endpointUrl: delivery.endpoint.url,
          createdAt: delivery.createdAt,
          deliveredAt: delivery.deliveredAt ?? null,
          gaveUpAt: delivery.gaveUpAt ?? null,
          body: delivery.body ? (JSON.parse(delivery.body) as unknown) : null,
        })),
      },
    };
  },

  async erase(tx, _key, about) {
    if (about.length === 0) return { counts: { webhookDeliveries: 0 } };
    const rows = await tx.execute<{ id: string }[]>(
      `delete from "webhook_delivery" where "about" in ${placeholders(about)} returning "id"`,
      [...about],
      'all',
    );
    return { counts: { webhookDeliveries: rows.length } };
  },

  async purge(tx, about, { at, periods }) {
    const rows = about.length
      ? await tx.execute<{ id: string }[]>(
          `delete from "webhook_delivery" where "about" in ${placeholders(about)} returning "id"`,
          [...about],
        )
      : [];
    const days = Math.trunc(periods.webhookBodyDays ?? 0);
    const emptied = days
      ? await tx.execute<{ id: string }[]>(
          `update "webhook_delivery" set "body" = '' where "body" <> ''
           and coalesce("delivered_at", "gave_up_at") < (?::timestamptz - make_interval(days => ${days})) returning "id"`,
          [at],
        )
      : [];
    return { counts: { webhookDeliveries: rows.length, webhookBodies: emptied.length } };
  },
};

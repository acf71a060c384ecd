import { randomUUID } from 'node:crypto';

import { useTestOrm } from '../../helpers/test-database';

const db = useTestOrm();

describe('the migration that gives webhook deliveries their about', () => {
  it('fills it for deliveries queued before it, from the event type and the body', async () => {
    const sql = (query: string, params: unknown[] = []) => db.orm.em.fork().execute(query, params);
    await db.orm.migrator.down({ to: 'Migration20261125180000Pipeline' });
    const endpointId = randomUUID();
    await sql(
      `insert into "webhook_endpoint" ("id", "url", "description", "events", "secret", "enabled", "created_at")
       values (?, 'https://hooks.example.com/in', '', '{contact.created}', 'whsec_test', true, now())`,
      [endpointId],
    );
    const queued = {
      'contact.created': randomUUID(),
      'join_us.created': randomUUID(),
      'application.status_changed': randomUUID(),
      'webhook.test': randomUUID(),
    };
    for (const [type, recordId] of Object.entries(queued)) {
      await sql(
        `insert into "webhook_delivery" ("id", "endpoint_id", "event_id", "event_type", "body", "attempts", "next_attempt_at", "created_at")
         values (?, ?, ?, ?, ?, 0, now(), now())`,
        [
          randomUUID(),
          endpointId,
          randomUUID(),
          type,
          JSON.stringify({ id: randomUUID(), type, data: { id: recordId } }),
        ],
      );
    }

    await db.orm.migrator.up();
    const rows = await db.orm.em
      .fork()
      .execute<{ event_type: string; about: string | null }[]>('select "event_type", "about" from "webhook_delivery"');
    expect(Object.fromEntries(rows.map((row) => [row.event_type, row.about]))).toEqual({
      'contact.created': `contact:${queued['contact.created']}`,
      'join_us.created': `join-us:${queued['join_us.created']}`,
      'application.status_changed': `application:${queued['application.status_changed']}`,
      'webhook.test': null,
    });
  });
});

import { useQuery } from '@apollo/client/react';

import { TableScroll } from '../../../components/ui/TableScroll';
import { WebhookAttemptsListDocument } from '../../../gql/graphql';
import { formatMoment } from '../../../lib/format-when';
import { serverMessage } from '../../../lib/graphql-errors';
import { integrationsMessages } from '../integrations-messages';

/** How many attempts the log shows: the newest ones. */
export const DELIVERY_LOG_SIZE = 20;
/** Deliveries happen in the background: an open log asks again this often. */
const LOG_REFRESH_MS = 2000;

/** An endpoint's delivery log while it is open: the newest attempts, refreshed as deliveries happen. */
export function DeliveryLog({ endpointId, url }: { endpointId: string; url: string }) {
  const log = useQuery(WebhookAttemptsListDocument, {
    variables: { endpointId, limit: DELIVERY_LOG_SIZE },
    fetchPolicy: 'network-only',
    pollInterval: LOG_REFRESH_MS,
  });
  const page = log.data?.webhookAttempts;
  if (log.error && !page) return <p role="alert">{serverMessage(log.error) ?? integrationsMessages.failure}</p>;
  if (!page) return <p role="status">{integrationsMessages.loading}</p>;
  if (page.items.length === 0) return <p>{integrationsMessages.noAttempts}</p>;
  return (
    <>
      <p>
        Showing the newest {page.items.length} of {page.total} attempts
      </p>
      <TableScroll label={`Delivery log of ${url}`}>
        <table className="integrations__table">
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Event</th>
              <th scope="col">Attempt</th>
              <th scope="col">HTTP status</th>
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            {page.items.map((attempt) => (
              <tr key={attempt.id}>
                <td>{formatMoment(attempt.attemptedAt)}</td>
                <td>
                  {attempt.eventType}
                  <br />
                  <small>{attempt.eventId}</small>
                </td>
                <td>{attempt.attempt}</td>
                <td>{attempt.statusCode ?? '—'}</td>
                <td>{attempt.succeeded ? 'Delivered' : attempt.error}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}

import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, type ReactNode, useState } from 'react';

import { Field } from '../../../components/ui/Field';
import { FormMessage } from '../../../components/ui/FormMessage';
import {
  WebhookEndpointCreateDocument,
  WebhookEndpointDeleteDocument,
  type WebhookEndpointRowFragment,
  WebhookEndpointSetEnabledDocument,
  WebhookEndpointsListDocument,
  WebhookSecretRotateDocument,
  WebhookTestSendDocument,
} from '../../../gql/graphql';
import { formatMoment } from '../../../lib/format-when';
import { refusedField, serverMessage } from '../../../lib/graphql-errors';
import { useNow } from '../../../lib/use-now';
import { integrationsMessages } from '../integrations-messages';

import { ConfirmIdentityField } from './ConfirmIdentityField';
import { DeliveryLog } from './DeliveryLog';
import { OneTimeSecret } from './OneTimeSecret';

function EndpointCard({
  endpoint,
  logOpen,
  note,
  onToggleLog,
  onSendTest,
  onSetEnabled,
  onDelete,
  onRotate,
  children,
}: {
  endpoint: WebhookEndpointRowFragment;
  logOpen: boolean;
  note: string | null;
  onToggleLog: () => void;
  onSendTest: () => void;
  onSetEnabled: (enabled: boolean) => void;
  onDelete: () => void;
  onRotate: () => void;
  /** The rotate form, while it is open for this endpoint. */
  children?: ReactNode;
}) {
  // The overlap note goes when the previous secret's time is up.
  const now = useNow(endpoint.previousSecretExpiresAt ? [new Date(endpoint.previousSecretExpiresAt).getTime()] : []);
  const overlapUntil =
    endpoint.previousSecretExpiresAt && new Date(endpoint.previousSecretExpiresAt).getTime() > now
      ? formatMoment(endpoint.previousSecretExpiresAt)
      : null;
  return (
    <article className="integrations__endpoint" aria-label={`Endpoint ${endpoint.url}`}>
      <h3>{endpoint.url}</h3>
      {endpoint.description && <p>{endpoint.description}</p>}
      <p>Events: {endpoint.events.join(', ')}</p>
      {endpoint.enabled ? (
        <p>Enabled</p>
      ) : (
        <p className="integrations__disabled">Disabled. {endpoint.disabledReason}</p>
      )}
      {overlapUntil && <p>{integrationsMessages.previousSecretUntil(overlapUntil)}</p>}
      <div className="integrations__actions">
        <button type="button" className="button" onClick={onSendTest}>
          Send test event
        </button>
        <button type="button" className="button" aria-expanded={logOpen} onClick={onToggleLog}>
          Delivery log
        </button>
        <button type="button" className="button" onClick={() => onSetEnabled(!endpoint.enabled)}>
          {endpoint.enabled ? 'Disable' : 'Enable'}
        </button>
        <button type="button" className="button" onClick={onRotate}>
          {integrationsMessages.rotateSecret}
        </button>
        <button type="button" className="button" onClick={onDelete}>
          Delete
        </button>
      </div>
      {children}
      <FormMessage tone="success" message={note} />
      {logOpen && <DeliveryLog endpointId={endpoint.id} url={endpoint.url} />}
    </article>
  );
}

/** Webhook endpoints: the register form, the secret shown once, and each endpoint with its log. */
export function WebhooksPanel() {
  const list = useQuery(WebhookEndpointsListDocument, { fetchPolicy: 'cache-and-network' });
  const refetchQueries = [WebhookEndpointsListDocument];
  const [createEndpoint, creating] = useMutation(WebhookEndpointCreateDocument, { refetchQueries });
  const [deleteEndpoint] = useMutation(WebhookEndpointDeleteDocument, { refetchQueries });
  const [setEnabled] = useMutation(WebhookEndpointSetEnabledDocument);
  const [sendTest] = useMutation(WebhookTestSendDocument);
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<string[]>([]);
  const [passwordOrCode, setPasswordOrCode] = useState('');
  const [secret, setSecret] = useState<{ value: string; message: string } | null>(null);
  const [rotateSecret, rotation] = useMutation(WebhookSecretRotateDocument);
  /** The endpoint whose rotate form is open, and what was typed in it. */
  const [rotating, setRotating] = useState<string | null>(null);
  const [rotationProof, setRotationProof] = useState('');
  const [refusal, setRefusal] = useState<{ message: string; field?: string } | null>(null);
  const [openLogs, setOpenLogs] = useState<ReadonlySet<string>>(new Set());
  const [notes, setNotes] = useState<Record<string, string>>({});

  const fail = (error: unknown) =>
    setRefusal({ message: serverMessage(error) ?? integrationsMessages.fallbackError, field: refusedField(error) });

  async function create(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    setSecret(null);
    try {
      const answer = await createEndpoint({
        variables: { input: { url, events, description: description || null, passwordOrCode } },
      });
      const created = answer.data?.createWebhookEndpoint.secret;
      setSecret(created ? { value: created, message: integrationsMessages.endpointCreated } : null);
      setUrl('');
      setDescription('');
      setEvents([]);
      setPasswordOrCode('');
    } catch (error) {
      fail(error);
    }
  }

  async function rotate(event: FormEvent, id: string) {
    event.preventDefault();
    setRefusal(null);
    setSecret(null);
    try {
      const answer = await rotateSecret({ variables: { id, passwordOrCode: rotationProof } });
      const rotated = answer.data?.rotateWebhookSecret;
      if (rotated) {
        const until = rotated.endpoint.previousSecretExpiresAt;
        setSecret({
          value: rotated.secret,
          message: integrationsMessages.rotated(rotated.endpoint.url, until ? formatMoment(until) : ''),
        });
      }
      setRotating(null);
      setRotationProof('');
    } catch (error) {
      fail(error);
    }
  }

  async function test(id: string) {
    try {
      await sendTest({ variables: { id } });
      setNotes((current) => ({ ...current, [id]: integrationsMessages.testQueued }));
      setOpenLogs((current) => new Set(current).add(id));
    } catch (error) {
      fail(error);
    }
  }

  function toggleLog(id: string) {
    setOpenLogs((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  const types = list.data?.webhookEventTypes ?? [];
  return (
    <section className="integrations__section" aria-labelledby="webhooks-heading">
      <h2 id="webhooks-heading">Webhook endpoints</h2>
      <p>
        Each chosen event is POSTed as JSON, signed with HMAC-SHA256 and Standard Webhooks (see docs/api.md), and
        retried for about a day while the endpoint fails; an endpoint that keeps failing is disabled and admins are
        e-mailed.
      </p>
      {list.data && (
        <form className="integrations__form" onSubmit={create} aria-label="New webhook endpoint">
          <Field
            label="Endpoint URL"
            type="url"
            required
            placeholder="https://hr.example.com/hooks"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            error={refusal?.field === 'url' ? refusal.message : null}
          />
          <Field
            label="Description"
            maxLength={200}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
          <fieldset aria-invalid={refusal?.field === 'events' || undefined}>
            <legend>Events</legend>
            {types.map((type) => (
              <label key={type} className="integrations__check">
                <input
                  type="checkbox"
                  checked={events.includes(type)}
                  onChange={(e) =>
                    setEvents((current) => (e.target.checked ? [...current, type] : current.filter((t) => t !== type)))
                  }
                />
                {type}
              </label>
            ))}
          </fieldset>
          <ConfirmIdentityField
            twoFactor={list.data.me.twoFactorEnabled}
            value={passwordOrCode}
            onChange={setPasswordOrCode}
            error={refusal?.field === 'passwordOrCode' ? refusal.message : null}
          />
          <button type="submit" className="button" disabled={creating.loading}>
            Add endpoint
          </button>
          <FormMessage tone="error" message={refusal?.message} />
        </form>
      )}
      {secret && <OneTimeSecret message={secret.message} value={secret.value} name="signing secret" />}
      {list.error && !list.data ? (
        <p role="alert">{serverMessage(list.error) ?? integrationsMessages.failure}</p>
      ) : !list.data ? (
        <p role="status">{integrationsMessages.loading}</p>
      ) : list.data.webhookEndpoints.length === 0 ? (
        <p>{integrationsMessages.noEndpoints}</p>
      ) : (
        list.data.webhookEndpoints.map((endpoint) => (
          <EndpointCard
            key={endpoint.id}
            endpoint={endpoint}
            logOpen={openLogs.has(endpoint.id)}
            note={notes[endpoint.id] ?? null}
            onToggleLog={() => toggleLog(endpoint.id)}
            onSendTest={() => void test(endpoint.id)}
            onSetEnabled={(enabled) => void setEnabled({ variables: { id: endpoint.id, enabled } }).catch(fail)}
            onDelete={() => void deleteEndpoint({ variables: { id: endpoint.id } }).catch(fail)}
            onRotate={() => {
              setRotating(rotating === endpoint.id ? null : endpoint.id);
              setRotationProof('');
            }}
          >
            {rotating === endpoint.id && (
              <form
                className="integrations__form"
                onSubmit={(event) => void rotate(event, endpoint.id)}
                aria-label={`Rotate the secret of ${endpoint.url}`}
              >
                <ConfirmIdentityField
                  twoFactor={list.data!.me.twoFactorEnabled}
                  value={rotationProof}
                  onChange={setRotationProof}
                  error={refusal?.field === 'passwordOrCode' ? refusal.message : null}
                />
                <button type="submit" className="button" disabled={rotation.loading}>
                  {integrationsMessages.rotateSecret}
                </button>
                <button type="button" className="button" onClick={() => setRotating(null)}>
                  Cancel
                </button>
              </form>
            )}
          </EndpointCard>
        ))
      )}
    </section>
  );
}

import { auditDetails, type AuditEntryView } from './audit-sentence';

/** A fact's value as text: lists joined, counts and flags as written. */
function show(value: unknown): string {
  if (Array.isArray(value)) return value.join(', ');
  if (value && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The entry's raw fields (ids, codes, hashes) behind a disclosure: there for an investigation,
 * out of the way of the sentence.
 */
export function AuditEntryDetails({ entry }: { entry: AuditEntryView }) {
  const facts: [string, string][] = [
    ['Action', entry.action],
    ['Actor', entry.actorLabel],
    ...(entry.actorId ? ([['Actor id', entry.actorId]] as [string, string][]) : []),
    ...(entry.subjectType
      ? ([['Subject', `${entry.subjectType} ${entry.subjectId ?? ''}`.trim()]] as [string, string][])
      : []),
    ...Object.entries(auditDetails(entry.details)).map(([key, value]): [string, string] => [key, show(value)]),
  ];
  return (
    <details className="audit-log__details">
      <summary>Details</summary>
      <dl>
        {facts.map(([key, value]) => (
          <div key={key}>
            <dt>{key}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

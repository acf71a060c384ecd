import type { TalentPoolEntryFieldsFragment } from '../../../gql/graphql';
import { consentWords } from '../../../lib/consent-words';
import { formatMoment } from '../../../lib/format-when';
import { submissionsLine, talentPoolMessages as m } from '../talent-pool-messages';

/** Who sent the CV, how to reach them, when, and on what ground it is kept. */
export function EntryDetails({ entry }: { entry: TalentPoolEntryFieldsFragment }) {
  const more = submissionsLine(entry.submissions);
  return (
    <dl className="talent-pool__details">
      <dt>Email</dt>
      <dd>
        <a href={`mailto:${entry.email}`}>{entry.email}</a>
      </dd>
      <dt>Phone</dt>
      <dd>
        <a href={`tel:${entry.phone}`}>{entry.phone}</a>
      </dd>
      <dt>LinkedIn</dt>
      <dd>
        {entry.linkedIn ? (
          <a href={entry.linkedIn} target="_blank" rel="noopener noreferrer">
            {entry.linkedIn}
          </a>
        ) : (
          m.notGiven
        )}
      </dd>
      <dt>CV sent</dt>
      <dd>
        <time dateTime={entry.submittedAt}>{formatMoment(entry.submittedAt)}</time>
        {more && <span className="talent-pool__more"> {more}</span>}
      </dd>
      <dt>In the pool since</dt>
      <dd>
        <time dateTime={entry.createdAt}>{formatMoment(entry.createdAt)}</time>
      </dd>
      <dt>Privacy</dt>
      <dd>{consentWords(entry.consent)}</dd>
    </dl>
  );
}

import { useId } from 'react';

import type { ConsentBasis, PersonFindQuery } from '../../../gql/graphql';
import { consentWords } from '../../../lib/consent-words';
import { formatMoment } from '../../../lib/format-when';

export type PersonRecordsFields = PersonFindQuery['person'];

function Consent({ consent }: { consent: { basis: ConsentBasis; privacyVersion: string | null } }) {
  return <span className="people__consent">Privacy: {consentWords(consent)}</span>;
}

function Section({ title, count, children }: { title: string; count: number; children: React.ReactNode }) {
  const id = useId();
  return (
    <section className="people__section" aria-labelledby={id}>
      <h2 id={id}>
        {title} ({count})
      </h2>
      {count === 0 ? <p className="people__none">None.</p> : <ul className="people__list">{children}</ul>}
    </section>
  );
}

/** Everything held about one address, by kind: what an access request is answered with. */
export function PersonRecordsView({ person }: { person: PersonRecordsFields }) {
  return (
    <div className="people__records">
      <Section title="Applications" count={person.applications.length}>
        {person.applications.map((application) => (
          <li key={application.id}>
            <strong>{application.job.title}</strong>: {application.fullName}, {application.email}, {application.phone}.
            Applied {formatMoment(application.createdAt)}; {application.status ?? 'no decision yet'}; last activity{' '}
            {formatMoment(application.lastActivityAt)}. Resume held. <Consent consent={application.consent} />
          </li>
        ))}
      </Section>
      <Section title="Event registrations" count={person.registrations.length}>
        {person.registrations.map((registration) => (
          <li key={registration.id}>
            <strong>{registration.eventName}</strong> ({registration.eventDate}): {registration.name},{' '}
            {registration.email}, {registration.phone}. Registered {formatMoment(registration.createdAt)}.{' '}
            <Consent consent={registration.consent} />
          </li>
        ))}
      </Section>
      <Section title="Join-us requests" count={person.joinUsRequests.length}>
        {person.joinUsRequests.map((request) => (
          <li key={request.id}>
            <strong>{request.name}</strong> ({request.type}), {request.email}, {request.phone}, {request.location}. Sent{' '}
            {formatMoment(request.createdAt)}. <Consent consent={request.consent} />
          </li>
        ))}
      </Section>
      <Section title="Contact messages" count={person.contactMessages.length}>
        {person.contactMessages.map((message) => (
          <li key={message.id}>
            <strong>{message.name}</strong>, {message.email}, {message.mobile}. Sent {formatMoment(message.createdAt)}
            {message.message ? `: “${message.message}”` : '.'} <Consent consent={message.consent} />
          </li>
        ))}
      </Section>
      <Section title="Talent pool" count={person.talentPoolEntries.length}>
        {person.talentPoolEntries.map((entry) => (
          <li key={entry.id}>
            <strong>{entry.fullName}</strong>, {entry.email}, {entry.phone}. In the pool since{' '}
            {formatMoment(entry.createdAt)}, latest CV {formatMoment(entry.submittedAt)}; last activity{' '}
            {formatMoment(entry.lastActivityAt)}
            {entry.message ? `: “${entry.message}”` : '.'} Resume held. <Consent consent={entry.consent} />
          </li>
        ))}
      </Section>
      <Section title="E-mail" count={person.mail.length}>
        {person.mail.map((mail) => (
          <li key={mail.id}>
            <strong>{mail.subject}</strong>: queued {formatMoment(mail.createdAt)},{' '}
            {mail.sentAt ? `sent ${formatMoment(mail.sentAt)}` : 'not sent yet'}.
          </li>
        ))}
      </Section>
    </div>
  );
}

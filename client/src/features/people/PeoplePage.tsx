import './people.css';

import { useLazyQuery, useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';

import { Field } from '../../components/ui/Field';
import { FormMessage } from '../../components/ui/FormMessage';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { PersonEraseDocument, type PersonEraseMutation, PersonFindDocument } from '../../gql/graphql';
import { downloadWithToken } from '../../lib/download';
import { serverMessage } from '../../lib/graphql-errors';
import { successLine } from '../../lib/success-line';

import { EraseDialog } from './components/EraseDialog';
import { type PersonRecordsFields, PersonRecordsView } from './components/PersonRecordsView';
import { counted, peopleMessages } from './people-messages';

/** "1 application, 2 e-mails": what is held (or was erased), kinds with none left out. */
function summary(counts: {
  applications: number;
  registrations: number;
  joinUsRequests: number;
  contactMessages: number;
  talentPoolEntries: number;
  mail: number;
}): string {
  const parts = [
    counts.applications && counted(counts.applications, 'application'),
    counts.registrations && counted(counts.registrations, 'event registration'),
    counts.joinUsRequests && counted(counts.joinUsRequests, 'join-us request'),
    counts.contactMessages && counted(counts.contactMessages, 'contact message'),
    counts.talentPoolEntries && counted(counts.talentPoolEntries, 'talent-pool entry', 'talent-pool entries'),
    counts.mail && counted(counts.mail, 'e-mail'),
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'nothing';
}

function heldCounts(person: PersonRecordsFields) {
  return {
    applications: person.applications.length,
    registrations: person.registrations.length,
    joinUsRequests: person.joinUsRequests.length,
    contactMessages: person.contactMessages.length,
    talentPoolEntries: person.talentPoolEntries.length,
    mail: person.mail.length,
  };
}

function erasedWords(report: PersonEraseMutation['erasePerson']): string {
  return successLine(
    `Erased ${summary(report)}${report.resumes ? ` and ${counted(report.resumes, 'resume file')}` : ''}`,
  );
}

/**
 * /admin/people (ADMIN and up): find everything held about an e-mail address, export it as a zip,
 * or erase it. The server checks the role for each call; a lower role sees its refusal.
 */
export function PeoplePage() {
  useDocumentTitle(peopleMessages.title);
  const [email, setEmail] = useState('');
  const [find, found] = useLazyQuery(PersonFindDocument, { fetchPolicy: 'network-only' });
  const [erasePerson, erasing] = useMutation(PersonEraseDocument);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [exporting, setExporting] = useState(false);
  const person = found.data?.person;

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!address) return;
    setOutcome(null);
    void find({ variables: { email: address } }).catch(() => undefined);
  }

  async function exportZip(address: string) {
    setExporting(true);
    setOutcome(null);
    try {
      await downloadWithToken(`/api/people/export?email=${encodeURIComponent(address)}`, 'personal-data.zip');
    } catch (error) {
      setOutcome({ tone: 'error', text: error instanceof Error ? error.message : peopleMessages.exportFailed });
    } finally {
      setExporting(false);
    }
  }

  async function erase(address: string) {
    try {
      const { data } = await erasePerson({ variables: { email: address } });
      setConfirming(false);
      if (data) setOutcome({ tone: 'success', text: erasedWords(data.erasePerson) });
      await find({ variables: { email: address } });
    } catch (error) {
      setConfirming(false);
      setOutcome({ tone: 'error', text: serverMessage(error) ?? peopleMessages.eraseFailed });
    }
  }

  const held = person ? heldCounts(person) : null;
  const holdsAnything = held ? Object.values(held).some((count) => count > 0) : false;

  return (
    <section className="page people">
      <h1>{peopleMessages.title}</h1>
      <p>{peopleMessages.intro}</p>
      <form className="people__search" role="search" onSubmit={search}>
        <Field
          label={peopleMessages.searchLabel}
          type="email"
          required
          maxLength={254}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <SubmitButton busy={found.loading}>{peopleMessages.find}</SubmitButton>
      </form>

      {found.error && !found.loading && (
        <p role="alert" className="people__notice">
          {serverMessage(found.error) ?? peopleMessages.failure}
        </p>
      )}
      <FormMessage message={outcome?.text} tone={outcome?.tone ?? 'success'} />

      {person && !found.loading && (
        <>
          <p role="status" className="people__summary">
            {holdsAnything ? `Held about ${person.email}: ${summary(held!)}.` : peopleMessages.nothingHeld}
          </p>
          {holdsAnything && (
            <div className="people__actions">
              <button
                type="button"
                className="button"
                disabled={exporting}
                aria-busy={exporting}
                onClick={() => void exportZip(person.email)}
              >
                {exporting ? peopleMessages.exporting : peopleMessages.export}
              </button>
              <button type="button" className="button people__danger" onClick={() => setConfirming(true)}>
                {peopleMessages.erase}
              </button>
            </div>
          )}
          <PersonRecordsView person={person} />
          {confirming && (
            <EraseDialog
              email={person.email}
              summary={summary(held!)}
              busy={erasing.loading}
              onConfirm={() => void erase(person.email)}
              onCancel={() => setConfirming(false)}
            />
          )}
        </>
      )}
    </section>
  );
}

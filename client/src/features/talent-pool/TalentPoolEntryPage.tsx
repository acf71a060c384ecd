import './talent-pool.css';

import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { Link, useParams } from 'react-router-dom';

import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { JobPickerDialog } from '../../components/ui/JobPickerDialog';
import { RecordFallback } from '../../components/ui/RecordFallback';
import { ResumeViewer } from '../../components/ui/ResumeViewer';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { TalentPoolEntryDeleteDocument, TalentPoolEntryDetailsDocument } from '../../gql/graphql';
import { downloadWithToken } from '../../lib/download';
import { useDeleteAndLeave } from '../../lib/use-delete-and-leave';
import { useInlineResume } from '../../lib/use-inline-resume';

import { EntryApplications } from './components/EntryApplications';
import { EntryDetails } from './components/EntryDetails';
import { useEntryAddToJob } from './hooks/use-entry-add-to-job';
import { addedToJobLine, applicationPath, deleteTitle, talentPoolMessages as m } from './talent-pool-messages';

const LIST_PATH = '/admin/talent-pool';

/**
 * /admin/talent-pool/:id: one CV of the talent pool: who sent it and how to reach them, what they
 * are looking for, the resume (a PDF in the page, a Word file to download), the applications made
 * from it (each opening its candidate page), "Add to job" and Delete (asked first).
 */
export function TalentPoolEntryPage() {
  const { id = '' } = useParams();
  const headingIds = useId();
  const query = useQuery(TalentPoolEntryDetailsDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const entry = query.data?.talentPoolEntry;
  useDocumentTitle(entry?.fullName ?? m.title);
  const inline = useInlineResume(id, entry?.resumeType === 'PDF' ? entry.resumePath : undefined);
  const addToJob = useEntryAddToJob(entry);

  const removal = useDeleteAndLeave({
    mutation: TalentPoolEntryDeleteDocument,
    variables: { id },
    record: { __typename: 'TalentPoolEntry', id },
    listField: 'talentPool',
    listPath: LIST_PATH,
    failed: m.deleteFailed,
  });

  const back = (
    <p className="talent-pool__back">
      <Link to={LIST_PATH}>{m.back}</Link>
    </p>
  );

  if (!entry) return <RecordFallback className="talent-pool-entry" back={back} messages={m.record} query={query} />;

  const { added } = addToJob;
  return (
    <section className="page talent-pool-entry">
      {back}
      <h1>{entry.fullName}</h1>
      {entry.heldAt && <p className="talent-pool__held">{m.held}</p>}
      <div className="talent-pool-entry__layout">
        <section className="talent-pool-entry__section" aria-labelledby={`${headingIds}-resume`}>
          <h2 id={`${headingIds}-resume`}>{m.resume}</h2>
          <ResumeViewer
            fullName={entry.fullName}
            resumeType={entry.resumeType}
            inline={inline}
            onDownload={() => downloadWithToken(entry.resumePath, `cv-${entry.id}`)}
          />
        </section>
        <div className="talent-pool-entry__side">
          <EntryDetails entry={entry} />
          <section className="talent-pool-entry__section" aria-labelledby={`${headingIds}-looking`}>
            <h2 id={`${headingIds}-looking`}>{m.lookingFor}</h2>
            <p className="talent-pool__message-text">{entry.message || m.notGiven}</p>
          </section>
          <section className="talent-pool-entry__section" aria-labelledby={`${headingIds}-applications`}>
            <h2 id={`${headingIds}-applications`}>{m.applications}</h2>
            <EntryApplications applications={entry.applications} />
            <div className="talent-pool__actions">
              <button type="button" className="button button--primary" aria-haspopup="dialog" onClick={addToJob.start}>
                {m.addToJob}
              </button>
              <button type="button" className="button" aria-haspopup="dialog" onClick={removal.ask}>
                {m.delete}
              </button>
            </div>
            {/* A live region from the start: announced when the dialog closes. */}
            <p className="talent-pool__outcome" role="status">
              {added && (
                <>
                  {addedToJobLine(added.job.title)} <Link to={applicationPath(added.id)}>{m.openNewApplication}</Link>
                </>
              )}
            </p>
          </section>
        </div>
      </div>
      {addToJob.dialog && <JobPickerDialog {...addToJob.dialog} />}
      {removal.asking && (
        <ConfirmDialog
          title={deleteTitle(entry.fullName)}
          confirmLabel={m.delete}
          danger
          busy={removal.busy}
          error={removal.error}
          onConfirm={() => void removal.confirm(entry.fullName)}
          onCancel={removal.cancel}
        >
          <p>{m.deleteNote}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

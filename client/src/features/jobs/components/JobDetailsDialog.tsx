import { Link } from 'react-router-dom';

import { Dialog } from '../../../components/ui/Dialog';
import type { PublicJobDetailsFieldsFragment } from '../../../gql/graphql';
import { DETAILS_FAILED, DETAILS_LOADING } from '../job-board';
import { closingDay, employmentTypeLabel, postedAgo, salaryText, workplaceLabel } from '../job-facts';

import { JobShare } from './JobShare';
import { LineList } from './LineList';

export type JobDetailsState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | {
      status: 'closed';
      /** The closed job, when the server's page named it. */
      title?: string;
      location?: string;
      similar: { id: string; title: string; location: string }[];
    }
  | { status: 'failed' }
  | { status: 'loaded'; job: PublicJobDetailsFieldsFragment };

export interface JobDetailsDialogProps {
  state: JobDetailsState;
  onClose: () => void;
  onApply: () => void;
}

/** The dialog's title, also the page's. */
export function detailsTitle(state: JobDetailsState): string {
  switch (state.status) {
    case 'loaded':
      return state.job.title;
    case 'not-found':
      return 'Position not found';
    case 'closed':
      return 'This position is closed';
    default:
      return 'Job details';
  }
}

/** Names the closed job when the page says which it was (the server's page writes the same words). */
export function closedSentence(title: string | undefined, location: string | undefined): string {
  if (!title) return 'This position is no longer open for applications.';
  return `“${title}”${location ? ` in ${location}` : ''} is no longer open for applications.`;
}

/** The wide details dialog over the list, for the job in the URL. */
export function JobDetailsDialog({ state, onClose, onApply }: JobDetailsDialogProps) {
  return (
    <Dialog title={detailsTitle(state)} onClose={onClose} className="dialog--wide">
      <JobDetailsBody state={state} onClose={onClose} onApply={onApply} />
    </Dialog>
  );
}

/** What the details say, in the dialog and on a phone's job page alike (under their own title). */
export function JobDetailsBody({ state, onClose, onApply }: JobDetailsDialogProps) {
  return (
    <>
      {state.status === 'loading' && <p role="status">{DETAILS_LOADING}</p>}
      {state.status === 'not-found' && (
        <div className="job-details__missing">
          <p>This position does not exist or is no longer open.</p>
          <button type="button" className="button" onClick={onClose}>
            Back to all positions
          </button>
        </div>
      )}
      {state.status === 'closed' && (
        <div className="job-details__missing">
          <p>{closedSentence(state.title, state.location)}</p>
          {state.similar.length > 0 && (
            <section className="job-details__section">
              <h3>Open positions like it</h3>
              <ul>
                {state.similar.map((other) => (
                  <li key={other.id}>
                    <Link to={`/browse-positions/${encodeURIComponent(other.id)}`}>{other.title}</Link>
                    {other.location && ` · ${other.location}`}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <button type="button" className="button" onClick={onClose}>
            Back to all positions
          </button>
        </div>
      )}
      {state.status === 'failed' && <p role="alert">{DETAILS_FAILED}</p>}
      {state.status === 'loaded' && (
        <div className="job-details">
          <p className="job-details__location">
            <span className="job-details__label">Location:</span> {state.job.location || 'Not specified'}
          </p>
          <JobFacts job={state.job} />
          <LineList title="Description" lines={state.job.description} />
          <LineList title="Responsibilities" lines={state.job.responsibilities} />
          <LineList title="Qualifications" lines={state.job.qualifications} />
          {/* Sticky at the foot of the dialog, so Apply Now is in reach however long the job reads. */}
          <div className="job-details__actions job-details__actions--sticky">
            <JobShare job={state.job} />
            <button type="button" className="button button--primary" onClick={onApply}>
              Apply Now
            </button>
          </div>
        </div>
      )}
    </>
  );
}

/** The job's facts that are given, as a list of term and value. */
function JobFacts({ job }: { job: PublicJobDetailsFieldsFragment }) {
  const hiring = job.confidentialClient ? 'Confidential client' : job.clientName;
  const rows: [string, string | null][] = [
    ['Employment type', employmentTypeLabel(job.employmentType)],
    ['Workplace', workplaceLabel(job.workplace, job.remoteRegion)],
    ['Department', job.department],
    ['Salary', salaryText(job)],
    ['Hiring for', hiring],
    ['Posted', postedAgo(job.createdAt)],
    ['Closes', job.closesAt ? closingDay(job.closesAt) : null],
  ];
  return (
    <dl className="job-details__facts">
      {rows
        .filter((row): row is [string, string] => Boolean(row[1]))
        .map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

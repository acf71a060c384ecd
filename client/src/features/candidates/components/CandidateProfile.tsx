import { Link } from 'react-router-dom';

import type { ApplicationProfileFieldsFragment, ConsentBasis } from '../../../gql/graphql';
import { formatMoment } from '../../../lib/format-when';
import { candidatePageMessages } from '../candidate-page-messages';
import { jobCandidatesPath } from '../candidate-paths';
import { AWAITING_DECISION, sourceWords } from '../candidates-messages';

import { ContactRows } from './ContactRows';
import { NOT_PROVIDED } from './ExternalLink';
import { StatusBadge } from './StatusBadge';

/** On what ground the applicant's data was collected, in words. */
const CONSENT_WORDS: Record<ConsentBasis, string> = {
  Consent: 'Consent given (the applicant ticked the box)',
  Notice: 'Privacy notice shown',
  CallerNotice: 'Privacy notice shown by the sending system (API)',
  Unrecorded: 'Not recorded (applied before consent was kept)',
};

/** A job's title, marked when staff have archived (deleted) it. */
export function JobTitle({ job }: { job: { title: string; archivedAt?: string | null } }) {
  return (
    <>
      {job.title}
      {job.archivedAt && (
        <span className="candidate-page__archived" title={`Archived ${formatMoment(job.archivedAt)}`}>
          {' '}
          ({candidatePageMessages.archived})
        </span>
      )}
    </>
  );
}

/** Every field of one application: contact, links, job, date, status, source, cover letter and consent. */
export function CandidateProfile({ candidate }: { candidate: ApplicationProfileFieldsFragment }) {
  const { consent, job } = candidate;
  return (
    <dl className="candidate-details">
      <ContactRows candidate={candidate} />
      <dt>Job</dt>
      <dd>
        <JobTitle job={job} /> <Link to={jobCandidatesPath(job.id)}>Applied Candidates for this job</Link>
      </dd>
      <dt>Applied</dt>
      <dd>
        <time dateTime={candidate.createdAt}>{formatMoment(candidate.createdAt)}</time>
      </dd>
      <dt>Status</dt>
      <dd>
        <StatusBadge status={candidate.status} undecided={AWAITING_DECISION} />
      </dd>
      <dt>Source</dt>
      <dd>{sourceWords(candidate.sourceKind, candidate.sourceDetail)}</dd>
      <dt>Cover Letter</dt>
      <dd className="candidate-details__letter">{candidate.coverLetter || NOT_PROVIDED}</dd>
      <dt>Privacy</dt>
      <dd>
        {CONSENT_WORDS[consent.basis] ?? consent.basis}
        {consent.privacyVersion ? `; privacy notice version ${consent.privacyVersion}` : ''}
      </dd>
    </dl>
  );
}

import { TableScroll } from '../../../components/ui/TableScroll';
import type { ApplicationFieldsFragment, ApplicationStatus } from '../../../gql/graphql';

import { ContactCells } from './ContactCells';
import { DecisionButtons } from './DecisionButtons';
import { formatApplied } from './format-applied';
import { StatusBadge } from './StatusBadge';

export interface CandidatesTableProps {
  /** The caption: which job these candidates applied for. */
  caption: string;
  candidates: readonly ApplicationFieldsFragment[];
  /** Applications whose status change is under way: their buttons are disabled. */
  busyIds: ReadonlySet<string>;
  onView: (candidate: ApplicationFieldsFragment) => void;
  /** Shortlist goes at once; Reject is asked first (the page opens the reject dialog). */
  onSetStatus: (candidate: ApplicationFieldsFragment, status: ApplicationStatus) => void;
  /** The time now (ms): a rejection whose e-mail is due later can be undone. */
  now: number;
  onUndo: (candidate: ApplicationFieldsFragment) => void;
}

/** A rejection whose e-mail has not gone yet: Undo takes back both. */
export function rejectionWaits(
  candidate: Pick<ApplicationFieldsFragment, 'status' | 'rejectionEmailDueAt'>,
  now: number,
) {
  const due = candidate.rejectionEmailDueAt;
  return candidate.status === 'Rejected' && due !== null && new Date(due).getTime() > now;
}

/** One job's candidates: Full Name, Email, Phone, Status, Applied, and the row actions. */
export function CandidatesTable({
  caption,
  candidates,
  busyIds,
  onView,
  onSetStatus,
  now,
  onUndo,
}: CandidatesTableProps) {
  return (
    <TableScroll label={caption} className="candidates-table-wrap">
      <table className="candidates-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Full Name</th>
            <th scope="col">Email</th>
            <th scope="col">Phone</th>
            <th scope="col">Status</th>
            <th scope="col">Applied</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {candidates.map((candidate) => {
            const busy = busyIds.has(candidate.id);
            return (
              <tr key={candidate.id} aria-busy={busy}>
                <ContactCells candidate={candidate} />
                <td>
                  <StatusBadge status={candidate.status} />
                </td>
                <td>
                  <time dateTime={candidate.createdAt}>{formatApplied(candidate.createdAt)}</time>
                </td>
                <td>
                  <div className="candidates-table__actions">
                    <button
                      type="button"
                      className="button candidates-table__button"
                      aria-label={`View Details for ${candidate.fullName}`}
                      onClick={() => onView(candidate)}
                    >
                      View Details
                    </button>
                    {/* A decided row offers only the next step that makes sense: a shortlisted
                        candidate can still be rejected; a rejected one only Undo, while its e-mail waits. */}
                    <DecisionButtons
                      fullName={candidate.fullName}
                      status={candidate.status}
                      buttonClassName="button candidates-table__button"
                      busy={busy}
                      disableWhileBusy
                      onShortlist={() => onSetStatus(candidate, 'Shortlisted')}
                      onReject={() => onSetStatus(candidate, 'Rejected')}
                      onUndo={rejectionWaits(candidate, now) ? () => onUndo(candidate) : undefined}
                    />
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}

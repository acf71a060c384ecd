import { Fragment } from 'react';

import { TableScroll } from '../../../components/ui/TableScroll';
import type { ApplicationRowFieldsFragment } from '../../../gql/graphql';
import { formatAgo, formatMoment } from '../../../lib/format-when';
import { useClock } from '../../../lib/use-now';
import { allCandidatesMessages } from '../all-candidates-messages';
import type { FromList } from '../candidate-paths';
import { AWAITING_DECISION } from '../candidates-messages';
import { stageMessages, stageWords } from '../stage-messages';

import { ContactCells } from './ContactCells';
import { DecisionButtons } from './DecisionButtons';
import { StatusBadge } from './StatusBadge';

/** A piece of a resume snippet: words the search matched, or the words around them. */
export interface SnippetPart {
  text: string;
  matched: boolean;
}

export interface CandidateListTableProps {
  caption: string;
  rows: readonly ApplicationRowFieldsFragment[];
  selected: ReadonlySet<string>;
  /** The rows shown are being replaced (new filters): they cannot be selected meanwhile. */
  selectionLocked: boolean;
  /** A decision is being saved: the row buttons refuse another. */
  working: boolean;
  /** The id of a row's checkbox, so the page can give it the focus back after a row's decision. */
  checkboxId: (rowId: string) => string;
  /** The id of the header's checkbox. */
  shownCheckboxId: string;
  onToggle: (row: ApplicationRowFieldsFragment, selected: boolean) => void;
  /** The header's checkbox: every row shown, or none. */
  onToggleShown: (selected: boolean) => void;
  onShortlist: (row: ApplicationRowFieldsFragment) => void;
  onReject: (row: ApplicationRowFieldsFragment) => void;
  onUndo: (row: ApplicationRowFieldsFragment) => void;
  /** What each name's link carries: this list, for the candidate page's Next and Previous. */
  linkState: FromList;
  /** Where a search's words were found in a row's resume, by application id (rows without one have none). */
  snippets?: ReadonlyMap<string, readonly SnippetPart[]>;
}

/** The passages of a resume a search matched, its words marked, on a line of its own under the row. */
function ResumeSnippetRow(props: { parts: readonly SnippetPart[]; selected: boolean }) {
  return (
    <tr className={`all-candidates__snippet-row${props.selected ? ' all-candidates__row--selected' : ''}`}>
      <td />
      <td colSpan={8} className="all-candidates__snippet">
        {allCandidatesMessages.inResume} …
        {props.parts.map((part, index) =>
          part.matched ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>,
        )}
        …
      </td>
    </tr>
  );
}

/**
 * Every candidate shown, one line each: a checkbox, the name (opening the candidate's page), e-mail,
 * phone, job (marked when archived), decision, stage (or the outcome that took it out of the
 * pipeline: Rejected, Withdrawn), applied date (its age while recent) and the decisions
 * that make sense for the row, always shown: Shortlist while undecided, Reject unless rejected, Undo
 * once decided. The columns are fixed in width and a long value ends in an ellipsis (its title holds
 * it whole), so a row stays one line and the table fits the page's width. With a search, a row whose
 * resume holds its words has a second line under it: the passages, the words marked.
 */
export function CandidateListTable(props: CandidateListTableProps) {
  const { caption, rows, selected, selectionLocked, working } = props;
  const shownSelected = rows.filter((row) => selected.has(row.id)).length;
  const allShown = rows.length > 0 && shownSelected === rows.length;
  // "3 min ago" stays true on a list left open.
  const now = useClock(60_000);

  return (
    <TableScroll label={caption} className="candidates-table-wrap">
      <table className="candidates-table all-candidates__table">
        <caption className="visually-hidden">{caption}</caption>
        <colgroup>
          <col className="all-candidates__col-check" />
          <col className="all-candidates__col-name" />
          <col className="all-candidates__col-email" />
          <col className="all-candidates__col-phone" />
          <col className="all-candidates__col-job" />
          <col className="all-candidates__col-decision" />
          <col className="all-candidates__col-stage" />
          <col className="all-candidates__col-applied" />
          <col className="all-candidates__col-actions" />
        </colgroup>
        <thead>
          <tr>
            <th scope="col" className="all-candidates__check">
              <input
                id={props.shownCheckboxId}
                type="checkbox"
                aria-label={`Select all ${rows.length} shown`}
                checked={allShown}
                disabled={selectionLocked}
                ref={(box) => {
                  if (box) box.indeterminate = shownSelected > 0 && !allShown;
                }}
                onChange={(event) => props.onToggleShown(event.target.checked)}
              />
            </th>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Phone</th>
            <th scope="col">Job</th>
            <th scope="col">Decision</th>
            <th scope="col">{stageMessages.stage}</th>
            <th scope="col">Applied</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Fragment key={row.id}>
              <tr className={selected.has(row.id) ? 'all-candidates__row--selected' : undefined}>
                <td className="all-candidates__check">
                  <input
                    id={props.checkboxId(row.id)}
                    type="checkbox"
                    aria-label={`Select ${row.fullName}`}
                    checked={selected.has(row.id)}
                    disabled={selectionLocked}
                    onChange={(event) => props.onToggle(row, event.target.checked)}
                  />
                </td>
                <ContactCells candidate={row} linkState={props.linkState} titles />
                <td title={row.job.title}>
                  {row.job.title}
                  {row.job.archivedAt && (
                    <span className="all-candidates__archived"> ({allCandidatesMessages.archived})</span>
                  )}
                </td>
                <td>
                  <StatusBadge status={row.status} undecided={AWAITING_DECISION} />
                </td>
                <td title={stageWords(row)}>{stageWords(row)}</td>
                <td>
                  <time dateTime={row.createdAt} title={formatMoment(row.createdAt)}>
                    {formatAgo(row.createdAt, now)}
                  </time>
                </td>
                <td>
                  <div className="candidates-table__actions">
                    <DecisionButtons
                      fullName={row.fullName}
                      status={row.status}
                      buttonClassName="button candidates-table__button"
                      busy={working}
                      onShortlist={() => props.onShortlist(row)}
                      onReject={() => props.onReject(row)}
                      onUndo={() => props.onUndo(row)}
                    />
                  </div>
                </td>
              </tr>
              {props.snippets?.get(row.id) && (
                <ResumeSnippetRow parts={props.snippets.get(row.id)!} selected={selected.has(row.id)} />
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

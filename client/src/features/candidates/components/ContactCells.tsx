import { Link } from 'react-router-dom';

import { candidatePath, type FromList } from '../candidate-paths';

/**
 * A candidate row's first cells: the name, opening the candidate's own page (notes, history,
 * undo), the e-mail as a mailto link, and the phone.
 */
export function ContactCells({
  candidate,
  linkState,
  titles = false,
}: {
  candidate: { id: string; fullName: string; email: string; phone: string };
  /** The router state the name's link carries (All candidates: the list it was opened from). */
  linkState?: FromList;
  /** Each cell's text also as its title: a compact table cuts a long one short with an ellipsis. */
  titles?: boolean;
}) {
  const title = (text: string) => (titles ? text : undefined);
  return (
    <>
      <td title={title(candidate.fullName)}>
        <Link to={candidatePath(candidate.id)} state={linkState}>
          {candidate.fullName}
        </Link>
      </td>
      <td title={title(candidate.email)}>
        <a href={`mailto:${candidate.email}`}>{candidate.email}</a>
      </td>
      <td title={title(candidate.phone)}>{candidate.phone}</td>
    </>
  );
}

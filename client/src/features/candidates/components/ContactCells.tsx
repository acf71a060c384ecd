import { Link } from 'react-router-dom';

import { candidatePath } from '../candidate-paths';

/**
 * A candidate row's first cells: the name, opening the candidate's own page (notes, history,
 * undo), the e-mail as a mailto link, and the phone.
 */
export function ContactCells({
  candidate,
}: {
  candidate: { id: string; fullName: string; email: string; phone: string };
}) {
  return (
    <>
      <td>
        <Link to={candidatePath(candidate.id)}>{candidate.fullName}</Link>
      </td>
      <td>
        <a href={`mailto:${candidate.email}`}>{candidate.email}</a>
      </td>
      <td>{candidate.phone}</td>
    </>
  );
}

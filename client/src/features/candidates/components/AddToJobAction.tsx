import { Link } from 'react-router-dom';

import { addedToJobLine, candidatePageMessages } from '../candidate-page-messages';
import { candidatePath } from '../candidate-paths';

export interface AddToJobActionProps {
  /** The application the last addition made (its id and job), or null. */
  added: { id: string; job: { title: string } } | null;
  onStart: () => void;
}

/**
 * "Add to another job" under the other applications, and the line saying where the candidate was
 * added, with a link to the new application. The line is a live region from the start, so a screen
 * reader announces it when the dialog closes (the focus goes back to the button).
 */
export function AddToJobAction({ added, onStart }: AddToJobActionProps) {
  return (
    <div className="add-to-job">
      <button type="button" className="button" aria-haspopup="dialog" onClick={onStart}>
        {candidatePageMessages.addToJob}
      </button>
      <p className="add-to-job__outcome" role="status">
        {added && (
          <>
            {addedToJobLine(added.job.title)}{' '}
            <Link to={candidatePath(added.id)}>{candidatePageMessages.openNewApplication}</Link>
          </>
        )}
      </p>
    </div>
  );
}

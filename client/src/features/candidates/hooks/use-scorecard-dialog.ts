import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';

import {
  ApplicationDetailsDocument,
  type ApplicationInterviewFieldsFragment,
  ApplicationScorecardSubmitDocument,
  type ScorecardInput,
} from '../../../gql/graphql';
import { errorCode, refusedField, serverMessage } from '../../../lib/graphql-errors';
import { formatZonedWhen } from '../../../lib/zoned-when';
import { type ScorecardDialogProps, scorecardField, type ScorecardRefusal } from '../components/ScorecardDialog';
import { scorecardMessages as m } from '../scorecard-messages';

type Interview = ApplicationInterviewFieldsFragment;

/** What the dialog reads of the candidate: who, and what their job's scorecards rate. */
export interface ScorecardCandidate {
  fullName: string;
  job: { scorecardAttributes: readonly string[] };
}

export interface ScorecardDialogState {
  /** Opens the dialog for an interview whose scorecard is the viewer's to give. */
  open: (interview: Interview) => void;
  /** The dialog's props while it is open, else null. */
  dialog: ScorecardDialogProps | null;
}

/**
 * The scorecard dialog of the candidate page: submits the viewer's scorecard for one interview.
 * The answer is the scorecard alone: it joins the interview's cached list (theirs is no longer due,
 * none is kept from them), then the page is read again, as the others' scorecards and the summary
 * are now theirs to read. A refusal saying things changed (already submitted, cancelled, the job's
 * attributes) reads the page again too, so what it shows catches up.
 */
export function useScorecardDialog(
  applicationId: string,
  candidate: ScorecardCandidate | undefined,
  onSubmitted: () => void,
): ScorecardDialogState {
  const client = useApolloClient();
  const [scoring, setScoring] = useState<Interview | null>(null);
  const [refusal, setRefusal] = useState<ScorecardRefusal | null>(null);
  const [submitScorecard, submitting] = useMutation(ApplicationScorecardSubmitDocument);

  function readPageAgain() {
    void client
      .query({ query: ApplicationDetailsDocument, variables: { id: applicationId }, fetchPolicy: 'network-only' })
      .catch(() => undefined);
  }

  async function submit(interviewId: string, input: ScorecardInput) {
    setRefusal(null);
    try {
      await submitScorecard({
        variables: { interviewId, input },
        update(cache, { data }) {
          const card = data?.submitScorecard;
          if (!card) return;
          cache.modify({
            id: cache.identify({ __typename: 'Interview', id: interviewId }),
            fields: {
              myScorecardDue: () => false,
              hiddenScorecards: () => 0,
              scorecards: (existing, { readField, toReference }) =>
                Array.isArray(existing) && !existing.some((item) => readField('id', item) === card.id)
                  ? [...existing, toReference({ __typename: 'Scorecard', id: card.id })]
                  : existing,
            },
          });
        },
      });
    } catch (caught) {
      const field = refusedField(caught);
      setRefusal({ field: scorecardField(field), message: serverMessage(caught) ?? m.failed });
      if (errorCode(caught) === 'CONFLICT' || field === 'ratings') readPageAgain();
      return;
    }
    setScoring(null);
    onSubmitted();
    readPageAgain();
  }

  const dialog: ScorecardDialogProps | null =
    scoring && candidate
      ? {
          fullName: candidate.fullName,
          when: formatZonedWhen(scoring),
          attributes: candidate.job.scorecardAttributes,
          busy: submitting.loading,
          refusal,
          onFieldChange: (field) => {
            if (refusal?.field === field) setRefusal(null);
          },
          onSubmit: (input) => void submit(scoring.id, input),
          onCancel: () => {
            setScoring(null);
            setRefusal(null);
          },
        }
      : null;

  return {
    open: (interview) => {
      setRefusal(null);
      setScoring(interview);
    },
    dialog,
  };
}

import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';

import {
  ApplicationInterviewCancelDocument,
  ApplicationInterviewerOptionsDocument,
  type ApplicationInterviewFieldsFragment,
  ApplicationInterviewRescheduleDocument,
  ApplicationInterviewScheduleDocument,
} from '../../../gql/graphql';
import { refusedField, serverMessage } from '../../../lib/graphql-errors';
import { useNow } from '../../../lib/use-now';
import { formatZonedWhen } from '../../../lib/zoned-when';
import type { CancelInterviewDialogProps } from '../components/CancelInterviewDialog';
import {
  emptyInterviewForm,
  interviewField,
  type InterviewFormInput,
  interviewFormOf,
} from '../components/interview-form';
import type { InterviewDialogProps, InterviewerChoice, InterviewRefusal } from '../components/InterviewDialog';
import type { InterviewsSectionProps } from '../components/InterviewsSection';
import type { ScorecardDialogProps } from '../components/ScorecardDialog';
import { interviewMessages as m } from '../interview-messages';
import { scorecardMessages } from '../scorecard-messages';

import { type ScorecardCandidate, useScorecardDialog } from './use-scorecard-dialog';

type Interview = ApplicationInterviewFieldsFragment;

/** What the hook reads of the candidate: who, whether rejected, their interviews (earliest first) and job. */
export interface InterviewsCandidate extends ScorecardCandidate {
  status: string | null;
  interviews: readonly Interview[];
}

export interface Interviews {
  /** The section's props. */
  section: InterviewsSectionProps;
  /** The schedule or move dialog's props while it is open, else null. */
  dialog: InterviewDialogProps | null;
  /** The cancel confirmation's props while it is open, else null. */
  cancelDialog: CancelInterviewDialogProps | null;
  /** The scorecard dialog's props while it is open, else null. */
  scorecardDialog: ScorecardDialogProps | null;
}

type Editing = { mode: 'schedule' } | { mode: 'move'; interview: Interview };

const byStart = (a: Interview, b: Interview) => Date.parse(a.startsAt) - Date.parse(b.startsAt);

/** The options, with the people an interview moved has now (one may no longer be offered: still shown, ticked). */
function withCurrent(
  options: readonly InterviewerChoice[],
  current: readonly InterviewerChoice[],
): InterviewerChoice[] {
  return [...options, ...current.filter((person) => !options.some((option) => option.id === person.id))];
}

/**
 * The candidate page's interviews: which are to come and which are past (read again as each one
 * ends), the schedule / move dialog with who may interview, the cancel confirmation, the three
 * mutations, the scorecard dialog (use-scorecard-dialog.ts), and the line saying what the last one did. Each answer carries the interview and the
 * application's history, so the normalized cache shows the change with no second request (a new
 * interview is added to the application's cached list here).
 */
export function useInterviews(id: string, candidate: InterviewsCandidate | undefined): Interviews {
  const [editing, setEditing] = useState<Editing | null>(null);
  const [refusal, setRefusal] = useState<InterviewRefusal | null>(null);
  const [cancelling, setCancelling] = useState<Interview | null>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [focusStatus, setFocusStatus] = useState(0);
  const statusRef = useRef<HTMLParagraphElement>(null);

  const interviews = candidate?.interviews ?? [];
  const now = useNow(interviews.map((interview) => Date.parse(interview.endsAt)));
  const options = useQuery(ApplicationInterviewerOptionsDocument, editing ? {} : skipToken);
  const [schedule, scheduling] = useMutation(ApplicationInterviewScheduleDocument);
  const [reschedule, rescheduling] = useMutation(ApplicationInterviewRescheduleDocument);
  const [cancel, cancellingNow] = useMutation(ApplicationInterviewCancelDocument);
  // Once it went, the button that opened it is gone: the status line takes the focus.
  const scorecard = useScorecardDialog(id, candidate, () => {
    setStatus(scorecardMessages.submitted);
    setFocusStatus((count) => count + 1);
  });

  // Runs after the dialog closed and gave the focus back to its opener: a cancelled interview's
  // button is gone, so the line saying what happened takes it.
  useEffect(() => {
    if (focusStatus > 0) statusRef.current?.focus();
  }, [focusStatus]);

  const upcoming = interviews.filter((interview) => Date.parse(interview.endsAt) > now).sort(byStart);
  const past = interviews.filter((interview) => !(Date.parse(interview.endsAt) > now)).sort((a, b) => byStart(b, a));

  function startEditing(next: Editing) {
    setRefusal(null);
    setEditing(next);
  }

  async function save(input: InterviewFormInput) {
    if (!editing) return;
    setRefusal(null);
    try {
      if (editing.mode === 'schedule') {
        await schedule({
          variables: { applicationId: id, input },
          update(cache, { data }) {
            const created = data?.scheduleInterview;
            if (!created) return;
            // The answer holds the interview (now in the cache) and the history; the list gains it here.
            cache.modify({
              id: cache.identify({ __typename: 'Application', id }),
              fields: {
                interviews: (existing, { readField, toReference }) =>
                  Array.isArray(existing) && !existing.some((item) => readField('id', item) === created.id)
                    ? [...existing, toReference({ __typename: 'Interview', id: created.id })]
                    : existing,
              },
            });
          },
        });
      } else {
        // The answer carries the interview's id and every field: the cache changes it in place.
        await reschedule({ variables: { id: editing.interview.id, input } });
      }
    } catch (caught) {
      setRefusal({
        field: interviewField(refusedField(caught)),
        message: serverMessage(caught) ?? (editing.mode === 'schedule' ? m.scheduleFailed : m.moveFailed),
      });
      return;
    }
    setEditing(null);
    setStatus(editing.mode === 'schedule' ? m.scheduled : m.moved);
  }

  async function confirmCancel() {
    if (!cancelling) return;
    setCancelError(null);
    try {
      await cancel({ variables: { id: cancelling.id } });
    } catch (caught) {
      setCancelError(serverMessage(caught) ?? m.cancelFailed);
      return;
    }
    setCancelling(null);
    setStatus(m.cancelledDone);
    setFocusStatus((count) => count + 1);
  }

  const section: InterviewsSectionProps = {
    upcoming,
    past,
    rejected: candidate?.status === 'Rejected',
    status,
    statusRef,
    onSchedule: () => startEditing({ mode: 'schedule' }),
    onMove: (interview) => startEditing({ mode: 'move', interview }),
    onCancel: (interview) => {
      setCancelError(null);
      setCancelling(interview);
    },
    onScorecard: scorecard.open,
  };

  let dialog: InterviewDialogProps | null = null;
  if (editing && candidate) {
    const moving = editing.mode === 'move' ? editing.interview : null;
    const offered = options.data?.interviewerOptions;
    dialog = {
      mode: editing.mode,
      fullName: candidate.fullName,
      initial: moving ? interviewFormOf(moving) : emptyInterviewForm(),
      initialInterviewerIds: moving ? moving.interviewers.map((person) => person.id) : [],
      interviewers: offered && withCurrent(offered, moving?.interviewers ?? []),
      loadFailed: !offered && !!options.error,
      onRetryLoad: () => void options.refetch().catch(() => undefined),
      busy: scheduling.loading || rescheduling.loading,
      refusal,
      onFieldChange: (field) => {
        if (refusal?.field === field) setRefusal(null);
      },
      onSubmit: (input) => void save(input),
      onCancel: () => {
        setEditing(null);
        setRefusal(null);
      },
    };
  }

  const cancelDialog: CancelInterviewDialogProps | null =
    cancelling && candidate
      ? {
          fullName: candidate.fullName,
          when: formatZonedWhen(cancelling),
          busy: cancellingNow.loading,
          error: cancelError,
          onConfirm: () => void confirmCancel(),
          onKeep: () => setCancelling(null),
        }
      : null;

  return { section, dialog, cancelDialog, scorecardDialog: scorecard.dialog };
}

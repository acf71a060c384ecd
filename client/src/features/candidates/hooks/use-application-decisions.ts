// This file passes 400 lines: the one decision flow (shortlist, reject, stage, undo, focus) the three candidate screens share.
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';

import {
  ApplicationDecisionUndoDocument,
  ApplicationRejectDocument,
  type ApplicationRejectFieldsFragment,
  ApplicationRejectionReasonsDocument,
  ApplicationRejectPreviewDocument,
  ApplicationsMoveToStageDocument,
  ApplicationsRejectDocument,
  ApplicationsShortlistDocument,
  type ApplicationStatus,
  ApplicationStatusUpdateDocument,
  ApplicationsWithdrawDocument,
} from '../../../gql/graphql';
import { refusedField, serverMessage } from '../../../lib/graphql-errors';
import {
  allCandidatesMessages,
  refusalLine,
  rejectedLine,
  shortlistedLine,
  undoneLine,
} from '../all-candidates-messages';
import { candidatePageMessages } from '../candidate-page-messages';
import { candidateMessages } from '../candidates-messages';
import type { MoveToStageDialogProps, StageChoice } from '../components/MoveToStageDialog';
import type { RejectDialogProps } from '../components/RejectDialog';
import { forgetActivity } from '../forget-activity';
import { movedLine, moveTitle, stageMessages, withdrawnLine, withdrawQuestion, withdrawTitle } from '../stage-messages';

/** Whom a decision is about: enough to name them in what the screen says. */
export interface DecisionTarget {
  id: string;
  fullName: string;
}

/** What a decision's answer says of each application it changed. */
export interface DecisionAnswer {
  id: string;
  status: ApplicationStatus | null;
  /** Absent from the spec's status call, which queues no e-mail. */
  rejectionEmailDueAt?: string | null;
}

const idsOf = (targets: readonly DecisionTarget[]) => targets.map((target) => target.id);
const namesOf = (targets: readonly DecisionTarget[]) => targets.map((target) => target.fullName);

type Send = (client: ApolloClient, ids: string[]) => Promise<readonly DecisionAnswer[]>;
/** A rejection, with its reason from the list in Settings (null: none given). */
type SendReject = (client: ApolloClient, ids: string[], reason: string | null) => Promise<readonly DecisionAnswer[]>;

interface ScreenDecisions {
  shortlist: Send;
  /** Rejects and queues each one's rejection e-mail for after the delay, in one call. */
  reject: SendReject;
  /** The reject dialog asks for a reason before it rejects (the spec's screen leaves it optional). */
  reasonRequired: boolean;
  /** What a failure says when the server gave no reason. */
  failed: string;
  /** A refusal names the candidates whose ids the server's message gives (a list of many). */
  namesRefused: boolean;
  /** A shortlist shows in the row alone (no outcome line, no focus move), and a failure is alerted. */
  quietShortlist: boolean;
  /** The outcome line stays until the next outcome replaces it, instead of going when a decision starts. */
  keepsOutcome: boolean;
}

/** The one application the single-application calls take. */
function one(ids: string[]): string {
  if (ids.length !== 1) throw new Error('This screen decides on one application at a time.');
  return ids[0]!;
}

// One application's decision from its own page: the answer carries its status, e-mail time and
// history, so the page changes in place.
const rejectOne: SendReject = async (client, ids, reason) => {
  const { data } = await client.mutate({
    mutation: ApplicationRejectDocument,
    variables: { id: one(ids), ...(reason ? { reason } : {}) },
  });
  return data ? [data.rejectApplication] : [];
};

// All candidates' selected rows and the candidate page's one application: the answer carries each
// one's status, e-mail time and history, so the row or the page changes in place.
const shortlistMany: Send = async (client, ids) => {
  const { data } = await client.mutate({ mutation: ApplicationsShortlistDocument, variables: { ids } });
  return data?.shortlistApplications ?? [];
};

// Moves and withdrawals, from the list's selection or the candidate page: the answer carries each
// one's stage, status and history, so the row or the page changes in place.
async function moveMany(client: ApolloClient, ids: string[], stageId: string) {
  const { data } = await client.mutate({ mutation: ApplicationsMoveToStageDocument, variables: { ids, stageId } });
  return data?.moveApplicationsToStage ?? [];
}

async function withdrawMany(client: ApolloClient, ids: string[]) {
  const { data } = await client.mutate({ mutation: ApplicationsWithdrawDocument, variables: { ids } });
  return data?.withdrawApplications ?? [];
}

/** The reasons a rejection may give (asked once; the cache answers after that). */
async function rejectionReasons(client: ApolloClient): Promise<readonly string[]> {
  const { data } = await client.query({ query: ApplicationRejectionReasonsDocument });
  if (!data) throw new Error('The rejection reasons answered no data.');
  return data.rejectionReasons.reasons;
}

/**
 * How each screen sends its decisions and words a failure. A shortlist's answer carries the history
 * it wrote (one document for the list and the page), so the cache holds it; a list's other answers
 * carry what a row shows, not that history: the cached history of each is dropped, so the candidate
 * page reads it again when it is next opened.
 */
const SCREENS = {
  /** Many at once, all or none (the server's bulk calls). */
  'all-candidates': {
    shortlist: shortlistMany,
    reject: async (client, ids, reason) => {
      const { data } = await client.mutate({
        mutation: ApplicationsRejectDocument,
        variables: { ids, ...(reason ? { reason } : {}) },
        update: (cache, { data: answered }) => forgetActivity(cache, answered?.rejectApplications ?? []),
      });
      return data?.rejectApplications ?? [];
    },
    reasonRequired: true,
    failed: allCandidatesMessages.decisionFailed,
    namesRefused: true,
    quietShortlist: false,
    keepsOutcome: false,
  },
  /** The spec's screen: Shortlist is the spec's status call, with its alert; Reject is the page's. */
  'applied-candidates': {
    shortlist: async (client, ids) => {
      const { data } = await client.mutate({
        mutation: ApplicationStatusUpdateDocument,
        variables: { id: one(ids), status: 'Shortlisted' },
        update: (cache, { data: answered }) => forgetActivity(cache, answered ? [answered.setApplicationStatus] : []),
      });
      return data ? [data.setApplicationStatus] : [];
    },
    reject: rejectOne,
    reasonRequired: false,
    failed: candidateMessages.statusFailedAlert,
    namesRefused: false,
    quietShortlist: true,
    keepsOutcome: true,
  },
  'candidate-page': {
    shortlist: shortlistMany,
    reject: rejectOne,
    reasonRequired: true,
    failed: candidatePageMessages.decisionFailed,
    namesRefused: false,
    quietShortlist: false,
    keepsOutcome: false,
  },
} satisfies Record<string, ScreenDecisions>;

export type DecisionScreen = keyof typeof SCREENS;

export interface ApplicationDecisionsOptions {
  screen: DecisionScreen;
  /** The view a problem belongs to (a list's filters): it shows only while the screen shows that view. */
  view?: string;
  /** The id of a row's anchor (its checkbox), which takes the focus after a decision on that row alone. */
  rowAnchorId?: (rowId: string) => string;
  /** After each decision saved, with what its answer said; `bulk` when it was about a selection. */
  onDecided?: (answers: readonly DecisionAnswer[], bulk: boolean) => void;
}

/** A selection's decision (bulk: the selection is cleared and the outcome line takes the focus) or one row's. */
export interface DecisionScope {
  bulk?: boolean;
}

interface Rejecting {
  targets: readonly DecisionTarget[];
  bulk: boolean;
  /** The e-mail the first of them would get, as the dialog shows it. */
  preview: ApplicationRejectFieldsFragment;
  /** The reasons offered, and the one chosen ('' for none yet). */
  reasons: readonly string[];
  reason: string;
  reasonError: string | null;
  error: string | null;
}

/** A move or a withdrawal asked for in its dialog. */
interface Staging {
  kind: 'move' | 'withdraw';
  targets: readonly DecisionTarget[];
  bulk: boolean;
  error: string | null;
}

/**
 * Where the focus goes after a decision: the row's anchor, or (without one) the outcome line; after
 * a move or a withdrawal, the stage line when the screen has one.
 */
interface FocusRequest {
  rowId: string | null;
  stage?: boolean;
}

/**
 * The decisions on candidates, as the three candidate screens take them: Shortlist, Reject (the
 * reject dialog asks for a reason and shows the e-mail and when it goes; one call rejects and queues
 * it), Undo (which also cancels an e-mail still waiting), and the pipeline's moves: Move to stage
 * and Withdraw (asked first). It sends them, keeps which applications are being decided
 * (their buttons refuse another meanwhile), says the outcome or the problem, keeps the reject
 * dialog's state and moves the focus where the outcome is (the button pressed may be gone).
 */
export function useApplicationDecisions({
  screen: screenName,
  view,
  rowAnchorId,
  onDecided,
}: ApplicationDecisionsOptions) {
  const screen: ScreenDecisions = SCREENS[screenName];
  const client = useApolloClient();

  const inFlight = useRef(new Set<string>());
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(() => new Set());
  const [outcome, setOutcome] = useState('');
  const [problem, setProblem] = useState<{ view: string | undefined; text: string } | null>(null);
  const [rejecting, setRejecting] = useState<Rejecting | null>(null);
  const [staging, setStaging] = useState<Staging | null>(null);

  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const stageRef = useRef<HTMLParagraphElement>(null);
  const [focus, setFocus] = useState<FocusRequest | null>(null);
  const rowAnchorRef = useRef(rowAnchorId);
  useEffect(() => {
    rowAnchorRef.current = rowAnchorId;
  });
  useEffect(() => {
    // Runs after the dialog (if one closed) has given the focus back to its opener.
    if (!focus) return;
    if (focus.stage && stageRef.current) {
      stageRef.current.focus();
      return;
    }
    const anchor = focus.rowId !== null && rowAnchorRef.current ? rowAnchorRef.current(focus.rowId) : null;
    if (anchor) document.getElementById(anchor)?.focus();
    else outcomeRef.current?.focus();
  }, [focus]);

  /** Marks the targets as being decided, unless one of them already is; a new decision clears what the last one said. */
  function begin(targets: readonly DecisionTarget[], said: boolean): boolean {
    if (targets.length === 0 || targets.some((target) => inFlight.current.has(target.id))) return false;
    for (const target of targets) inFlight.current.add(target.id);
    setBusyIds(new Set(inFlight.current));
    setProblem(null);
    if (said && !screen.keepsOutcome) setOutcome('');
    return true;
  }

  function end(targets: readonly DecisionTarget[]) {
    for (const target of targets) inFlight.current.delete(target.id);
    setBusyIds(new Set(inFlight.current));
  }

  /** The server's refusal (on a list, with the names of those whose ids it gives), or the screen's words. */
  function refusal(error: unknown, targets: readonly DecisionTarget[]): string {
    const message = serverMessage(error);
    if (!message) return screen.failed;
    if (!screen.namesRefused) return message;
    return refusalLine(message, namesOf(targets.filter((target) => message.includes(target.id))));
  }

  function decided(
    line: string,
    answers: readonly DecisionAnswer[],
    targets: readonly DecisionTarget[],
    bulk: boolean,
    stage = false,
  ) {
    onDecided?.(answers, bulk);
    setOutcome(line);
    setFocus({ rowId: bulk ? null : targets[0]!.id, stage });
  }

  async function shortlist(targets: readonly DecisionTarget[], { bulk = false }: DecisionScope = {}) {
    const quiet = screen.quietShortlist;
    if (!begin(targets, !quiet)) return;
    try {
      const answers = await screen.shortlist(client, idsOf(targets));
      if (quiet) onDecided?.(answers, bulk);
      else decided(shortlistedLine(namesOf(targets)), answers, targets, bulk);
    } catch (error) {
      if (quiet) window.alert(screen.failed);
      else setProblem({ view, text: refusal(error, targets) });
    } finally {
      end(targets);
    }
  }

  /**
   * Opens the reject dialog, with the reasons a rejection may give and the e-mail the first of them
   * would get: the one given (a page that has it), or asked for first (the template may have
   * changed since the list was read).
   */
  async function askReject(
    targets: readonly DecisionTarget[],
    { bulk = false, preview }: DecisionScope & { preview?: ApplicationRejectFieldsFragment } = {},
  ) {
    if (!begin(targets, true)) return;
    let failed: string = candidateMessages.previewFailed;
    try {
      const [reasons, shown] = await Promise.all([
        rejectionReasons(client).catch((error: unknown) => {
          failed = stageMessages.reasonsFailed;
          throw error;
        }),
        preview ??
          client
            .query({
              query: ApplicationRejectPreviewDocument,
              variables: { id: targets[0]!.id },
              fetchPolicy: 'network-only',
            })
            .then(({ data }) => {
              if (!data) throw new Error('The rejection e-mail preview answered no data.');
              return data.candidate;
            }),
      ]);
      setRejecting({ targets, bulk, preview: shown, reasons, reason: '', reasonError: null, error: null });
    } catch (error) {
      setProblem({ view, text: serverMessage(error) ?? failed });
    } finally {
      end(targets);
    }
  }

  async function confirmReject() {
    if (!rejecting) return;
    const { targets, bulk, reason } = rejecting;
    if (screen.reasonRequired && !reason) {
      setRejecting((current) => current && { ...current, reasonError: stageMessages.reasonMissing });
      return;
    }
    if (!begin(targets, true)) return;
    setRejecting((current) => current && { ...current, error: null, reasonError: null });
    let answers: readonly DecisionAnswer[];
    try {
      answers = await screen.reject(client, idsOf(targets), reason || null);
    } catch (error) {
      // All or none: nothing changed. The dialog stays open with the reason; its message takes the
      // focus (a reason the list no longer holds is marked on the reason).
      const text = refusal(error, targets);
      const onReason = refusedField(error) === 'reason';
      setRejecting((current) => current && { ...current, ...(onReason ? { reasonError: text } : { error: text }) });
      return;
    } finally {
      end(targets);
    }
    setRejecting(null);
    const dueAts = answers.map((answer) => answer.rejectionEmailDueAt ?? null);
    decided(rejectedLine(namesOf(targets), dueAts), answers, targets, bulk);
  }

  /** Sends a move or a withdrawal: says the outcome, or hands the refusal to `refused`. */
  async function stageChange(
    targets: readonly DecisionTarget[],
    bulk: boolean,
    send: (ids: string[]) => Promise<readonly DecisionAnswer[]>,
    line: string,
    refused: (text: string) => void,
  ): Promise<boolean> {
    if (!begin(targets, true)) return false;
    try {
      decided(line, await send(idsOf(targets)), targets, bulk, true);
      return true;
    } catch (error) {
      refused(refusal(error, targets));
      return false;
    } finally {
      end(targets);
    }
  }

  /** Moves at once (the candidate page's own control); a refusal is the screen's problem line. */
  function moveToStage(targets: readonly DecisionTarget[], stage: StageChoice, { bulk = false }: DecisionScope = {}) {
    return stageChange(
      targets,
      bulk,
      (ids) => moveMany(client, ids, stage.id),
      movedLine(namesOf(targets), stage.name),
      (text) => setProblem({ view, text }),
    );
  }

  /** A refusal of the open move or withdraw dialog keeps it open with the server's words. */
  function keepOpen(text: string) {
    setStaging((current) => current && { ...current, error: text });
  }

  /** Confirms the open move or withdraw dialog; a refusal keeps it open with the server's words. */
  async function confirmStaging(stage?: StageChoice) {
    if (!staging) return;
    const { kind, targets, bulk } = staging;
    setStaging((current) => current && { ...current, error: null });
    const names = namesOf(targets);
    const done =
      kind === 'move' && stage
        ? await stageChange(
            targets,
            bulk,
            (ids) => moveMany(client, ids, stage.id),
            movedLine(names, stage.name),
            keepOpen,
          )
        : await stageChange(targets, bulk, (ids) => withdrawMany(client, ids), withdrawnLine(names), keepOpen);
    if (done) setStaging(null);
  }

  async function undo(target: DecisionTarget) {
    if (!begin([target], true)) return;
    try {
      // Its answer carries the history, so the cache has it already.
      const { data } = await client.mutate({ mutation: ApplicationDecisionUndoDocument, variables: { id: target.id } });
      decided(undoneLine(target.fullName), data ? [data.undoApplicationDecision] : [], [target], false);
    } catch (error) {
      // Once the e-mail has gone the server refuses, saying so.
      setProblem({ view, text: refusal(error, [target]) });
    } finally {
      end([target]);
    }
  }

  const dialog: Omit<RejectDialogProps, 'onConfirm' | 'onCancel'> | null = rejecting && {
    candidates: [rejecting.preview, ...rejecting.targets.slice(1)],
    busy: rejecting.targets.some((target) => busyIds.has(target.id)),
    error: rejecting.error,
    reasons: rejecting.reasons,
    reason: rejecting.reason,
    reasonRequired: screen.reasonRequired,
    reasonError: rejecting.reasonError,
    onReason: (reason: string) => setRejecting((current) => current && { ...current, reason, reasonError: null }),
  };

  const stagingBusy = staging?.targets.some((target) => busyIds.has(target.id)) ?? false;
  const moveDialog: Omit<MoveToStageDialogProps, 'stages'> | null =
    staging?.kind === 'move'
      ? {
          title: moveTitle(namesOf(staging.targets)),
          busy: stagingBusy,
          error: staging.error,
          onConfirm: (stage: StageChoice) => void confirmStaging(stage),
          onCancel: () => setStaging(null),
        }
      : null;
  const withdrawDialog =
    staging?.kind === 'withdraw'
      ? {
          title: withdrawTitle(namesOf(staging.targets)),
          question: withdrawQuestion(staging.targets.length),
          busy: stagingBusy,
          error: staging.error,
          onConfirm: () => void confirmStaging(),
          onCancel: () => setStaging(null),
        }
      : null;

  return {
    /** Applications whose decision is under way. */
    busyIds,
    /** Some decision is under way. */
    working: busyIds.size > 0,
    /** What the last decision did, for the screen's outcome line (a live region). */
    outcome,
    /** The element saying the outcome: it takes the focus after a decision (unless a row's anchor does). */
    outcomeRef,
    /** A screen's stage line (the candidate page's): it takes the focus after a move or a withdrawal. */
    stageRef,
    /** Why the last decision failed (the server's words when it gave them). */
    problem: problem && problem.view === view ? problem.text : null,
    /** The reject dialog's props while it is open. */
    rejectDialog: dialog,
    shortlist,
    askReject,
    confirmReject,
    cancelReject: () => setRejecting(null),
    undo,
    moveToStage,
    /** Opens the move dialog (a stage is chosen there) or the withdraw dialog (asked first). */
    askMove: (targets: readonly DecisionTarget[], { bulk = false }: DecisionScope = {}) =>
      setStaging({ kind: 'move', targets, bulk, error: null }),
    askWithdraw: (targets: readonly DecisionTarget[], { bulk = false }: DecisionScope = {}) =>
      setStaging({ kind: 'withdraw', targets, bulk, error: null }),
    /** The move dialog's props while it is open (the screen adds the stages). */
    moveDialog,
    /** The withdraw dialog's props while it is open. */
    withdrawDialog,
    /** Forgets what the last decision said (the screen shows something else now). */
    clear: () => {
      setOutcome('');
      setProblem(null);
    },
    /** Gives the focus to a row's anchor once the screen has drawn (the control pressed may be gone). */
    focusRow: (rowId: string) => setFocus({ rowId }),
  };
}

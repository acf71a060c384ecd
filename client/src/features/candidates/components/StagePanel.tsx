import './stages.css';

import { type FormEvent, type Ref, useState } from 'react';

import type { ApplicationStageFieldsFragment } from '../../../gql/graphql';
import { stageLine, stageMessages } from '../stage-messages';

import { type StageChoice, StageSelect } from './MoveToStageDialog';

export interface StagePanelProps {
  fullName: string;
  application: ApplicationStageFieldsFragment;
  /** The stages in use, in order; undefined while they load. */
  stages: readonly StageChoice[] | undefined;
  /** A decision or a move is being saved: the buttons refuse another. */
  busy: boolean;
  /** The stage line, which takes the focus after a move or a withdrawal. */
  stageRef: Ref<HTMLParagraphElement>;
  onMove: (stage: StageChoice) => Promise<boolean>;
  onWithdraw: () => void;
}

/**
 * The application's place in the pipeline: its stage (with "Rejected — <reason>" or "Withdrawn"
 * when it left), Move to stage (a select and Move; a withdrawn candidate comes back, a rejected one
 * does not move until the rejection is undone) and Withdraw (asked first).
 */
export function StagePanel({ fullName, application, stages, busy, stageRef, onMove, onWithdraw }: StagePanelProps) {
  const [stageId, setStageId] = useState('');
  const [missing, setMissing] = useState(false);
  const { outcome } = application;
  // In the pipeline, moving to its own stage changes nothing; a withdrawn one may come back to it.
  const choices = stages?.filter((stage) => outcome === 'WITHDRAWN' || stage.id !== application.stage.id);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const stage = choices?.find((item) => item.id === stageId);
    if (!stage) {
      setMissing(true);
      return;
    }
    if (await onMove(stage)) setStageId('');
  }

  return (
    <div className="stage-panel">
      <p ref={stageRef} tabIndex={-1} className="stage-panel__line">
        {stageMessages.stage}: <span className="stage-panel__name">{stageLine(application)}</span>
      </p>
      {outcome === 'REJECTED' ? (
        <p className="stage-panel__hint">{stageMessages.rejectedCannotMove}</p>
      ) : (
        <form className="stage-panel__move" onSubmit={(event) => void submit(event)} noValidate>
          <StageSelect
            value={stageId}
            stages={choices}
            missing={missing}
            onChange={(id) => {
              setStageId(id);
              setMissing(false);
            }}
          />
          <button
            type="submit"
            className="button"
            aria-label={`Move ${fullName} to the chosen stage`}
            aria-disabled={busy || undefined}
          >
            {stageMessages.move}
          </button>
          {!outcome && (
            <button
              type="button"
              className="button"
              aria-label={`Withdraw ${fullName}`}
              aria-disabled={busy || undefined}
              onClick={() => !busy && onWithdraw()}
            >
              {stageMessages.withdraw}
            </button>
          )}
        </form>
      )}
    </div>
  );
}

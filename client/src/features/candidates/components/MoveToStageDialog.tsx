import './stages.css';

import { type FormEvent, useState } from 'react';

import { Dialog } from '../../../components/ui/Dialog';
import { SelectField } from '../../../components/ui/Field';
import { FormMessage } from '../../../components/ui/FormMessage';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { stageMessages } from '../stage-messages';

/** A stage an application can move to. */
export interface StageChoice {
  id: string;
  name: string;
}

export interface MoveToStageDialogProps {
  title: string;
  /** The stages in use, in order; undefined while they load. */
  stages: readonly StageChoice[] | undefined;
  /** The move is being saved. */
  busy: boolean;
  /** Why it was refused (the server's words, with the names of those it names); the focus moves to it. */
  error: string | null;
  onConfirm: (stage: StageChoice) => void;
  onCancel: () => void;
}

/** "Move to stage": the stages given (a prompt first), marked when none was chosen. */
export function StageSelect(props: {
  value: string;
  stages: readonly StageChoice[] | undefined;
  missing: boolean;
  required?: boolean;
  onChange: (stageId: string) => void;
}) {
  return (
    <SelectField
      label={stageMessages.moveTo}
      required={props.required}
      value={props.value}
      error={props.missing ? stageMessages.stageMissing : null}
      onChange={(event) => props.onChange(event.target.value)}
    >
      <option value="">{props.stages ? stageMessages.chooseStage : stageMessages.loadingStages}</option>
      {props.stages?.map((stage) => (
        <option key={stage.id} value={stage.id}>
          {stage.name}
        </option>
      ))}
    </SelectField>
  );
}

/** Moves the selected candidates to the stage chosen here (all or none: the server says which it refused). */
export function MoveToStageDialog({ title, stages, busy, error, onConfirm, onCancel }: MoveToStageDialogProps) {
  const [stageId, setStageId] = useState('');
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const stage = stages?.find((item) => item.id === stageId);
    if (!stage) {
      setMissing(true);
      return;
    }
    onConfirm(stage);
  }

  return (
    <Dialog title={title} onClose={onCancel}>
      <form className="stage-dialog" onSubmit={submit} noValidate>
        <StageSelect
          required
          value={stageId}
          stages={stages}
          missing={missing}
          onChange={(id) => {
            setStageId(id);
            setMissing(false);
          }}
        />
        <div className="stage-dialog__actions">
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
          <SubmitButton busy={busy}>{stageMessages.move}</SubmitButton>
        </div>
      </form>
      <FormMessage tone="error" message={error} />
    </Dialog>
  );
}

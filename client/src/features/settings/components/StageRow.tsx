import { type FormEvent, useState } from 'react';

import { Field } from '../../../components/ui/Field';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import type { PipelineStageFieldsFragment } from '../../../gql/graphql';
import { settingsMessages, STAGE_NAME_MAX_LENGTH } from '../settings-messages';

import { ItemButton, MoveButtons } from './ItemButtons';

/** A stage's control the focus can be given back to once the list shows a change. */
export type StageControl = 'name' | 'rename' | 'up' | 'down' | 'retire' | 'restore';

export interface StageRowProps {
  stage: PipelineStageFieldsFragment;
  /**
   * Its moves while in use: `up` / `down` false at an end (the button stays, aria-disabled, so the
   * focus is kept when the stage reaches it); null when it cannot move at all (Applied).
   */
  moves: { up: boolean; down: boolean } | null;
  /** The rename form is open, with the server's refusal of the last name tried. */
  renaming: { error: string | null } | null;
  busy: boolean;
  onRenameStart: () => void;
  onRenameCancel: () => void;
  onRename: (name: string) => void;
  onMove: (by: -1 | 1) => void;
  onRetire: () => void;
  onRestore: () => void;
  onDelete: () => void;
}

/** The inline rename form: the name (Escape cancels), Save and Cancel. */
function RenameForm({
  stage,
  error,
  busy,
  onRename,
  onCancel,
}: {
  stage: PipelineStageFieldsFragment;
  error: string | null;
  busy: boolean;
  onRename: (name: string) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(stage.name);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) onRename(name);
  }
  return (
    <form
      className="stages__rename"
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <Field
        label={`New name for ${stage.name}`}
        required
        maxLength={STAGE_NAME_MAX_LENGTH}
        value={name}
        error={error}
        data-focus="name"
        onChange={(event) => setName(event.target.value)}
      />
      <div className="stages__tools">
        <SubmitButton busy={busy} className="button">
          Save
        </SubmitButton>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/**
 * One stage: its name (marked when built in) and its buttons, each named with the stage: Rename
 * (opens the name in place), Move up / Move down while in use, Retire or Restore, and Delete (asked
 * first). A built-in stage has neither Retire nor Delete.
 */
export function StageRow(props: StageRowProps) {
  const { stage, moves, renaming, busy } = props;
  if (renaming) {
    return (
      <RenameForm
        stage={stage}
        error={renaming.error}
        busy={busy}
        onRename={props.onRename}
        onCancel={props.onRenameCancel}
      />
    );
  }

  return (
    <div className="stages__row">
      <span className="stages__name">
        {stage.name}
        {stage.key && <span className="stages__built-in"> ({settingsMessages.builtIn})</span>}
      </span>
      <div className="stages__tools">
        <ItemButton label={`Rename ${stage.name}`} focus="rename" busy={busy} onClick={props.onRenameStart}>
          Rename
        </ItemButton>
        {moves && <MoveButtons name={stage.name} up={moves.up} down={moves.down} busy={busy} onMove={props.onMove} />}
        {!stage.key &&
          (stage.retiredAt ? (
            <ItemButton label={`Restore ${stage.name}`} focus="restore" busy={busy} onClick={props.onRestore}>
              Restore
            </ItemButton>
          ) : (
            <ItemButton label={`Retire ${stage.name}`} focus="retire" busy={busy} onClick={props.onRetire}>
              Retire
            </ItemButton>
          ))}
        {!stage.key && (
          <ItemButton label={`Delete ${stage.name}`} busy={busy} danger onClick={props.onDelete}>
            Delete
          </ItemButton>
        )}
      </div>
    </div>
  );
}

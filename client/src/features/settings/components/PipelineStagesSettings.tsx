import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';

import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Field } from '../../../components/ui/Field';
import { FormMessage } from '../../../components/ui/FormMessage';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import {
  PipelineStageAddDocument,
  PipelineStageDeleteDocument,
  type PipelineStageFieldsFragment,
  PipelineStageFieldsFragmentDoc,
  PipelineStageRenameDocument,
  PipelineStageRestoreDocument,
  PipelineStageRetireDocument,
  PipelineStagesDocument,
  PipelineStagesReorderDocument,
} from '../../../gql/graphql';
import { refusedField, serverMessage } from '../../../lib/graphql-errors';
import {
  deleteStageQuestion,
  settingsMessages,
  STAGE_NAME_MAX_LENGTH,
  stageLines,
  STAGES_MAX,
} from '../settings-messages';

import { type StageControl, StageRow } from './StageRow';

type Stage = PipelineStageFieldsFragment;

/** Where the focus goes once the list shows a change: a control of one stage, or the new stage's name. */
type FocusTarget = { stageId: string; control: StageControl } | 'add';

const byPosition = (a: Stage, b: Stage) => a.position - b.position;

/** The list with the stage at `index` moved one place up (-1) or down (1). */
function moved(stages: readonly Stage[], index: number, by: -1 | 1): Stage[] {
  const next = [...stages];
  const [stage] = next.splice(index, 1);
  next.splice(index + by, 0, stage!);
  return next;
}

/** The stages' editor, once they are there: those in use in order, then the retired ones. */
function StagesEditor({ stages }: { stages: readonly Stage[] }) {
  const inUse = stages.filter((stage) => !stage.retiredAt).sort(byPosition);
  const retired = stages.filter((stage) => stage.retiredAt).sort(byPosition);
  const full = inUse.length >= STAGES_MAX;

  const [line, setLine] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<{ id: string; error: string | null } | null>(null);
  const [deleting, setDeleting] = useState<{ stage: Stage; error: string | null } | null>(null);
  const [newName, setNewName] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<FocusTarget | null>(null);
  // After the render that shows the change (the answer reaches the list through the cache).
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    const selector =
      target === 'add' ? '[data-focus="add"]' : `[data-stage="${target.stageId}"] [data-focus="${target.control}"]`;
    const element = root.current?.querySelector<HTMLElement>(selector);
    if (!element) return;
    pendingFocus.current = null;
    element.focus();
  });

  const [add] = useMutation(PipelineStageAddDocument, {
    update(cache, { data }) {
      const stage = data?.addPipelineStage;
      if (!stage) return;
      const ref = cache.writeFragment({ fragment: PipelineStageFieldsFragmentDoc, data: stage });
      // Every list of stages the cache holds ends with it (it is last in the pipeline).
      cache.modify({
        fields: { pipelineStages: (existing) => (Array.isArray(existing) ? [...existing, ref] : existing) },
      });
    },
  });
  // The answers carry each stage's id with its new name, position or retiredAt: the cache updates it.
  const [rename] = useMutation(PipelineStageRenameDocument);
  const [reorder] = useMutation(PipelineStagesReorderDocument);
  const [retire] = useMutation(PipelineStageRetireDocument);
  const [restore] = useMutation(PipelineStageRestoreDocument);
  const [remove] = useMutation(PipelineStageDeleteDocument, {
    update(cache, { data }) {
      if (!data) return;
      cache.evict({ id: cache.identify({ __typename: 'PipelineStage', id: data.deletePipelineStage }) });
      cache.gc();
    },
  });

  /**
   * Runs one change at a time: says what it did and, once the list shows it, gives the focus to
   * `focus`; or says why the server refused it (unless `refused` takes the refusal).
   */
  async function change(
    send: () => Promise<string>,
    { focus, refused }: { focus?: FocusTarget; refused?: (caught: unknown) => boolean } = {},
  ): Promise<boolean> {
    if (busy) return false;
    setBusy(true);
    setError(null);
    setLine(null);
    try {
      const said = await send();
      // Set with the states below, so the render that shows them focuses it.
      if (focus) pendingFocus.current = focus;
      setLine(said);
      return true;
    } catch (caught) {
      if (!refused?.(caught)) setError(serverMessage(caught) ?? settingsMessages.stagesFailed);
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function submitNew(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAddError(null);
    const name = newName;
    const done = await change(
      async () => {
        const { data } = await add({ variables: { name } });
        return stageLines.added(data?.addPipelineStage.name ?? name.trim());
      },
      {
        refused: (caught) => {
          if (refusedField(caught) !== 'name') return false;
          setAddError(serverMessage(caught) ?? settingsMessages.stagesFailed);
          return true;
        },
      },
    );
    if (done) setNewName('');
  }

  async function submitRename(stage: Stage, name: string) {
    const done = await change(
      async () => {
        const { data } = await rename({ variables: { id: stage.id, name } });
        return stageLines.renamed(stage.name, data?.renamePipelineStage.name ?? name.trim());
      },
      {
        focus: { stageId: stage.id, control: 'rename' },
        refused: (caught) => {
          // The field marked invalid takes the focus, so its message is read with it.
          pendingFocus.current = { stageId: stage.id, control: 'name' };
          setRenaming({ id: stage.id, error: serverMessage(caught) ?? settingsMessages.stagesFailed });
          return true;
        },
      },
    );
    if (done) setRenaming(null);
  }

  async function move(index: number, by: -1 | 1) {
    const stage = inUse[index]!;
    const order = moved(inUse, index, by);
    await change(
      async () => {
        await reorder({
          variables: { stageIds: order.map((item) => item.id) },
          // The list moves at once; a refusal puts it back.
          optimisticResponse: {
            reorderPipelineStages: [...order, ...retired].map((item, at) => ({ ...item, position: at + 1 })),
          },
        });
        return stageLines.moved(stage.name, index + by + 1, order.length);
      },
      // Moved nodes may lose the focus: the button pressed takes it back.
      { focus: { stageId: stage.id, control: by < 0 ? 'up' : 'down' } },
    );
  }

  function retireStage(stage: Stage) {
    void change(async () => (await retire({ variables: { id: stage.id } }), stageLines.retired(stage.name)), {
      focus: { stageId: stage.id, control: 'restore' },
    });
  }

  function restoreStage(stage: Stage) {
    void change(async () => (await restore({ variables: { id: stage.id } }), stageLines.restored(stage.name)), {
      focus: { stageId: stage.id, control: 'retire' },
    });
  }

  async function confirmDelete() {
    if (!deleting) return;
    const { stage } = deleting;
    const done = await change(
      async () => (await remove({ variables: { id: stage.id } }), stageLines.deleted(stage.name)),
      {
        focus: 'add',
        refused: (caught) => {
          // A stage that has held applications: the server says to retire it instead.
          setDeleting({ stage, error: serverMessage(caught) ?? settingsMessages.stagesFailed });
          return true;
        },
      },
    );
    if (done) setDeleting(null);
  }

  function row(stage: Stage, moves: { up: boolean; down: boolean } | null) {
    return (
      <li key={stage.id} data-stage={stage.id} className="stages__item">
        <StageRow
          stage={stage}
          moves={moves}
          renaming={renaming?.id === stage.id ? renaming : null}
          busy={busy}
          onRenameStart={() => {
            setRenaming({ id: stage.id, error: null });
            pendingFocus.current = { stageId: stage.id, control: 'name' };
          }}
          onRenameCancel={() => {
            setRenaming(null);
            pendingFocus.current = { stageId: stage.id, control: 'rename' };
          }}
          onRename={(name) => void submitRename(stage, name)}
          onMove={(by) => void move(inUse.indexOf(stage), by)}
          onRetire={() => retireStage(stage)}
          onRestore={() => restoreStage(stage)}
          onDelete={() => setDeleting({ stage, error: null })}
        />
      </li>
    );
  }

  return (
    <div ref={root} className="stages">
      <p className="settings__note">{settingsMessages.stagesIntro}</p>
      <h3 id={`${id}-in-use`}>{settingsMessages.stagesInUse}</h3>
      <ol className="stages__list" aria-labelledby={`${id}-in-use`}>
        {inUse.map((stage, index) =>
          // Applied stays first: it does not move, and nothing moves above it.
          row(stage, stage.key === 'APPLIED' ? null : { up: index > 1, down: index < inUse.length - 1 }),
        )}
      </ol>
      <form className="stages__add" onSubmit={(event) => void submitNew(event)}>
        <Field
          label={settingsMessages.newStage}
          required
          maxLength={STAGE_NAME_MAX_LENGTH}
          value={newName}
          error={addError}
          hint={full ? settingsMessages.stagesFull : undefined}
          data-focus="add"
          onChange={(event) => {
            setNewName(event.target.value);
            setAddError(null);
          }}
        />
        <SubmitButton busy={busy} className="button">
          {settingsMessages.addStage}
        </SubmitButton>
      </form>
      <FormMessage tone="success" message={line} />
      {error && <FormMessage tone="error" message={error} />}
      <h3 id={`${id}-retired`}>{settingsMessages.stagesRetired}</h3>
      <p className="settings__note">{settingsMessages.stagesRetiredNote}</p>
      {retired.length === 0 ? (
        <p>{settingsMessages.noRetiredStages}</p>
      ) : (
        <ul className="stages__list" aria-labelledby={`${id}-retired`}>
          {retired.map((stage) => row(stage, null))}
        </ul>
      )}
      {deleting && (
        <ConfirmDialog
          title={`Delete ${deleting.stage.name}?`}
          confirmLabel="Delete stage"
          danger
          busy={busy}
          error={deleting.error}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        >
          <p>{deleteStageQuestion(deleting.stage.name)}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

/**
 * Settings > Pipeline stages (ADMIN and SUPER_ADMIN; the server enforces ADMIN): the stages in use
 * in order, each renamed in place, moved up or down (Applied stays first), retired or deleted (asked
 * first; the server refuses a stage that has held applications), Add stage, and the retired ones
 * with Restore.
 */
export function PipelineStagesSettings() {
  const { data, error } = useQuery(PipelineStagesDocument, { fetchPolicy: 'network-only' });
  const stages = data?.pipelineStages;
  if (!stages) {
    return error ? (
      <FormMessage tone="error" message={settingsMessages.stagesLoadFailed} />
    ) : (
      <p role="status">{settingsMessages.loading}</p>
    );
  }
  return <StagesEditor stages={stages} />;
}

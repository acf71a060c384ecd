import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';

import { Field } from '../../../components/ui/Field';
import { FormMessage } from '../../../components/ui/FormMessage';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import {
  RejectionReasonsDocument,
  type RejectionReasonsFieldsFragment,
  RejectionReasonsUpdateDocument,
} from '../../../gql/graphql';
import { refusedField, serverMessage } from '../../../lib/graphql-errors';
import {
  lastChangedLine,
  reasonLabel,
  refusedReasonIndex,
  REJECTION_REASON_MAX_LENGTH,
  REJECTION_REASONS_MAX,
  settingsMessages,
} from '../settings-messages';

import { ItemButton, MoveButtons } from './ItemButtons';

/** A reason being edited; `key` stays with it when it moves. */
interface ReasonDraft {
  key: string;
  text: string;
}

/** Where the focus goes once the list shows a change: a control of one reason, or Add reason. */
type FocusTarget = { key: string; control: 'text' | 'up' | 'down' } | 'add';

/** The list, once the reasons are there: it starts from what the server holds. */
function ReasonsForm({ saved }: { saved: RejectionReasonsFieldsFragment }) {
  const [drafts, setDrafts] = useState<ReasonDraft[]>(() =>
    saved.reasons.map((text, index) => ({ key: `saved-${index}`, text })),
  );
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [line, setLine] = useState<string | null>(null);
  const added = useRef(0);
  const form = useRef<HTMLFormElement>(null);
  const pendingFocus = useRef<FocusTarget | null>(null);

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    const selector =
      target === 'add' ? '[data-focus="add"]' : `[data-reason="${target.key}"] [data-focus="${target.control}"]`;
    form.current?.querySelector<HTMLElement>(selector)?.focus();
  });

  // The answer replaces the cached list: "Last changed" and the reject dialogs read it.
  const [update, updating] = useMutation(RejectionReasonsUpdateDocument, {
    update(cache, { data }) {
      if (data)
        cache.writeQuery({ query: RejectionReasonsDocument, data: { rejectionReasons: data.updateRejectionReasons } });
    },
  });

  function edit(next: ReasonDraft[], focus: FocusTarget) {
    pendingFocus.current = focus;
    setDrafts(next);
    setFieldErrors({});
    setLine(null);
  }

  function add() {
    if (drafts.length >= REJECTION_REASONS_MAX) return;
    added.current += 1;
    const draft = { key: `new-${added.current}`, text: '' };
    edit([...drafts, draft], { key: draft.key, control: 'text' });
  }

  function move(index: number, by: -1 | 1) {
    const next = [...drafts];
    const [draft] = next.splice(index, 1);
    next.splice(index + by, 0, draft!);
    edit(next, { key: draft!.key, control: by < 0 ? 'up' : 'down' });
  }

  function remove(index: number) {
    const neighbour = drafts[index + 1] ?? drafts[index - 1];
    edit(
      drafts.filter((_, at) => at !== index),
      neighbour ? { key: neighbour.key, control: 'text' } : 'add',
    );
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (updating.loading) return;
    setError(null);
    setFieldErrors({});
    setLine(null);
    try {
      // Sent as they are, blank ones too, so the server's "Reason 3" is the third field.
      const answer = await update({ variables: { reasons: drafts.map((draft) => draft.text) } });
      const stored = answer.data?.updateRejectionReasons.reasons;
      // The server trims what it stores: the fields show exactly that.
      if (stored?.length === drafts.length)
        setDrafts(drafts.map((draft, index) => ({ ...draft, text: stored[index]! })));
      setLine(settingsMessages.reasonsSaved);
    } catch (caught) {
      const message = serverMessage(caught) ?? settingsMessages.reasonsFailed;
      const index = refusedField(caught) === 'reasons' ? refusedReasonIndex(message) : undefined;
      const draft = index === undefined ? undefined : drafts[index];
      if (draft) {
        // The field marked invalid takes the focus, so its message is read with it.
        pendingFocus.current = { key: draft.key, control: 'text' };
        setFieldErrors({ [draft.key]: message });
      } else {
        setError(message);
      }
    }
  }

  const full = drafts.length >= REJECTION_REASONS_MAX;
  return (
    <>
      <p className="settings__note">{settingsMessages.reasonsIntro}</p>
      <form ref={form} className="settings__form settings__form--wide" onSubmit={(event) => void save(event)}>
        <ol className="reasons__list">
          {drafts.map((draft, index) => {
            const name = reasonLabel(index);
            return (
              <li key={draft.key} data-reason={draft.key} className="reasons__item">
                <Field
                  label={name}
                  maxLength={REJECTION_REASON_MAX_LENGTH}
                  value={draft.text}
                  error={fieldErrors[draft.key]}
                  data-focus="text"
                  onChange={(event) => {
                    const text = event.target.value;
                    setDrafts((list) => list.map((item) => (item.key === draft.key ? { ...item, text } : item)));
                    setLine(null);
                  }}
                />
                <div className="stages__tools">
                  <MoveButtons
                    name={name}
                    up={index > 0}
                    down={index < drafts.length - 1}
                    onMove={(by) => move(index, by)}
                  />
                  <ItemButton label={`Remove ${name}`} off={drafts.length === 1} onClick={() => remove(index)}>
                    Remove
                  </ItemButton>
                </div>
              </li>
            );
          })}
        </ol>
        <p className="settings__note">{lastChangedLine(saved, settingsMessages.reasonsDefault)}</p>
        <div className="settings__two-factor-actions">
          <button type="button" className="button" data-focus="add" aria-disabled={full || undefined} onClick={add}>
            {settingsMessages.addReason}
          </button>
          <SubmitButton busy={updating.loading}>{settingsMessages.saveReasons}</SubmitButton>
        </div>
        {full && <p className="settings__note">{settingsMessages.reasonsFull}</p>}
        <FormMessage tone="success" message={line} />
        {error && <FormMessage tone="error" message={error} />}
      </form>
    </>
  );
}

/**
 * Settings > Rejection reasons (ADMIN and SUPER_ADMIN; the server enforces ADMIN): the reasons the
 * reject dialog offers, in order: each edited in place, moved up or down, removed; Add reason and
 * Save reasons (the server's refusal marks the reason it names).
 */
export function RejectionReasonsSettings() {
  const { data, error } = useQuery(RejectionReasonsDocument, { fetchPolicy: 'network-only' });
  const saved = data?.rejectionReasons;
  if (!saved) {
    return error ? (
      <FormMessage tone="error" message={settingsMessages.reasonsLoadFailed} />
    ) : (
      <p role="status">{settingsMessages.loading}</p>
    );
  }
  return <ReasonsForm saved={saved} />;
}

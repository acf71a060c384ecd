import { useEffect, useId, useRef } from 'react';

import { Field, SelectField, TextAreaField } from '../../../components/ui/Field';
import type { FieldErrors } from '../../../components/ui/form-checks';
import type { JobQuestionKind } from '../../../gql/graphql';
import { jobAdminMessages, QUESTION_KIND_LABELS, questionName } from '../job-admin-messages';
import {
  JOB_QUESTION_LABEL_MAX,
  JOB_QUESTIONS_MAX,
  labelErrorKey,
  moveQuestion,
  newQuestionDraft,
  optionsErrorKey,
  type QuestionDraft,
} from '../job-question-drafts';

type QuestionsUpdate = (questions: readonly QuestionDraft[]) => readonly QuestionDraft[];

export interface JobQuestionsEditorProps {
  questions: readonly QuestionDraft[];
  /** Applies a change to the current list (a state setter takes it as is). */
  onChange: (update: QuestionsUpdate) => void;
  /** The form's own checks, by `labelErrorKey` / `optionsErrorKey`. */
  errors: FieldErrors<string>;
  /** The server's refusal of the questions, shown at the top of the section. */
  refusal?: string;
}

/** Where the focus goes once the list has changed: a control of one question, or Add question. */
type FocusTarget = { key: string; control: 'label' | 'up' | 'down' } | 'add';

/**
 * The job's questions for applicants, in the order the apply form asks them: each in its own
 * group (legend "Question N"), with buttons that move it, remove it, and one that adds a question
 * up to the server's limit. The focus follows the question that moved, goes to a new question's
 * text, and after a removal to the question that took its place (or Add question).
 */
export function JobQuestionsEditor({ questions, onChange, errors, refusal }: JobQuestionsEditorProps) {
  const id = useId();
  const items = useRef(new Map<string, HTMLLIElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<FocusTarget | null>(null);
  const newCount = useRef(0);

  // After the render that shows the change (every render: the list lives in the form's state).
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    if (target === 'add') addButton.current?.focus();
    else items.current.get(target.key)?.querySelector<HTMLElement>(`[data-focus="${target.control}"]`)?.focus();
  });

  const full = questions.length >= JOB_QUESTIONS_MAX;

  function add() {
    if (full) return;
    newCount.current += 1;
    const draft = newQuestionDraft(`new-${newCount.current}`);
    pendingFocus.current = { key: draft.key, control: 'label' };
    onChange((list) => [...list, draft]);
  }

  function move(index: number, by: -1 | 1) {
    const draft = questions[index];
    if (!draft) return;
    pendingFocus.current = { key: draft.key, control: by < 0 ? 'up' : 'down' };
    onChange((list) => moveQuestion(list, index, by));
  }

  function remove(index: number) {
    const next = questions[index + 1] ?? questions[index - 1];
    pendingFocus.current = next ? { key: next.key, control: 'label' } : 'add';
    onChange((list) => list.filter((_, at) => at !== index));
  }

  function edit(key: string, change: Partial<QuestionDraft>) {
    onChange((list) => list.map((draft) => (draft.key === key ? { ...draft, ...change } : draft)));
  }

  const described = [refusal && `${id}-refusal`, `${id}-hint`].filter(Boolean).join(' ');

  return (
    <fieldset className="job-questions" aria-describedby={described}>
      <legend>{jobAdminMessages.questionsLegend}</legend>
      <p id={`${id}-hint`} className="field__hint job-questions__hint">
        {jobAdminMessages.questionsHint}
      </p>
      {refusal && (
        <p id={`${id}-refusal`} className="field__error job-questions__refusal">
          {refusal}
        </p>
      )}
      {questions.length === 0 ? (
        <p className="job-questions__empty">{jobAdminMessages.noQuestions}</p>
      ) : (
        <ol className="job-questions__list">
          {questions.map((draft, index) => (
            <li
              key={draft.key}
              className="job-questions__item"
              ref={(node) => {
                if (node) items.current.set(draft.key, node);
                return () => {
                  items.current.delete(draft.key);
                };
              }}
            >
              <QuestionFields
                draft={draft}
                index={index}
                last={index === questions.length - 1}
                errors={errors}
                onEdit={(change) => edit(draft.key, change)}
                onMove={(by) => move(index, by)}
                onRemove={() => remove(index)}
              />
            </li>
          ))}
        </ol>
      )}
      <div className="job-questions__add">
        <button
          ref={addButton}
          type="button"
          className="button"
          disabled={full}
          aria-describedby={full ? `${id}-full` : undefined}
          onClick={add}
        >
          {jobAdminMessages.addQuestion}
        </button>
        {full && (
          <p id={`${id}-full`} className="field__hint">
            {jobAdminMessages.questionsFull}
          </p>
        )}
      </div>
    </fieldset>
  );
}

interface QuestionFieldsProps {
  draft: QuestionDraft;
  index: number;
  last: boolean;
  errors: FieldErrors<string>;
  onEdit: (change: Partial<QuestionDraft>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** One question's group: its text, kind, Required, options (single choice), and its buttons. */
function QuestionFields({ draft, index, last, errors, onEdit, onMove, onRemove }: QuestionFieldsProps) {
  const requiredId = useId();
  const name = questionName(index);
  const first = index === 0;
  // Named with the question's place ("Move question 2 up"); at an end a move button stays
  // focusable (aria-disabled) so the focus is not lost when the question reaches it.
  const number = <span className="visually-hidden">{` question ${index + 1}`}</span>;

  return (
    <fieldset className="job-questions__question">
      <legend className="visually-hidden">{name}</legend>
      <Field
        label={name}
        maxLength={JOB_QUESTION_LABEL_MAX}
        value={draft.label}
        onChange={(event) => onEdit({ label: event.target.value })}
        error={errors[labelErrorKey(draft)]}
        data-focus="label"
      />
      <div className="job-questions__settings">
        <SelectField
          label={jobAdminMessages.questionKind}
          value={draft.kind}
          onChange={(event) => onEdit({ kind: event.target.value as JobQuestionKind })}
        >
          {Object.entries(QUESTION_KIND_LABELS).map(([kind, label]) => (
            <option key={kind} value={kind}>
              {label}
            </option>
          ))}
        </SelectField>
        <div className="job-questions__required">
          <input
            id={requiredId}
            type="checkbox"
            checked={draft.required}
            onChange={(event) => onEdit({ required: event.target.checked })}
          />
          <label htmlFor={requiredId}>{jobAdminMessages.questionRequired}</label>
        </div>
      </div>
      {draft.kind === 'SINGLE_CHOICE' && (
        <TextAreaField
          label={jobAdminMessages.questionOptions}
          hint={jobAdminMessages.questionOptionsHint}
          rows={4}
          value={draft.options}
          onChange={(event) => onEdit({ options: event.target.value })}
          error={errors[optionsErrorKey(draft)]}
        />
      )}
      <div className="job-questions__tools">
        <button
          type="button"
          className="button"
          data-focus="up"
          aria-disabled={first || undefined}
          onClick={() => !first && onMove(-1)}
        >
          Move{number} up
        </button>
        <button
          type="button"
          className="button"
          data-focus="down"
          aria-disabled={last || undefined}
          onClick={() => !last && onMove(1)}
        >
          Move{number} down
        </button>
        <button type="button" className="button job-questions__remove" onClick={onRemove}>
          Remove{number}
        </button>
      </div>
    </fieldset>
  );
}

import { type FieldErrors, requiredFieldMessage } from '../../components/ui/form-checks';
import type { AdminJobFieldsFragment, JobQuestionInput, JobQuestionKind } from '../../gql/graphql';

import { jobAdminMessages } from './job-admin-messages';
import { textToLines } from './job-lines';

/** The server's limits (server/src/modules/jobs/job-questions.ts), checked here before sending. */
export const JOB_QUESTIONS_MAX = 10;
export const JOB_QUESTION_LABEL_MAX = 300;
const OPTIONS_MIN = 2;
const OPTIONS_MAX = 20;
const OPTION_MAX = 100;

/** One question as the job form holds it: its options as text, one per line. */
export interface QuestionDraft {
  /** The form's own name for the question (its React key, its errors' key); never sent. */
  key: string;
  /** The id of a question the job already has (kept, so its answers stay linked); null for a new one. */
  id: string | null;
  label: string;
  kind: JobQuestionKind;
  required: boolean;
  options: string;
}

/** The error keys of a question's fields (`FieldErrors` by these names). */
export const labelErrorKey = (draft: QuestionDraft) => `${draft.key}.label`;
export const optionsErrorKey = (draft: QuestionDraft) => `${draft.key}.options`;

/** A job's questions as the edit form starts with them; an existing question's key is its id. */
export function questionDrafts(questions: AdminJobFieldsFragment['questions']): QuestionDraft[] {
  return questions.map(({ id, label, kind, required, options }) => ({
    key: id,
    id,
    label,
    kind,
    required,
    options: options.join('\n'),
  }));
}

/** A blank short-text question, optional, under the form's own key. */
export function newQuestionDraft(key: string): QuestionDraft {
  return { key, id: null, label: '', kind: 'SHORT_TEXT', required: false, options: '' };
}

/** The options a question sends: a single-choice one's lines, trimmed, blank ones dropped; else none. */
function optionsOf(draft: QuestionDraft): string[] {
  return draft.kind === 'SINGLE_CHOICE' ? textToLines(draft.options) : [];
}

/** `JobInput.questions`: the whole list in its order, existing questions with their ids. */
export function questionsToInput(drafts: readonly QuestionDraft[]): JobQuestionInput[] {
  return drafts.map((draft) => ({
    ...(draft.id === null ? {} : { id: draft.id }),
    label: draft.label.trim(),
    kind: draft.kind,
    required: draft.required,
    options: optionsOf(draft),
  }));
}

/** What the server would refuse in each question, on the field to fix, before it is asked. */
export function questionErrors(drafts: readonly QuestionDraft[]): FieldErrors<string> {
  const errors: FieldErrors<string> = {};
  for (const draft of drafts) {
    const label = draft.label.trim();
    if (label === '') errors[labelErrorKey(draft)] = requiredFieldMessage('question', 'the');
    else if (label.length > JOB_QUESTION_LABEL_MAX) errors[labelErrorKey(draft)] = jobAdminMessages.questionTooLong;
    const options = optionsOf(draft);
    if (
      draft.kind === 'SINGLE_CHOICE' &&
      (options.length < OPTIONS_MIN ||
        options.length > OPTIONS_MAX ||
        options.some((option) => option.length > OPTION_MAX) ||
        new Set(options.map((option) => option.toLowerCase())).size !== options.length)
    )
      errors[optionsErrorKey(draft)] = jobAdminMessages.optionsRule;
  }
  return errors;
}

/** The list with the question at `index` moved one place up (-1) or down (+1); unchanged at an end. */
export function moveQuestion(drafts: readonly QuestionDraft[], index: number, by: -1 | 1): readonly QuestionDraft[] {
  const target = index + by;
  if (index < 0 || index >= drafts.length || target < 0 || target >= drafts.length) return drafts;
  const moved = [...drafts];
  moved.splice(target, 0, ...moved.splice(index, 1));
  return moved;
}

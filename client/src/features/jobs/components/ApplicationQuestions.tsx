import { ChoiceField, Field } from '../../../components/ui/Field';
import {
  type ApplicationAnswers,
  type ApplicationQuestion,
  QUESTION_ANSWER_MAX_LENGTH,
  questionChoices,
} from '../application';

export interface ApplicationQuestionsProps {
  /** The job's questions, in the job's order. */
  questions: readonly ApplicationQuestion[];
  answers: ApplicationAnswers;
  /** What each question still needs, by question id, once the visitor has tried to send. */
  errors: Partial<Record<string, string>>;
  onAnswer: (questionId: string, answer: string) => void;
}

/**
 * The questions a job asks besides the usual fields: a text question as a text field, a Yes/No or
 * single-choice question as a group of radio buttons. Required ones are marked like every other
 * required field of the form.
 */
export function ApplicationQuestions({ questions, answers, errors, onAnswer }: ApplicationQuestionsProps) {
  return questions.map((question) => {
    const common = {
      label: question.label,
      name: `question-${question.id}`,
      required: question.required,
      error: errors[question.id],
      value: answers[question.id] ?? '',
    };
    return question.kind === 'SHORT_TEXT' ? (
      <Field
        key={question.id}
        {...common}
        maxLength={QUESTION_ANSWER_MAX_LENGTH}
        onChange={(event) => onAnswer(question.id, event.target.value)}
      />
    ) : (
      <ChoiceField
        key={question.id}
        {...common}
        options={questionChoices(question)}
        onChange={(answer) => onAnswer(question.id, answer)}
      />
    );
  });
}

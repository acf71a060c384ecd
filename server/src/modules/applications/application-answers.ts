import { Field, ID, InputType, ObjectType } from 'type-graphql';

import { AppError } from '../../lib/app-error';
import { type JobQuestion, JobQuestionKind, NO, SHORT_ANSWER_MAX, YES } from '../jobs/job-questions';

/** Refused when an answer names a question the job no longer asks (staff changed it meanwhile). */
export const QUESTIONS_CHANGED_MESSAGE =
  'The questions of this job have changed since the form was opened: please reload the page and answer them again.';

@ObjectType({ description: 'A candidate’s answer to one of the job’s questions.', simpleResolvers: true })
export class ApplicationAnswer {
  @Field(() => ID, { description: 'The question’s id (JobQuestion.id).' })
  questionId!: string;

  @Field({ description: 'The question as it was asked when the candidate applied.' })
  question!: string;

  @Field(() => JobQuestionKind, { description: 'The kind of question.' })
  kind!: JobQuestionKind;

  @Field({ description: 'The answer: the text, Yes or No, or the option chosen.' })
  answer!: string;
}

@InputType({ description: 'An answer to one of the job’s questions.' })
export class ApplicationAnswerInput {
  @Field(() => ID, { description: 'The question’s id (Job.questions).' })
  questionId!: string;

  @Field({
    description: `The answer: text (at most ${SHORT_ANSWER_MAX} characters), Yes or No, or one of the options. Blank: not answered.`,
  })
  answer!: string;
}

/**
 * The answers as stored, in the job's order of questions (the unanswered optional ones left out),
 * from what the applicant sent (GraphQL input objects or REST's parsed JSON, so each value's type
 * is checked here too). Each broken rule is refused on `answers`, naming the question.
 */
export function applicationAnswers(
  questions: readonly JobQuestion[],
  inputs: readonly unknown[] | null | undefined,
): ApplicationAnswer[] {
  const given = new Map<string, string>();
  for (const raw of inputs ?? []) {
    const input = (raw ?? {}) as Record<string, unknown>;
    if (typeof input.questionId !== 'string' || typeof input.answer !== 'string')
      throw AppError.badInput('answers', 'Each answer must have a questionId and an answer, both text.');
    if (!questions.some((question) => question.id === input.questionId))
      throw AppError.badInput('answers', QUESTIONS_CHANGED_MESSAGE);
    if (given.has(input.questionId))
      throw AppError.badInput('answers', 'Each question may be answered once: one is answered twice.');
    given.set(input.questionId, input.answer.trim());
  }
  const answers: ApplicationAnswer[] = [];
  for (const question of questions) {
    const text = given.get(question.id) ?? '';
    if (!text) {
      if (question.required) throw AppError.badInput('answers', `Please answer “${question.label}”.`);
      continue;
    }
    answers.push({
      questionId: question.id,
      question: question.label,
      kind: question.kind,
      answer: answerOf(question, text),
    });
  }
  return answers;
}

/** The answer as stored: the text, or the canonical Yes/No or option it names (letter case ignored). */
function answerOf(question: JobQuestion, text: string): string {
  switch (question.kind) {
    case JobQuestionKind.SHORT_TEXT:
      if (text.length > SHORT_ANSWER_MAX)
        throw AppError.badInput(
          'answers',
          `The answer to “${question.label}” must be at most ${SHORT_ANSWER_MAX} characters.`,
        );
      return text;
    case JobQuestionKind.YES_NO: {
      const choice = [YES, NO].find((option) => option.toLowerCase() === text.toLowerCase());
      if (!choice) throw AppError.badInput('answers', `The answer to “${question.label}” must be Yes or No.`);
      return choice;
    }
    case JobQuestionKind.SINGLE_CHOICE: {
      const choice = question.options.find((option) => option.toLowerCase() === text.toLowerCase());
      if (!choice)
        throw AppError.badInput(
          'answers',
          `The answer to “${question.label}” must be one of: ${question.options.join(', ')}.`,
        );
      return choice;
    }
  }
}

import { randomUUID } from 'node:crypto';

import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';

import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/validation';

/** The kinds of question a job can ask its applicants. */
export enum JobQuestionKind {
  SHORT_TEXT = 'SHORT_TEXT',
  YES_NO = 'YES_NO',
  SINGLE_CHOICE = 'SINGLE_CHOICE',
}

registerEnumType(JobQuestionKind, {
  name: 'JobQuestionKind',
  description: 'What kind of answer a job’s question takes.',
  valuesConfig: {
    SHORT_TEXT: { description: `A line of text, at most 1,000 characters.` },
    YES_NO: { description: 'Yes or No.' },
    SINGLE_CHOICE: { description: 'One of the question’s options.' },
  },
});

export const JOB_QUESTIONS_MAX = 10;
export const JOB_QUESTION_LABEL_MAX = 300;
export const JOB_QUESTION_OPTIONS_MAX = 20;
export const JOB_QUESTION_OPTION_MAX = 100;
export const SHORT_ANSWER_MAX = 1000;
/** What interviewers judge when a job names nothing else (Job.scorecardAttributes). */
export const DEFAULT_SCORECARD_ATTRIBUTES = [
  'Relevant experience',
  'Skills for the role',
  'Communication',
  'Motivation',
];
export const SCORECARD_ATTRIBUTES_MAX = 10;
export const SCORECARD_ATTRIBUTE_MAX = 100;

/**
 * A job's scorecard attributes as stored: trimmed, blanks dropped, 1 to 10 different ones of at
 * most 100 characters; otherwise refused on `scorecardAttributes`.
 */
export function scorecardAttributesFrom(values: readonly string[]): string[] {
  const attributes = values.map((value) => value.trim()).filter((value) => value !== '');
  if (
    attributes.length < 1 ||
    attributes.length > SCORECARD_ATTRIBUTES_MAX ||
    attributes.some((value) => value.length > SCORECARD_ATTRIBUTE_MAX) ||
    new Set(attributes.map((value) => value.toLowerCase())).size !== attributes.length
  )
    throw AppError.badInput(
      'scorecardAttributes',
      `scorecardAttributes must be 1 to ${SCORECARD_ATTRIBUTES_MAX} different attributes of at most ${SCORECARD_ATTRIBUTE_MAX} characters.`,
    );
  return attributes;
}

/** How a YES_NO answer is sent and stored. */
export const YES = 'Yes';
export const NO = 'No';

@ObjectType({ description: 'A question a job asks in its apply form (optional or required).', simpleResolvers: true })
export class JobQuestion {
  @Field(() => ID, { description: 'Stable identifier: an answer names its question by it.' })
  id!: string;

  @Field({ description: 'The question as the apply form shows it.' })
  label!: string;

  @Field(() => JobQuestionKind, { description: 'What kind of answer it takes.' })
  kind!: JobQuestionKind;

  @Field({ description: 'Whether an application must answer it.' })
  required!: boolean;

  @Field(() => [String], { description: 'SINGLE_CHOICE: the options, in order; empty for the other kinds.' })
  options!: string[];
}

@InputType({ description: 'A question of a job, as staff write it.' })
export class JobQuestionInput {
  @Field(() => ID, {
    nullable: true,
    description: 'The id of a question the job already has, to keep it (and its answers’ link); left out: a new one.',
  })
  id?: string | null;

  @Field({ description: `The question, 1 to ${JOB_QUESTION_LABEL_MAX} characters.` })
  label!: string;

  @Field(() => JobQuestionKind, { description: 'What kind of answer it takes.' })
  kind!: JobQuestionKind;

  @Field(() => Boolean, { nullable: true, description: 'Whether an application must answer it (default false).' })
  required?: boolean | null;

  @Field(() => [String], {
    nullable: true,
    description: `SINGLE_CHOICE only: 2 to ${JOB_QUESTION_OPTIONS_MAX} distinct options of at most ${JOB_QUESTION_OPTION_MAX} characters.`,
  })
  options?: string[] | null;
}

const KINDS = Object.values(JobQuestionKind).join(', ');

/**
 * A job's questions as stored, from what staff sent (GraphQL input objects, or the REST body's
 * plain objects, so every rule is checked here rather than by decorators): labels and options
 * trimmed, ids kept or made, each broken rule refused on `questions` naming the question.
 */
export function jobQuestionsFrom(inputs: readonly unknown[] | null | undefined): JobQuestion[] {
  const list = inputs ?? [];
  if (list.length > JOB_QUESTIONS_MAX)
    throw AppError.badInput('questions', `A job may ask at most ${JOB_QUESTIONS_MAX} questions.`);
  const ids = new Set<string>();
  return list.map((raw, index) => {
    const where = `Question ${index + 1}`;
    const refuse = (why: string) => AppError.badInput('questions', `${where}: ${why}`);
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw refuse('must be an object.');
    const input = raw as Record<string, unknown>;
    const label = typeof input.label === 'string' ? input.label.trim() : '';
    if (!label || label.length > JOB_QUESTION_LABEL_MAX)
      throw refuse(`the question is required (at most ${JOB_QUESTION_LABEL_MAX} characters).`);
    const kind = input.kind as JobQuestionKind;
    if (!Object.values(JobQuestionKind).includes(kind)) throw refuse(`kind must be one of ${KINDS}.`);
    if (input.required !== undefined && input.required !== null && typeof input.required !== 'boolean')
      throw refuse('required must be true or false.');
    const id = input.id === undefined || input.id === null ? randomUUID() : input.id;
    if (typeof id !== 'string' || !isUuid(id)) throw refuse('id must be the id of one of the job’s questions.');
    if (ids.has(id)) throw refuse('id is given twice.');
    ids.add(id);
    return { id, label, kind, required: input.required === true, options: optionsOf(kind, input.options, refuse) };
  });
}

function optionsOf(kind: JobQuestionKind, value: unknown, refuse: (why: string) => AppError): string[] {
  const given = value ?? [];
  if (!Array.isArray(given) || given.some((option) => typeof option !== 'string'))
    throw refuse('options must be a list of strings.');
  const options = (given as string[]).map((option) => option.trim()).filter((option) => option !== '');
  if (kind !== JobQuestionKind.SINGLE_CHOICE) {
    if (options.length > 0) throw refuse('only a single-choice question has options.');
    return [];
  }
  const rule = `a single-choice question needs 2 to ${JOB_QUESTION_OPTIONS_MAX} different options of at most ${JOB_QUESTION_OPTION_MAX} characters.`;
  if (
    options.length < 2 ||
    options.length > JOB_QUESTION_OPTIONS_MAX ||
    options.some((option) => option.length > JOB_QUESTION_OPTION_MAX) ||
    new Set(options.map((option) => option.toLowerCase())).size !== options.length
  )
    throw refuse(rule);
  return options;
}

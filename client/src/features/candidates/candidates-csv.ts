import type { ApplicationFieldsFragment } from '../../gql/graphql';
import { fileNamePart, toCsv } from '../../lib/csv';

import { NO_STATUS, sourceWords } from './candidates-messages';

export const APPLICANTS_CSV_HEADER = [
  'Full Name',
  'Email',
  'Phone',
  'LinkedIn',
  'Portfolio',
  'Status',
  'Applied At',
  'Source',
] as const;

/** A column of answers to one of the job's questions, headed by the question's words. */
export interface AnswerColumn {
  questionId: string;
  question: string;
}

/**
 * One column per question the candidates answered, keyed by its id, in the order the questions
 * first appear across the candidates (headed by the words they were first seen asked in).
 */
export function answerColumns(candidates: readonly ApplicationFieldsFragment[]): AnswerColumn[] {
  const columns = new Map<string, AnswerColumn>();
  for (const { answers } of candidates) {
    for (const { questionId, question } of answers) {
      if (!columns.has(questionId)) columns.set(questionId, { questionId, question });
    }
  }
  return [...columns.values()];
}

/**
 * One CSV row per applicant, in the header's order; Applied At is the ISO timestamp, Source in
 * words; then the applicant's answer under each of `columns` (empty when they gave none).
 */
export function applicantsCsvRows(
  candidates: readonly ApplicationFieldsFragment[],
  columns: readonly AnswerColumn[] = answerColumns(candidates),
): string[][] {
  return candidates.map((candidate) => {
    const answers = new Map(candidate.answers.map(({ questionId, answer }) => [questionId, answer]));
    return [
      candidate.fullName,
      candidate.email,
      candidate.phone,
      candidate.linkedIn,
      candidate.portfolio,
      candidate.status ?? NO_STATUS,
      candidate.createdAt,
      sourceWords(candidate.sourceKind, candidate.sourceDetail),
      ...columns.map(({ questionId }) => answers.get(questionId) ?? ''),
    ];
  });
}

/**
 * The whole export document: the fixed columns, then one per question answered (see lib/csv.ts for
 * quoting and formula neutralising).
 */
export function applicantsCsv(candidates: readonly ApplicationFieldsFragment[]): string {
  const columns = answerColumns(candidates);
  return toCsv(
    [...APPLICANTS_CSV_HEADER, ...columns.map(({ question }) => question)],
    applicantsCsvRows(candidates, columns),
  );
}

/** `applicants-<job title>-<yyyy-mm-dd>.csv`, the date in the reader's calendar. */
export function applicantsCsvFileName(jobTitle: string, today: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
  return `applicants-${fileNamePart(jobTitle)}-${date}.csv`;
}

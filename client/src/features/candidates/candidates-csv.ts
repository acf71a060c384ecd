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

/** One CSV row per applicant, in the header's order; Applied At is the ISO timestamp, Source in words. */
export function applicantsCsvRows(candidates: readonly ApplicationFieldsFragment[]): string[][] {
  return candidates.map((candidate) => [
    candidate.fullName,
    candidate.email,
    candidate.phone,
    candidate.linkedIn,
    candidate.portfolio,
    candidate.status ?? NO_STATUS,
    candidate.createdAt,
    sourceWords(candidate.sourceKind, candidate.sourceDetail),
  ]);
}

/** The whole export document (see lib/csv.ts for quoting and formula neutralising). */
export function applicantsCsv(candidates: readonly ApplicationFieldsFragment[]): string {
  return toCsv(APPLICANTS_CSV_HEADER, applicantsCsvRows(candidates));
}

/** `applicants-<job title>-<yyyy-mm-dd>.csv`, the date in the reader's calendar. */
export function applicantsCsvFileName(jobTitle: string, today: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
  return `applicants-${fileNamePart(jobTitle)}-${date}.csv`;
}

import type { ApplicationInterviewFieldsFragment, InterviewInput } from '../../../gql/graphql';
import { viewerTimeZone } from '../../../lib/zoned-when';

/** The interview dialog's text fields, as typed (the duration as its select's value). */
export interface InterviewFormValues {
  date: string;
  time: string;
  timeZone: string;
  durationMinutes: string;
  location: string;
  videoUrl: string;
}

/** What the dialog sends: every field, as the API's InterviewInput takes it. */
export type InterviewFormInput = Required<Pick<InterviewInput, 'date' | 'time' | 'timeZone' | 'durationMinutes'>> & {
  location: string;
  videoUrl: string;
  interviewerIds: string[];
};

/** The fields a refusal may name (the API's `extensions.field`), each shown on its own control. */
export type InterviewField = keyof InterviewFormInput;

const FIELDS: readonly InterviewField[] = [
  'date',
  'time',
  'timeZone',
  'durationMinutes',
  'location',
  'videoUrl',
  'interviewerIds',
];

/** The field a refusal names, when the dialog has it (else the refusal is an alert of the dialog's). */
export function interviewField(name: string | undefined): InterviewField | undefined {
  return FIELDS.find((field) => field === name);
}

/** The durations offered, in minutes (the API takes 15 to 480; an interview moved keeps its own). */
export const DURATIONS = [30, 45, 60, 90, 120] as const;

export const DEFAULT_DURATION = 60;

/** The durations to offer: the usual ones, and `current` among them when it is another. */
export function durationChoices(current: number): number[] {
  const all = new Set<number>([...DURATIONS, current]);
  return [...all].sort((a, b) => a - b);
}

let zones: readonly string[] | undefined;

/**
 * The IANA time zones the browser knows, with `wanted` among them (the browser's own zone or an
 * interview's may be an alias, such as UTC, that the canonical list leaves out).
 */
export function timeZoneChoices(wanted: readonly string[]): string[] {
  zones ??= Intl.supportedValuesOf('timeZone');
  const missing = wanted.filter((zone) => zone && !zones!.includes(zone));
  return missing.length > 0 ? [...zones, ...new Set(missing)].sort() : [...zones];
}

/** A new interview's fields: nothing chosen yet, on the viewer's clock, for an hour. */
export function emptyInterviewForm(): InterviewFormValues {
  return {
    date: '',
    time: '',
    timeZone: viewerTimeZone(),
    durationMinutes: String(DEFAULT_DURATION),
    location: '',
    videoUrl: '',
  };
}

/** An interview's fields as it stands, for moving it. */
export function interviewFormOf(interview: ApplicationInterviewFieldsFragment): InterviewFormValues {
  return {
    date: interview.date,
    time: interview.time,
    timeZone: interview.timeZone,
    durationMinutes: String(interview.durationMinutes),
    location: interview.location,
    videoUrl: interview.videoUrl,
  };
}

/** What the form sends: every field (an empty location or link clears it when moving), trimmed. */
export function interviewInput(values: InterviewFormValues, interviewerIds: readonly string[]): InterviewFormInput {
  return {
    date: values.date.trim(),
    time: values.time.trim(),
    timeZone: values.timeZone,
    durationMinutes: Number(values.durationMinutes),
    location: values.location.trim(),
    videoUrl: values.videoUrl.trim(),
    interviewerIds: [...interviewerIds],
  };
}

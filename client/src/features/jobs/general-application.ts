import type { GeneralApplicationInput } from '../../gql/graphql';

import type { SenderValues } from './application';

/** What the "Send us your CV" form holds; the resume is picked separately (a File, not text). */
export interface GeneralApplicationValues extends SenderValues {
  linkedIn: string;
  /** What kind of role the visitor is looking for (optional). */
  message: string;
}

export const emptyGeneralApplication: GeneralApplicationValues = {
  fullName: '',
  email: '',
  phone: '',
  linkedIn: '',
  message: '',
};

/** The longest message the server takes. */
export const GENERAL_MESSAGE_MAX_LENGTH = 2000;

/** "Send us your CV": a page of the public site (server/src/http/public-pages.ts lists it too). */
export const SEND_CV_PATH = '/send-cv';

/** /send-cv's words. */
export const sendCvContent = {
  title: 'Send us your CV',
  lead:
    'No open role that fits you right now? Send us your CV: it goes into our talent pool, and our recruiters ' +
    'contact you when a suitable role comes up.',
  messageLabel: 'What kind of role are you looking for?',
  messageHint: 'Optional: the field, the level, where and how you want to work.',
  submit: 'Send CV',
  uploading: 'Uploading CV',
  browse: 'See the open positions',
  /** The job list's invitation to this page. */
  fromJobList: 'No role that fits?',
} as const;

/** The mutation's input: trimmed, with blank optional fields left out. */
export function toGeneralApplicationInput(values: GeneralApplicationValues): GeneralApplicationInput {
  const optional = (value: string) => value.trim() || undefined;
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    linkedIn: optional(values.linkedIn),
    message: optional(values.message),
  };
}

import { jobAdminMessages } from './job-admin-messages';
import { textToLines } from './job-lines';

/** The server's limits (server/src/modules/jobs/job-questions.ts), checked here before sending. */
const SCORECARD_ATTRIBUTES_MAX = 10;
const SCORECARD_ATTRIBUTE_MAX = 100;

/**
 * What the server rates a new job on when it is sent none (its DEFAULT_SCORECARD_ATTRIBUTES):
 * Post a Job starts with them so staff see what they get, and sends them.
 */
export const DEFAULT_SCORECARD_ATTRIBUTES: readonly string[] = [
  'Relevant experience',
  'Skills for the role',
  'Communication',
  'Motivation',
];

/** What the server would refuse in the attributes (one per line), before it is asked; else undefined. */
export function scorecardAttributesError(text: string): string | undefined {
  const attributes = textToLines(text);
  const refused =
    attributes.length < 1 ||
    attributes.length > SCORECARD_ATTRIBUTES_MAX ||
    attributes.some((attribute) => attribute.length > SCORECARD_ATTRIBUTE_MAX) ||
    new Set(attributes.map((attribute) => attribute.toLowerCase())).size !== attributes.length;
  return refused ? jobAdminMessages.scorecardAttributesRule : undefined;
}

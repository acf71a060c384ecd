import { formatMoment } from '../../lib/format-when';
import { successLine } from '../../lib/success-line';

/** What the settings screen says. */
export const settingsMessages = {
  title: 'Settings and Preferences',
  loading: 'Loading...',
  passwordChanged: 'Password changed successfully!',
  passwordsDiffer: 'The new password and its confirmation do not match.',
  passwordLength: 'Your new password must be 8 to 128 characters long.',
  fallbackError: 'Failed to change the password. Please try again.',
  signOutEverywhereText:
    'Signed in on a computer or phone you no longer use? End every session of your account, this one included: everyone must sign in again with the password.',
  signOutEverywhereFailed: 'Signing out everywhere did not work. Please try again.',
  twoFactorStateOn: 'Two-factor sign-in is on: signing in asks for a code from your authenticator app.',
  twoFactorStateOff: 'Two-factor sign-in is off: signing in asks only for your password.',
  twoFactorOn: successLine('Two-factor sign-in turned on'),
  twoFactorOff: successLine('Two-factor sign-in turned off'),
  recoveryCodesReplaced: successLine('Recovery codes replaced', 'The earlier ones no longer work.'),
  twoFactorFailed: 'That did not work. Please try again.',
  templateIntro:
    'What a rejected candidate is sent, after the delay during which Undo on the candidate’s page cancels it. The placeholders are filled in for each candidate.',
  templateDefault: 'The default wording: nobody has changed it yet.',
  templateSaved: successLine('Rejection e-mail saved'),
  templateReset: successLine('Default wording restored'),
  templateResetQuestion: 'The wording saved now is replaced by the default one, for every rejection from now on.',
  templateFailed: 'The template could not be saved. Please try again.',
  templateLoadFailed: 'Failed to load the rejection e-mail template.',
  stagesIntro:
    'The stages an application goes through, in this order. Applied comes first: new applications land there. Built-in stages can be renamed and moved, not retired or deleted.',
  stagesLoadFailed: 'Failed to load the pipeline stages.',
  stagesFailed: 'The change could not be saved. Please try again.',
  stagesInUse: 'Stages in use',
  stagesRetired: 'Retired stages',
  stagesRetiredNote: 'No application moves into a retired stage; those in it stay until moved.',
  noRetiredStages: 'No retired stages.',
  builtIn: 'built-in',
  stagesFull: 'The pipeline holds its most stages in use: retire one before adding another.',
  newStage: 'New stage',
  addStage: 'Add stage',
  reasonsIntro:
    'The reasons a rejection may give, in the order the reject dialog offers them. Rejections already given keep their words.',
  reasonsDefault: 'The default list: nobody has changed it yet.',
  reasonsSaved: successLine('Rejection reasons saved'),
  reasonsFailed: 'The reasons could not be saved. Please try again.',
  reasonsLoadFailed: 'Failed to load the rejection reasons.',
  addReason: 'Add reason',
  reasonsFull: 'The list holds its most reasons: remove one before adding another.',
  saveReasons: 'Save reasons',
} as const;

/** "Last changed by ada@example.com on 3 March 2025 at 09:30.", or `unchanged` while the default holds. */
export function lastChangedLine(
  changed: { updatedAt?: string | null; updatedBy?: string | null },
  unchanged: string,
): string {
  if (!changed.updatedAt) return unchanged;
  const who = changed.updatedBy ? ` by ${changed.updatedBy}` : '';
  return `Last changed${who} on ${formatMoment(changed.updatedAt)}.`;
}

/** What the stages' live line says after each change. */
export const stageLines = {
  added: (name: string) => successLine(`Stage ${name} added`, 'It is last in the pipeline: move it where it belongs.'),
  renamed: (from: string, to: string) => successLine(`${from} renamed to ${to}`),
  moved: (name: string, place: number, count: number) => `${name} is now stage ${place} of ${count}.`,
  retired: (name: string) => successLine(`${name} retired`, 'No application moves into it; Restore puts it back.'),
  restored: (name: string) => successLine(`${name} restored`),
  deleted: (name: string) => successLine(`${name} deleted`),
};

/** The delete dialog's question. */
export function deleteStageQuestion(name: string): string {
  return `${name} is removed for good. A stage that has held applications cannot be deleted: retire it instead.`;
}

/** The name of a reason's field ("Reason 2"), as the server's refusals number them. */
export function reasonLabel(index: number): string {
  return `Reason ${index + 1}`;
}

/** The reason a refusal of the list names ("Reason 3 is empty." names the third), if it names one. */
export function refusedReasonIndex(message: string): number | undefined {
  const match = /^Reason (\d+)\b/.exec(message);
  return match ? Number(match[1]) - 1 : undefined;
}

/** The server's bounds for a password (server/src/modules/auth/password.ts). */
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../lib/password-rule';

/** The server's bounds for the rejection e-mail template (server/src/modules/settings/rejection-template.ts). */
export const REJECTION_SUBJECT_MAX_LENGTH = 200;
export const REJECTION_BODY_MAX_LENGTH = 5000;

/** The server's bounds for the pipeline (server/src/modules/pipeline/pipeline.service.ts). */
export const STAGE_NAME_MAX_LENGTH = 60;
export const STAGES_MAX = 20;

/** The server's bounds for the rejection reasons (server/src/modules/settings/settings.service.ts). */
export const REJECTION_REASONS_MAX = 30;
export const REJECTION_REASON_MAX_LENGTH = 100;

import type { ApplicationStageFieldsFragment } from '../../gql/graphql';

/**
 * The words of the pipeline's stages on the candidate screens (All candidates' Stage column, filter
 * and bulk moves, the candidate page's stage, the reject dialog's reason).
 */
export const stageMessages = {
  stage: 'Stage',
  anyStage: 'Any stage',
  chosenStage: 'The chosen stage',
  stagesInUse: 'Stages in use',
  retiredStages: 'Retired stages',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  moveSelected: 'Move to stage…',
  withdrawSelected: 'Withdraw selected',
  moveTo: 'Move to stage',
  chooseStage: 'Choose a stage…',
  loadingStages: 'Loading the stages…',
  stageMissing: 'Choose the stage to move to.',
  move: 'Move',
  withdraw: 'Withdraw',
  stagesFailed: 'Failed to load the stages.',
  rejectedCannotMove: 'A rejected candidate does not move: undo the rejection first.',
  reason: 'Reason',
  chooseReason: 'Choose a reason…',
  noReason: 'No reason given',
  reasonMissing: 'Choose why the candidate is rejected.',
  reasonsFailed: 'The rejection reasons could not be loaded. Please try again.',
} as const;

type StageOf = Pick<ApplicationStageFieldsFragment, 'stage' | 'outcome'>;

/** A row's Stage cell: the stage's name, or the outcome that took it out of the pipeline. */
export function stageWords({ stage, outcome }: StageOf): string {
  if (outcome === 'REJECTED') return stageMessages.rejected;
  if (outcome === 'WITHDRAWN') return stageMessages.withdrawn;
  return stage.name;
}

/** The candidate page's stage: "Interview", "Interview (Rejected — Salary expectations)", "Screening (Withdrawn)". */
export function stageLine(application: StageOf & Pick<ApplicationStageFieldsFragment, 'rejectionReason'>): string {
  const { stage, outcome, rejectionReason } = application;
  if (outcome === 'REJECTED') {
    return `${stage.name} (${stageMessages.rejected}${rejectionReason ? ` — ${rejectionReason}` : ''})`;
  }
  if (outcome === 'WITHDRAWN') return `${stage.name} (${stageMessages.withdrawn})`;
  return stage.name;
}

const count = (value: number) => value.toLocaleString('en-US');
const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

export function movedLine(names: readonly string[], stageName: string): string {
  return names.length === 1
    ? `Moved ${names[0]} to ${stageName}.`
    : `Moved ${count(names.length)} candidates to ${stageName}.`;
}

export function withdrawnLine(names: readonly string[]): string {
  return names.length === 1
    ? `Recorded that ${names[0]} withdrew.`
    : `Recorded that ${count(names.length)} candidates withdrew.`;
}

/** Why "Move to stage…" or "Withdraw selected" cannot apply to a selection holding rejected candidates. */
export function stageBlockedByRejected(action: 'Move' | 'Withdraw', rejected: number): string {
  return `${action} is unavailable: ${count(rejected)} selected ${plural(rejected, 'candidate is', 'candidates are')} rejected (undo the rejection first, or unselect ${plural(rejected, 'that candidate', 'them')}).`;
}

/** The move dialog's title. */
export function moveTitle(names: readonly string[]): string {
  return names.length === 1 ? `Move ${names[0]} to another stage` : `Move ${count(names.length)} candidates`;
}

/** The withdraw dialog's title and question. */
export function withdrawTitle(names: readonly string[]): string {
  return names.length === 1 ? `Did ${names[0]} withdraw?` : `Did these ${count(names.length)} candidates withdraw?`;
}

export function withdrawQuestion(total: number): string {
  return total === 1
    ? 'The application leaves the pipeline and reads as Withdrawn; its stage is kept. Moving it to a stage later brings it back. No e-mail is sent.'
    : 'The applications leave the pipeline and read as Withdrawn; their stages are kept. Moving one to a stage later brings it back. No e-mail is sent.';
}

import type { MockLink } from '@apollo/client/testing';

import {
  type ApplicationOutcome,
  ApplicationRejectionReasonsDocument,
  ApplicationStageOptionsDocument,
  type ApplicationStatus,
} from '../../../client/src/gql/graphql';

/** A pipeline stage as the candidate screens ask for it. */
export interface StageData {
  id: string;
  name: string;
  position: number;
  retiredAt: string | null;
}

const stageId = (n: number) => `7a0c0000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const APPLIED: StageData = { id: stageId(1), name: 'Applied', position: 1, retiredAt: null };
export const SCREENING: StageData = { id: stageId(2), name: 'Screening', position: 2, retiredAt: null };
export const SHORTLISTED: StageData = { id: stageId(3), name: 'Shortlisted', position: 3, retiredAt: null };
export const INTERVIEW: StageData = { id: stageId(4), name: 'Interview', position: 4, retiredAt: null };
/** A retired stage: offered by the Stage filter, never as a move. */
export const PHONE_SCREEN: StageData = {
  id: stageId(9),
  name: 'Phone screen',
  position: 9,
  retiredAt: '2025-01-10T09:00:00.000Z',
};

export const STAGES = [APPLIED, SCREENING, SHORTLISTED, INTERVIEW, PHONE_SCREEN];

/** The pipeline's stages (retired ones last), answered as often as asked. */
export function stageOptionsMock(stages: StageData[] = STAGES): MockLink.MockedResponse {
  return {
    request: { query: ApplicationStageOptionsDocument },
    result: { data: { pipelineStages: stages.map((stage) => ({ __typename: 'PipelineStage', ...stage })) } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export const REASONS = ['Not enough experience', 'Salary expectations', 'Position closed or filled'];
/** The reason the tests' rejections give. */
export const REASON = 'Salary expectations';

/** The reasons a rejection may give, answered as often as asked. */
export function reasonsMock(reasons: string[] = REASONS): MockLink.MockedResponse {
  return {
    request: { query: ApplicationRejectionReasonsDocument },
    result: { data: { rejectionReasons: { __typename: 'RejectionReasons', reasons } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** Where an application stands in the pipeline, as every answer about it carries it. */
export interface StagePlace {
  stage?: Pick<StageData, 'id' | 'name'>;
  outcome?: ApplicationOutcome | null;
  rejectionReason?: string | null;
  withdrawnAt?: string | null;
  stageEnteredAt?: string;
}

/**
 * The stage fields of an application: those given, else what its status implies (Shortlisted at the
 * Shortlisted stage, Rejected as the outcome, else Applied).
 */
export function stageFields(status: ApplicationStatus | null, place: StagePlace = {}) {
  const stage = place.stage ?? (status === 'Shortlisted' ? SHORTLISTED : APPLIED);
  return {
    stage: { __typename: 'PipelineStage', id: stage.id, name: stage.name },
    stageEnteredAt: place.stageEnteredAt ?? '2025-03-01T12:00:00.000Z',
    outcome: place.outcome !== undefined ? place.outcome : status === 'Rejected' ? 'REJECTED' : null,
    rejectionReason: place.rejectionReason ?? null,
    withdrawnAt: place.withdrawnAt ?? null,
  };
}

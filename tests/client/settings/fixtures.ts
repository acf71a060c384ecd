import type { MockLink } from '@apollo/client/testing';
import { createElement } from 'react';

import { SettingsPage } from '../../../client/src/features/settings/SettingsPage';
import {
  type PipelineStageKey,
  PipelineStagesDocument,
  RejectionReasonsDocument,
  RejectionTemplateDocument,
  type Role,
  TwoFactorStatusDocument,
} from '../../../client/src/gql/graphql';
import { meMock } from '../../helpers/me-mock';
import { renderApp } from '../../helpers/render-app';

export const PLACEHOLDERS = ['{candidateName}', '{jobTitle}'];

export const DEFAULT_TEMPLATE = {
  subject: 'Your application: {jobTitle}',
  body: 'Dear {candidateName},\n\nThank you for applying for {jobTitle}.',
};

/** The rejection e-mail template as the server answers it. */
export function template(fields: {
  subject: string;
  body: string;
  updatedAt?: string | null;
  updatedBy?: string | null;
}) {
  return {
    __typename: 'RejectionEmailTemplate',
    placeholders: PLACEHOLDERS,
    updatedAt: null,
    updatedBy: null,
    ...fields,
  };
}

/**
 * The template query the Settings page runs for ADMIN and SUPER_ADMIN (its "Rejection e-mail"
 * panel); tests of the page's other panels answer it too.
 */
export function templateMock(fields: Parameters<typeof template>[0] = DEFAULT_TEMPLATE): MockLink.MockedResponse {
  return {
    request: { query: RejectionTemplateDocument },
    result: { data: { rejectionEmailTemplate: template(fields) } },
  };
}

/** A pipeline stage as Settings asks for it. */
export interface StageData {
  id: string;
  name: string;
  position: number;
  key: PipelineStageKey | null;
  retiredAt: string | null;
}

const stageId = (n: number) => `7a0c0000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const APPLIED: StageData = { id: stageId(1), name: 'Applied', position: 1, key: 'APPLIED', retiredAt: null };
export const SCREENING: StageData = { id: stageId(2), name: 'Screening', position: 2, key: null, retiredAt: null };
export const SHORTLISTED: StageData = {
  id: stageId(3),
  name: 'Shortlisted',
  position: 3,
  key: 'SHORTLISTED',
  retiredAt: null,
};
export const INTERVIEW: StageData = { id: stageId(4), name: 'Interview', position: 4, key: null, retiredAt: null };
export const PHONE_SCREEN: StageData = {
  id: stageId(9),
  name: 'Phone screen',
  position: 9,
  key: null,
  retiredAt: '2025-01-10T09:00:00.000Z',
};

export const STAGES = [APPLIED, SCREENING, SHORTLISTED, INTERVIEW, PHONE_SCREEN];

export function stageData(stage: StageData) {
  return { __typename: 'PipelineStage', ...stage };
}

/** Every stage, retired ones too, as the Settings panel asks for them. */
export function stagesMock(stages: StageData[] = STAGES): MockLink.MockedResponse {
  return {
    request: { query: PipelineStagesDocument },
    result: { data: { pipelineStages: stages.map(stageData) } },
  };
}

export const DEFAULT_REASONS = ['Not enough experience', 'Salary expectations', 'Position closed or filled'];

/** The rejection reasons as the server answers them. */
export function reasons(fields: { reasons: string[]; updatedAt?: string | null; updatedBy?: string | null }) {
  return { __typename: 'RejectionReasons', updatedAt: null, updatedBy: null, ...fields };
}

export function reasonsMock(list: string[] = DEFAULT_REASONS): MockLink.MockedResponse {
  return {
    request: { query: RejectionReasonsDocument },
    result: { data: { rejectionReasons: reasons({ reasons: list }) } },
  };
}

/** What the Settings page asks for ADMIN and SUPER_ADMIN: the template, the stages and the reasons. */
export function adminPanelsMocks(): MockLink.MockedResponse[] {
  return [templateMock(), stagesMock(), reasonsMock()];
}

/** Two-factor sign-in is off (every panel of the page is shown with it). */
export const twoFactorOffMock: MockLink.MockedResponse = {
  request: { query: TwoFactorStatusDocument },
  result: { data: { me: { __typename: 'User', id: 'user-1', twoFactorEnabled: false } } },
};

/** The Settings page, signed in with `role` (its `me` and two-factor state answered), its panels answered by `mocks`. */
export function renderSettingsPage(role: Role, mocks: MockLink.MockedResponse[]) {
  return renderApp(createElement(SettingsPage), { role, mocks: [twoFactorOffMock, meMock(role), ...mocks] });
}

import type { TestServer } from '../../helpers/test-server';

import { applicant, applyByForm } from './application-fixtures';

export const PIPELINE_FIELDS = 'id status rejectionEmailDueAt job { id title }';
export const REJECT = `mutation ApplicationReject($id: ID!) { rejectApplication(id: $id) { ${PIPELINE_FIELDS} } }`;
export const UNDO = `mutation ApplicationUndo($id: ID!) { undoApplicationDecision(id: $id) { ${PIPELINE_FIELDS} } }`;
export const SHORTLIST_MANY = `mutation ApplicationsShortlist($ids: [ID!]!) {
  shortlistApplications(ids: $ids) { ${PIPELINE_FIELDS} }
}`;
export const REJECT_MANY = `mutation ApplicationsReject($ids: [ID!]!) {
  rejectApplications(ids: $ids) { ${PIPELINE_FIELDS} }
}`;
export const HISTORY = `query ApplicationHistory($id: ID!) {
  application(id: $id) { id status activity { id kind actorId actorLabel at details } }
}`;
export const TEMPLATE = `query RejectionTemplate { rejectionEmailTemplate { subject body placeholders updatedBy } }`;
export const UPDATE_TEMPLATE = `mutation RejectionTemplateUpdate($input: RejectionTemplateInput!) {
  updateRejectionEmailTemplate(input: $input) { subject body updatedBy }
}`;

export interface PipelineView {
  id: string;
  status: 'Shortlisted' | 'Rejected' | null;
  rejectionEmailDueAt: string | null;
  job: { id: string; title: string };
}

export interface ActivityView {
  id: string;
  kind: string;
  actorId: string | null;
  actorLabel: string;
  at: string;
  details: string;
}

/** Applies to a job through REST and answers the application's id. */
export async function newApplication(
  t: TestServer,
  jobId: string,
  fields: Record<string, string> = applicant(),
): Promise<string> {
  const answer = await applyByForm(t, jobId, fields);
  if (answer.status !== 200) throw new Error(`Could not apply: ${answer.status}`);
  return String(answer.body.id);
}

/** The kinds of an application's history, newest first. */
export async function historyKinds(t: TestServer, token: string, id: string): Promise<string[]> {
  const answer = await t.gql<{ application: { activity: ActivityView[] } }>(HISTORY, { id }, token);
  return answer.data!.application.activity.map((line) => line.kind);
}

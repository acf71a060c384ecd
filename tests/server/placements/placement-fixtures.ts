import { AuditAction } from '../../../server/src/modules/audit/audit-action';
import { AuditEntry } from '../../../server/src/modules/audit/audit-entry.entity';
import { BUILT_IN_STAGE_IDS } from '../../../server/src/modules/pipeline/pipeline-stage.entity';
import type { TestServer } from '../../helpers/test-server';

export const PLACED = BUILT_IN_STAGE_IDS.PLACED;
/** The default pipeline's Offer stage (seeded with a fixed id). */
export const OFFER = '5f1c0000-0000-4000-8000-000000000006';

export const PLACEMENT_FIELDS =
  'id recordedAt startDate salary currency feeKind feePercent fee guaranteeDays guaranteeEndsOn invoiceStatus';
export const APPLICATION_PLACEMENT = `query ApplicationPlacement($id: ID!) {
  application(id: $id) { id status withdrawnAt stage { id } placement { ${PLACEMENT_FIELDS} application { id fullName job { title } } } }
}`;
export const MOVE = `mutation Move($ids: [ID!]!, $stageId: ID!) { moveApplicationsToStage(ids: $ids, stageId: $stageId) { id } }`;
export const WITHDRAW = `mutation Withdraw($ids: [ID!]!) { withdrawApplications(ids: $ids) { id } }`;
export const UPDATE = `mutation PlacementUpdate($applicationId: ID!, $input: PlacementInput!) {
  updatePlacement(applicationId: $applicationId, input: $input) { ${PLACEMENT_FIELDS} }
}`;
export const LIST = `query Placements($clientId: ID, $from: DateTimeISO, $to: DateTimeISO, $first: Int, $after: String) {
  placements(clientId: $clientId, from: $from, to: $to, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id recordedAt fee application { id fullName job { id title } } } }
  }
}`;

export interface PlacementView {
  id: string;
  recordedAt: string;
  startDate: string | null;
  salary: number | null;
  currency: string | null;
  feeKind: 'PERCENT' | 'FIXED' | null;
  feePercent: number | null;
  fee: number | null;
  guaranteeDays: number | null;
  guaranteeEndsOn: string | null;
  invoiceStatus: 'NOT_INVOICED' | 'INVOICED' | 'PAID';
  application: { id: string };
}

/** The application's placement as a recruiter reads it (null when it has none). */
export async function placementOf(t: TestServer, token: string, id: string): Promise<PlacementView | null> {
  const answer = await t.gql<{ application: { placement: PlacementView | null } }>(
    APPLICATION_PLACEMENT,
    { id },
    token,
  );
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data!.application.placement;
}

/** The placement audit entries about an application, oldest first. */
export async function placementAudit(t: TestServer, applicationId: string) {
  const entries = await t.orm.em.fork().find(
    AuditEntry,
    {
      subjectId: applicationId,
      action: {
        $in: [AuditAction.PLACEMENT_RECORDED, AuditAction.PLACEMENT_UPDATED, AuditAction.PLACEMENT_REMOVED],
      },
    },
    { orderBy: { id: 'asc' } },
  );
  return entries.map(({ action, subjectType, actorLabel, details }) => ({ action, subjectType, actorLabel, details }));
}

import 'reflect-metadata';

import { printSchemaWithDirectives } from '@graphql-tools/utils';
import { assertValidSchema, defaultFieldResolver, type GraphQLSchema, lexicographicSortSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';

import { validateInput } from '../lib/validation';
import { ApiKeyResolver } from '../modules/api-keys/api-key.resolver';
import { ApplicationFieldsResolver, ApplicationResolver } from '../modules/applications/application.resolver';
import {
  ApplicationPipelineResolver,
  ApplicationStageResolver,
} from '../modules/applications/application-pipeline.resolver';
import { AuditEntryNamesResolver, AuditResolver } from '../modules/audit/audit.resolver';
import { AuthResolver } from '../modules/auth/auth.resolver';
import {
  ApplicationClientFeedbackResolver,
  ClientShortlistFieldsResolver,
  ClientShortlistResolver,
} from '../modules/client-shortlists/client-shortlist.resolver';
import {
  ClientContactFieldsResolver,
  ClientFieldsResolver,
  ClientResolver,
  JobClientFieldsResolver,
} from '../modules/clients/client.resolver';
import { ContactResolver } from '../modules/contact/contact.resolver';
import { EventResolver } from '../modules/events/event.resolver';
import {
  ApplicationInterviewsResolver,
  InterviewFieldsResolver,
  InterviewResolver,
} from '../modules/interviews/interview.resolver';
import { JobAlertResolver } from '../modules/job-alerts/job-alert.resolver';
import { JobFieldsResolver, JobResolver } from '../modules/jobs/job.resolver';
import { JoinUsResolver } from '../modules/join-us/join-us.resolver';
import { PersonResolver } from '../modules/personal-data/person.resolver';
import { PipelineResolver } from '../modules/pipeline/pipeline.resolver';
import { ApplicationPlacementResolver, PlacementResolver } from '../modules/placements/placement.resolver';
import { RegistrationResolver } from '../modules/registrations/registration.resolver';
import { ReportResolver } from '../modules/reports/report.resolver';
import { SettingsResolver } from '../modules/settings/settings.resolver';
import { SiteContentResolver } from '../modules/site-content/site-content.resolver';
import { TalentPoolEntryFieldsResolver, TalentPoolResolver } from '../modules/talent-pool/talent-pool.resolver';
import { UserResolver } from '../modules/users/user.resolver';
import { WebhookResolver } from '../modules/webhooks/webhook.resolver';

import { assertEveryRootFieldGuarded, declareAuthDirectives, enforceAuthDirectives } from './directives/auth.directive';
import { mapResolverErrors } from './errors';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const RESOLVERS: NonEmptyArray<Function> = [
  AuthResolver,
  UserResolver,
  JobResolver,
  JobFieldsResolver,
  JobClientFieldsResolver,
  ClientResolver,
  ClientFieldsResolver,
  ClientContactFieldsResolver,
  JoinUsResolver,
  ContactResolver,
  JobAlertResolver,
  ApplicationResolver,
  ApplicationFieldsResolver,
  ApplicationPipelineResolver,
  ApplicationStageResolver,
  PipelineResolver,
  InterviewResolver,
  InterviewFieldsResolver,
  ApplicationInterviewsResolver,
  EventResolver,
  RegistrationResolver,
  ReportResolver,
  ApiKeyResolver,
  WebhookResolver,
  PersonResolver,
  AuditResolver,
  AuditEntryNamesResolver,
  SettingsResolver,
  TalentPoolResolver,
  TalentPoolEntryFieldsResolver,
  ClientShortlistResolver,
  ClientShortlistFieldsResolver,
  ApplicationClientFeedbackResolver,
  PlacementResolver,
  ApplicationPlacementResolver,
  SiteContentResolver,
];

/** Builds the product's one GraphQL schema: resolvers, validation, and the @auth/@public guards. */
export async function buildAppSchema(): Promise<GraphQLSchema> {
  const built = await buildSchema({
    resolvers: RESOLVERS,
    validate: false,
    // type-graphql checks its schema by running the whole introspection query over it (about a
    // quarter of a second of CPU at every start); the final schema is validated below instead.
    skipCheck: true,
    // Input classes (not plain objects or scalars) carry class-validator rules.
    validateFn: async (value) => {
      if (value !== null && typeof value === 'object' && !Array.isArray(value) && value.constructor !== Object) {
        await validateInput(value);
      }
    },
  });
  const schema = declareAuthDirectives(built);
  assertEveryRootFieldGuarded(schema);
  const guarded = mapResolverErrors(enforceAuthDirectives(schema, defaultFieldResolver));
  // The same rules graphql-js applies before the first query (it keeps the verdict on the schema).
  assertValidSchema(guarded);
  return guarded;
}

/** The committed `schema.graphql`: sorted, with directives (type-graphql's own printer drops them). */
export function printAppSchema(schema: GraphQLSchema): string {
  return `${printSchemaWithDirectives(lexicographicSortSchema(schema))}\n`;
}

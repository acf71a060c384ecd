/* eslint-disable @typescript-eslint/no-require-imports -- each migration is required when the migrator runs (see MIGRATIONS) */
import type { MigrationObject } from '@mikro-orm/core';

/** A migration by name, and how to load its class: the file that exports a class of that name. */
export interface MigrationEntry {
  name: string;
  load(): MigrationObject;
}

function migration(name: string, requireFile: () => unknown): MigrationEntry {
  return {
    name,
    load: () => {
      const migrationClass = (requireFile() as Record<string, MigrationObject['class'] | undefined>)[name];
      if (!migrationClass) throw new Error(`The migration file of ${name} exports no class of that name`);
      return { name, class: migrationClass };
    },
  };
}

/**
 * Every migration, oldest first. `npm run db:migration:create` writes a new file; add it here.
 * Listed by name with a `require` each, not imported: every migration extends @mikro-orm/migrations'
 * class, which brings the migrator's tooling (about 200 modules), and a start on an up-to-date
 * database compares names only (db/migration-state.ts).
 */
export const MIGRATIONS: readonly MigrationEntry[] = [
  migration('Migration20261122203056', () => require('./Migration20261122203056')),
  migration('Migration20261122210000Outbox', () => require('./Migration20261122210000Outbox')),
  migration('Migration20261122210100Jobs', () => require('./Migration20261122210100Jobs')),
  migration('Migration20261122210200Applications', () => require('./Migration20261122210200Applications')),
  migration('Migration20261122210300Events', () => require('./Migration20261122210300Events')),
  migration('Migration20261123090624JobSearchText', () => require('./Migration20261123090624JobSearchText')),
  migration('Migration20261123130000JobSearchLowercase', () => require('./Migration20261123130000JobSearchLowercase')),
  migration('Migration20261123130100JobCount', () => require('./Migration20261123130100JobCount')),
  migration('Migration20261125074749Integrations', () => require('./Migration20261125074749Integrations')),
  migration('Migration20261125080000Audit', () => require('./Migration20261125080000Audit')),
  migration('Migration20261125080000EventSeats', () => require('./Migration20261125080000EventSeats')),
  migration('Migration20261125081000PublicForms', () => require('./Migration20261125081000PublicForms')),
  migration('Migration20261125081000StaffAccounts', () => require('./Migration20261125081000StaffAccounts')),
  migration('Migration20261125105010TwoFactor', () => require('./Migration20261125105010TwoFactor')),
  migration('Migration20261125140000JobFacts', () => require('./Migration20261125140000JobFacts')),
  migration('Migration20261125160000JobAlerts', () => require('./Migration20261125160000JobAlerts')),
  migration('Migration20261125170000JobSearchSpaces', () => require('./Migration20261125170000JobSearchSpaces')),
  migration('Migration20261125180000Pipeline', () => require('./Migration20261125180000Pipeline')),
  migration('Migration20261127000050SessionsValidFrom', () => require('./Migration20261127000050SessionsValidFrom')),
  migration('Migration20261127000100PersonalData', () => require('./Migration20261127000100PersonalData')),
  migration('Migration20261127000200KeyControl', () => require('./Migration20261127000200KeyControl')),
  migration('Migration20261127000400HeldSubmissions', () => require('./Migration20261127000400HeldSubmissions')),
  migration('Migration20261127000600Sessions', () => require('./Migration20261127000600Sessions')),
  migration('Migration20261127000700TwoFactorSecrets', () => require('./Migration20261127000700TwoFactorSecrets')),
  migration('Migration20261127000710TwoFactorReset', () => require('./Migration20261127000710TwoFactorReset')),
  migration('Migration20261127120000WebhookClaims', () => require('./Migration20261127120000WebhookClaims')),
  migration('Migration20261127121000WebhookSecretRotation', () =>
    require('./Migration20261127121000WebhookSecretRotation'),
  ),
  migration('Migration20261128080000JobApplicationCounts', () =>
    require('./Migration20261128080000JobApplicationCounts'),
  ),
  migration('Migration20261128120000ResumeText', () => require('./Migration20261128120000ResumeText')),
  migration('Migration20261128130000ApplicationSource', () => require('./Migration20261128130000ApplicationSource')),
  migration('Migration20261128180000JobQuestions', () => require('./Migration20261128180000JobQuestions')),
  migration('Migration20261128190000AddedByStaff', () => require('./Migration20261128190000AddedByStaff')),
  migration('Migration20261128200000Interviews', () => require('./Migration20261128200000Interviews')),
  migration('Migration20261128210000Scorecards', () => require('./Migration20261128210000Scorecards')),
  migration('Migration20261128213000PipelineStages', () => require('./Migration20261128213000PipelineStages')),
  migration('Migration20261128220000TalentPool', () => require('./Migration20261128220000TalentPool')),
  migration('Migration20261129000000Clients', () => require('./Migration20261129000000Clients')),
  migration('Migration20261129001000Placements', () => require('./Migration20261129001000Placements')),
  migration('Migration20261129002000ClientShortlists', () => require('./Migration20261129002000ClientShortlists')),
  migration('Migration20261129009000ClientAuditActions', () => require('./Migration20261129009000ClientAuditActions')),
  migration('Migration20261129101000SiteContent', () => require('./Migration20261129101000SiteContent')),
  migration('Migration20261130000000InterviewerIndex', () => require('./Migration20261130000000InterviewerIndex')),
];

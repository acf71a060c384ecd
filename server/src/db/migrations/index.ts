import type { MigrationObject } from '@mikro-orm/core';

import { Migration20261122203056 } from './Migration20261122203056';
import { Migration20261122210000Outbox } from './Migration20261122210000Outbox';
import { Migration20261122210100Jobs } from './Migration20261122210100Jobs';
import { Migration20261122210200Applications } from './Migration20261122210200Applications';
import { Migration20261122210300Events } from './Migration20261122210300Events';
import { Migration20261123090624JobSearchText } from './Migration20261123090624JobSearchText';
import { Migration20261123130000JobSearchLowercase } from './Migration20261123130000JobSearchLowercase';
import { Migration20261123130100JobCount } from './Migration20261123130100JobCount';
import { Migration20261125074749Integrations } from './Migration20261125074749Integrations';
import { Migration20261125080000Audit } from './Migration20261125080000Audit';
import { Migration20261125080000EventSeats } from './Migration20261125080000EventSeats';
import { Migration20261125081000PublicForms } from './Migration20261125081000PublicForms';
import { Migration20261125081000StaffAccounts } from './Migration20261125081000StaffAccounts';
import { Migration20261125105010TwoFactor } from './Migration20261125105010TwoFactor';
import { Migration20261125140000JobFacts } from './Migration20261125140000JobFacts';
import { Migration20261125160000JobAlerts } from './Migration20261125160000JobAlerts';
import { Migration20261125170000JobSearchSpaces } from './Migration20261125170000JobSearchSpaces';
import { Migration20261125180000Pipeline } from './Migration20261125180000Pipeline';
import { Migration20261127000050SessionsValidFrom } from './Migration20261127000050SessionsValidFrom';
import { Migration20261127000100PersonalData } from './Migration20261127000100PersonalData';
import { Migration20261127000200KeyControl } from './Migration20261127000200KeyControl';
import { Migration20261127000400HeldSubmissions } from './Migration20261127000400HeldSubmissions';
import { Migration20261127000600Sessions } from './Migration20261127000600Sessions';
import { Migration20261127000700TwoFactorSecrets } from './Migration20261127000700TwoFactorSecrets';
import { Migration20261127000710TwoFactorReset } from './Migration20261127000710TwoFactorReset';
import { Migration20261127120000WebhookClaims } from './Migration20261127120000WebhookClaims';

/** Every migration, oldest first. `npm run db:migration:create` writes a new file; add it here. */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122203056', class: Migration20261122203056 },
  { name: 'Migration20261122210000Outbox', class: Migration20261122210000Outbox },
  { name: 'Migration20261122210100Jobs', class: Migration20261122210100Jobs },
  { name: 'Migration20261122210200Applications', class: Migration20261122210200Applications },
  { name: 'Migration20261122210300Events', class: Migration20261122210300Events },
  { name: 'Migration20261123090624JobSearchText', class: Migration20261123090624JobSearchText },
  { name: 'Migration20261123130000JobSearchLowercase', class: Migration20261123130000JobSearchLowercase },
  { name: 'Migration20261123130100JobCount', class: Migration20261123130100JobCount },
  { name: 'Migration20261125074749Integrations', class: Migration20261125074749Integrations },
  { name: 'Migration20261125080000Audit', class: Migration20261125080000Audit },
  { name: 'Migration20261125080000EventSeats', class: Migration20261125080000EventSeats },
  { name: 'Migration20261125081000PublicForms', class: Migration20261125081000PublicForms },
  { name: 'Migration20261125081000StaffAccounts', class: Migration20261125081000StaffAccounts },
  { name: 'Migration20261125105010TwoFactor', class: Migration20261125105010TwoFactor },
  { name: 'Migration20261125140000JobFacts', class: Migration20261125140000JobFacts },
  { name: 'Migration20261125160000JobAlerts', class: Migration20261125160000JobAlerts },
  { name: 'Migration20261125170000JobSearchSpaces', class: Migration20261125170000JobSearchSpaces },
  { name: 'Migration20261125180000Pipeline', class: Migration20261125180000Pipeline },
  { name: 'Migration20261127000050SessionsValidFrom', class: Migration20261127000050SessionsValidFrom },
  { name: 'Migration20261127000100PersonalData', class: Migration20261127000100PersonalData },
  { name: 'Migration20261127000200KeyControl', class: Migration20261127000200KeyControl },
  { name: 'Migration20261127000400HeldSubmissions', class: Migration20261127000400HeldSubmissions },
  { name: 'Migration20261127000600Sessions', class: Migration20261127000600Sessions },
  { name: 'Migration20261127000700TwoFactorSecrets', class: Migration20261127000700TwoFactorSecrets },
  { name: 'Migration20261127000710TwoFactorReset', class: Migration20261127000710TwoFactorReset },
  { name: 'Migration20261127120000WebhookClaims', class: Migration20261127120000WebhookClaims },
];

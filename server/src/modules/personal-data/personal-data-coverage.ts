import type { EntityMetadata } from '@mikro-orm/core';

import type { PersonalDataSource } from '../../lib/personal-data-source';

/**
 * The columns taken to hold a person's e-mail address, phone number or name: a column whose name
 * (or whose last word, `contact_email`) is one of these. A column named otherwise that holds such
 * data (`login_throttle.key`) is covered by its table's source all the same.
 */
const PERSONAL_COLUMN =
  /(^|_)(e_?mail|email_key|to|recipient|phone|mobile|telephone|name|full_name|first_name|last_name)$/;

/**
 * Columns that match the rule and hold no applicant's or visitor's data, each with its reason.
 * Keyed `<Entity>.<property>`.
 */
export const PERSONAL_DATA_EXEMPTIONS: Readonly<Record<string, string>> = {
  'User.email': 'staff accounts: managed (and removed) on the Users screen, not by a data subject request',
  'User.firstName': 'staff accounts: as User.email',
  'User.lastName': 'staff accounts: as User.email',
  'ApiKey.name': 'a label staff give an API key, not a person',
  'Event.name': "the event's title, not a person",
  'Client.name': 'a client company’s name, not a person',
  'SeedMarker.name': 'the name of a seed run',
  'PipelineStage.name': 'the name of a recruiting stage, not a person',
};

/**
 * Every column that looks personal (PERSONAL_COLUMN) whose entity belongs to no registered source
 * and is not exempted: one line per column, naming the entity. Empty when all is covered.
 */
export function unownedPersonalColumns(
  metadata: readonly EntityMetadata[],
  sources: readonly PersonalDataSource[],
  exemptions: Readonly<Record<string, string>> = PERSONAL_DATA_EXEMPTIONS,
): string[] {
  const owned = new Set<unknown>(sources.flatMap((source) => source.entities));
  const problems: string[] = [];
  for (const meta of metadata) {
    if (meta.embeddable || meta.virtual || (meta.class && owned.has(meta.class))) continue;
    for (const property of Object.values(meta.properties)) {
      const columns = property.fieldNames ?? [];
      const column = columns.find((name) => PERSONAL_COLUMN.test(name));
      if (!column || exemptions[`${meta.className}.${property.name}`]) continue;
      problems.push(
        `${meta.className}.${property.name} (column "${column}" of "${meta.tableName}") looks like personal data ` +
          'but belongs to no personal-data source: export one from its module and list it in ' +
          'db/personal-data-sources.ts, or exempt the column in PERSONAL_DATA_EXEMPTIONS with a reason.',
      );
    }
  }
  return problems;
}

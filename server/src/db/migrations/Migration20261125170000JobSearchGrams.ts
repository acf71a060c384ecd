import { Migration } from '@mikro-orm/migrations';

/**
 * Replaces the pg_trgm index of the job search with an index of the search text's character
 * 3-grams, spaces and punctuation kept. pg_trgm splits text into words, so for a term of two
 * common words ("english coach") its index returns every job that has both words anywhere, and
 * each one is rechecked (166 ms at 100,000 jobs), even when no job has them side by side. The
 * 3-grams that span the space ("h c") are as rare as the phrase: the same search reads a handful
 * of candidates. What a search matches does not change: the index only narrows the candidates,
 * and `search_text LIKE` still decides. `job_search_grams` of an empty or short text is empty.
 */
export class Migration20261125170000JobSearchGrams extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create or replace function job_search_grams(t text) returns text[] language sql immutable parallel safe strict as $$ select array(select substr(t, i, 3) from generate_series(1, length(t) - 2) as i) $$;`,
    );
    this.addSql(`drop index if exists "job_search_trgm_idx";`);
    this.addSql(`create index "job_search_grams_idx" on "job" using gin (job_search_grams("search_text"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "job_search_grams_idx";`);
    this.addSql(`drop function if exists job_search_grams(text);`);
    this.addSql(`create index "job_search_trgm_idx" on "job" using gin ("search_text" gin_trgm_ops);`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * Moves the job search's trigram index onto the search text with every space written as `q`, so
 * its trigrams keep the spaces. pg_trgm splits text into words: for a term of two common words
 * ("english coach") its index returned every job that has both words anywhere, and each was
 * rechecked (166 ms at 100,000 jobs), even when no job has them side by side. With the spaces
 * kept, "englishqcoach" is one word whose trigrams across the space ("hqc", "qco") are as rare as
 * the phrase, and the index returns a handful of candidates. Writing both the text and the term
 * this way keeps every real match (a substring stays a substring), and `search_text LIKE` still
 * decides, so what a search matches does not change; the few extra candidates (a real "q") are
 * rechecked. `q` because pg_trgm keeps only letters and digits in a word, and after a letter other
 * than `u` a `q` is rare in any text.
 */
export class Migration20261125170000JobSearchSpaces extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index if exists "job_search_trgm_idx";`);
    this.addSql(
      `create index "job_search_spaced_trgm_idx" on "job" using gin (replace("search_text", ' ', 'q') gin_trgm_ops);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "job_search_spaced_trgm_idx";`);
    this.addSql(`create index "job_search_trgm_idx" on "job" using gin ("search_text" gin_trgm_ops);`);
  }
}

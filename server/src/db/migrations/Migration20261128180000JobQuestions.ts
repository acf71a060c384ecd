import { Migration } from '@mikro-orm/migrations';

/**
 * A job's optional questions for its applicants (Job.questions), and each application's answers
 * with the question's words as asked (Application.answers). Existing rows ask and answer nothing.
 */
export class Migration20261128180000JobQuestions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "job" add column "questions" jsonb not null default '[]';`);
    this.addSql(`alter table "application" add column "answers" jsonb not null default '[]';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "application" drop column "answers";`);
    this.addSql(`alter table "job" drop column "questions";`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * An index on the interviewers' side of interview_interviewer: "my interviews" (InterviewService.mine)
 * and the foreign key's check when a staff account is deleted look rows up by user_id alone, which
 * the primary key (interview_id, user_id) cannot serve. Declared on the pivot's entity,
 * InterviewInterviewer.
 */
export class Migration20261130000000InterviewerIndex extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "interview_interviewer_user_id_index" on "interview_interviewer" ("user_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "interview_interviewer_user_id_index";`);
  }
}

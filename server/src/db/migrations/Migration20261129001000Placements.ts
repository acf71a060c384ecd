import { Migration } from '@mikro-orm/migrations';

/** The built-in Placed stage's fixed id (BUILT_IN_STAGE_IDS.PLACED, seeded by the pipeline's migration). */
const PLACED_STAGE_ID = '5f1c0000-0000-4000-8000-000000000007';

/**
 * Placements: one row per application at the built-in Placed stage, with the terms ADMIN records
 * (start date, salary, fee as a percentage or a fixed amount, guarantee, invoice status). Goes with
 * the application by the cascade. Applications already placed get a row with empty terms, recorded
 * when they entered the stage.
 */
export class Migration20261129001000Placements extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "placement" ("id" uuid not null, "application_id" uuid not null, "recorded_at" timestamptz not null, "start_date" date null, "salary" numeric(14,2) null, "currency" char(3) null, "fee_kind" varchar(10) null, "fee_percent" numeric(5,2) null, "fee_amount" numeric(14,2) null, "guarantee_days" int null, "invoice_status" varchar(20) not null default 'NOT_INVOICED', "updated_at" timestamptz not null, constraint "placement_pkey" primary key ("id"), constraint "placement_fee_kind_check" check ("fee_kind" in ('PERCENT', 'FIXED')), constraint "placement_invoice_status_check" check ("invoice_status" in ('NOT_INVOICED', 'INVOICED', 'PAID')));`,
    );
    this.addSql(`alter table "placement" add constraint "placement_application_unique" unique ("application_id");`);
    this.addSql(`create index "placement_recorded_at_idx" on "placement" ("recorded_at" desc, "id" desc);`);
    this.addSql(
      `alter table "placement" add constraint "placement_application_id_foreign" foreign key ("application_id") references "application" ("id") on update cascade on delete cascade;`,
    );
    // Applications already placed (in the pipeline: neither rejected nor withdrawn).
    this.addSql(
      `insert into "placement" ("id", "application_id", "recorded_at", "updated_at") select gen_random_uuid(), "id", "stage_entered_at", "stage_entered_at" from "application" where "stage_id" = '${PLACED_STAGE_ID}' and "withdrawn_at" is null and ("status" is null or "status" <> 'Rejected');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "placement" cascade;`);
  }
}

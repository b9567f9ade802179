import { Migration } from '@mikro-orm/migrations';

/** Sharing some domains of an assessment with a coach, through a link that can be revoked (issue 22). */
export class Migration0009Shares extends Migration {
  override up(): void {
    // Deleting an assessment (the account's deletion) deletes its shares with it.
    this.addSql(`create table "assessments"."shares" (
      "id" uuid primary key,
      "assessment_id" uuid not null references "assessments"."assessments" ("id") on delete cascade,
      "token_hash" char(64) not null unique,
      "domains" text[] not null,
      "note" text null,
      "created_at" timestamptz not null,
      "expires_at" timestamptz null,
      "revoked_at" timestamptz null,
      "last_opened_at" timestamptz null,
      "open_count" integer not null default 0
    )`);
    this.addSql(`create index "shares_assessment_id_index" on "assessments"."shares" ("assessment_id")`);
  }
}

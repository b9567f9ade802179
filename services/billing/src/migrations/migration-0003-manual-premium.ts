import { Migration } from '@mikro-orm/migrations';

/**
 * Premium granted or revoked by hand from the console (issue 17). The id is the admin's request id:
 * a double click or a retried request finds its row and changes nothing a second time.
 */
export class Migration0003ManualPremium extends Migration {
  override up(): void {
    this.addSql(`create table "billing"."manual_premium_changes" (
      "id" uuid primary key,
      "user_id" uuid not null,
      "granted" boolean not null,
      "reason" varchar(500) not null,
      "actor_user_id" uuid not null,
      "created_at" timestamptz not null default now()
    )`);
    // The console's payments panel filters by state and date, newest first.
    this.addSql(`create index "payments_created_at_idx" on "billing"."payments" ("created_at" desc)`);
  }
}

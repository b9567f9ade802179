import { Migration } from '@mikro-orm/migrations';

/** The console's follow-ups inbox (issue 17): a follow-up marked handled, and the replies sent to it. */
export class Migration0006FollowUpInbox extends Migration {
  override up(): void {
    this.addSql(`alter table "assessments"."follow_ups" add column "handled_at" timestamptz null, add column "handled_by" uuid null`);
    // The inbox lists every kind together, newest first.
    this.addSql(`create index "follow_ups_created_at_idx" on "assessments"."follow_ups" ("created_at" desc, "id")`);
    // The id is the admin's request id: a reply sent twice (a double click, a retry) is kept once.
    this.addSql(`create table "assessments"."follow_up_replies" (
      "id" uuid primary key,
      "follow_up_id" uuid not null references "assessments"."follow_ups" ("id") on delete cascade,
      "body" text not null,
      "actor_user_id" uuid not null,
      "sent_at" timestamptz not null default now()
    )`);
    this.addSql(`create index "follow_up_replies_follow_up_id_idx" on "assessments"."follow_up_replies" ("follow_up_id", "sent_at")`);
  }
}

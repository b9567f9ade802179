import { Migration } from '@mikro-orm/migrations';

export class Migration0002FollowUps extends Migration {
  override up(): void {
    this.addSql(`create table "assessments"."follow_ups" (
      "id" uuid primary key,
      "kind" varchar(32) not null check ("kind" in ('life-question', 'success-team', 'pro-tools-feedback')),
      "payload" jsonb not null,
      "email" varchar(254) null,
      "assessment_id" uuid null references "assessments"."assessments" ("id") on delete set null,
      "language" varchar(12) not null default 'en',
      "created_at" timestamptz not null default now()
    )`);
    // Admins read them by kind, newest first.
    this.addSql(`create index "follow_ups_kind_created_at_idx" on "assessments"."follow_ups" ("kind", "created_at" desc)`);
    // Deleting an assessment must not scan every follow-up to clear the reference.
    this.addSql(`create index "follow_ups_assessment_id_idx" on "assessments"."follow_ups" ("assessment_id") where "assessment_id" is not null`);
    this.addSql(`create table "assessments"."mailing_list_subscribers" (
      "id" uuid primary key,
      "email" varchar(254) not null unique,
      "language" varchar(12) not null default 'en',
      "consented_at" timestamptz not null,
      "consent_text" text not null,
      "unsubscribed_at" timestamptz null,
      "unsubscribe_token_hash" char(64) not null unique,
      "created_at" timestamptz not null default now()
    )`);
  }
}

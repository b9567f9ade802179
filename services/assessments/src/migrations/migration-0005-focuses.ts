import { Migration } from '@mikro-orm/migrations';

/** The premium loop: a person's 30-day focus on one domain, and the quick re-rates (check-ins) of it. */
export class Migration0005Focuses extends Migration {
  override up(): void {
    // user_id is identity's user; no foreign key across schemas (each service owns its own).
    this.addSql(`create table "assessments"."focuses" (
      "id" uuid primary key,
      "user_id" uuid not null,
      "domain" varchar(40) not null,
      "approach" varchar(8) not null check ("approach" in ('plan', 'tools')),
      "tool_ids" text[] not null default '{}',
      "reminders" boolean not null,
      "language" varchar(12) not null default 'en',
      "started_at" timestamptz not null default now(),
      "ends_at" timestamptz not null,
      "ended_at" timestamptz null,
      "baseline_current" smallint null check ("baseline_current" between 1 and 10),
      "baseline_desired" smallint null check ("baseline_desired" between 1 and 10),
      "stop_token_hash" char(64) not null unique
    )`);
    // One focus at a time: of two concurrent starts, the unique index lets exactly one commit.
    this.addSql(`create unique index "focuses_one_running_per_user_idx" on "assessments"."focuses" ("user_id") where "ended_at" is null`);
    // The focus page lists a person's focuses, newest first.
    this.addSql(`create index "focuses_user_id_started_at_idx" on "assessments"."focuses" ("user_id", "started_at" desc)`);
    this.addSql(`create table "assessments"."focus_check_ins" (
      "id" uuid primary key,
      "focus_id" uuid not null references "assessments"."focuses" ("id") on delete cascade,
      "user_id" uuid not null,
      "domain" varchar(40) not null,
      "current" smallint not null check ("current" between 1 and 10),
      "desired" smallint not null check ("desired" between 1 and 10),
      "created_at" timestamptz not null default now()
    )`);
    // A focus shows its check-ins oldest first; the trends read all of a person's at once.
    this.addSql(`create index "focus_check_ins_focus_id_created_at_idx" on "assessments"."focus_check_ins" ("focus_id", "created_at")`);
    this.addSql(`create index "focus_check_ins_user_id_created_at_idx" on "assessments"."focus_check_ins" ("user_id", "created_at")`);
  }
}

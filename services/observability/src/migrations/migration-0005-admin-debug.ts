import { Migration } from '@mikro-orm/migrations';

/** /admin/debug (issue 17): traffic per minute, error groups, and health samples one per check per minute. */
export class Migration0005AdminDebug extends Migration {
  override up(): void {
    // One row per service per minute per gateway replica; the replica makes a redelivered flush a no-op.
    this.addSql(`create table "observability"."traffic_minutes" (
      "minute" timestamptz not null,
      "service" varchar(40) not null,
      "gateway" varchar(200) not null,
      "requests" integer not null,
      "errors" integer not null,
      "latency" integer[] not null,
      primary key ("minute", "service", "gateway")
    )`);
    this.addSql(`create table "observability"."error_groups" (
      "id" uuid primary key,
      "fingerprint" varchar(32) not null unique,
      "type" varchar(120) not null,
      "message_shape" text not null,
      "top_frame" text null,
      "status" varchar(10) not null default 'open' check ("status" in ('open', 'resolved', 'ignored')),
      "count" integer not null default 0,
      "first_seen_at" timestamptz not null,
      "last_seen_at" timestamptz not null,
      "status_changed_at" timestamptz not null default now(),
      "releases" text[] not null default '{}',
      "sample_error_id" uuid null
    )`);
    this.addSql(`create index "error_groups_last_seen_idx" on "observability"."error_groups" ("last_seen_at" desc)`);
    this.addSql(`alter table "observability"."error_logs"
      add column "group_id" uuid null references "observability"."error_groups" ("id"),
      add column "trace_id" varchar(32) null,
      add column "release" varchar(64) null`);
    // People affected per group: an index-only count of distinct user ids.
    this.addSql(`create index "error_logs_group_user_idx" on "observability"."error_logs" ("group_id", "user_id")`);
    // Existing errors are grouped at start-up (the fingerprint is computed in code): this finds them.
    this.addSql(`create index "error_logs_ungrouped_idx" on "observability"."error_logs" ("created_at") where "group_id" is null`);
    // One sample per check per minute, whoever takes it (a retried or doubled tick inserts nothing).
    this.addSql(`create unique index "health_checks_type_minute_idx" on "observability"."health_checks" ("check_type", "created_at")`);
    // health_checks_created_at_idx (for the retention sweep) is 0004's: created twice, every fresh database failed to migrate.
  }
}

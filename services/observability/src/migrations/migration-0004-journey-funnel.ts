import { Migration } from '@mikro-orm/migrations';

/**
 * The journeys funnel (issue 17). Raw events gain the page's language and the device class; each
 * session's first arrival at a funnel step is kept once in `journey_funnel_entries`, so the funnel
 * counts index entries (one per session and step) instead of de-duplicating a million raw events.
 */
export class Migration0004JourneyFunnel extends Migration {
  override up(): void {
    this.addSql(`alter table "observability"."user_journeys" add column "language" varchar(8) null, add column "device_class" varchar(10) null`);
    // Retention deletes raw events by age.
    this.addSql(`create index "user_journeys_created_at_idx" on "observability"."user_journeys" ("created_at")`);
    this.addSql(`create table "observability"."journey_funnel_entries" (
      "session_id" varchar(64) not null,
      "step" varchar(32) not null,
      "first_at" timestamptz not null,
      "language" varchar(8) null,
      "device_class" varchar(10) null,
      primary key ("session_id", "step")
    )`);
    // The funnel reads a period's entries by step with the filters: an index-only scan.
    this.addSql(
      `create index "journey_funnel_entries_first_at_idx" on "observability"."journey_funnel_entries" ("first_at") include ("step", "language", "device_class")`,
    );
    this.addSql(`create index "error_logs_created_at_asc_idx" on "observability"."error_logs" ("created_at")`);
    this.addSql(`create index "health_checks_created_at_idx" on "observability"."health_checks" ("created_at")`);
  }
}

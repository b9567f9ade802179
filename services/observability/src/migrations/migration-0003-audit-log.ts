import { Migration } from '@mikro-orm/migrations';

/** The operations console's audit log (issue 17): one line per admin action, kept once by its eventId. */
export class Migration0003AuditLog extends Migration {
  override up(): void {
    this.addSql(`create table "observability"."audit_log" (
      "id" bigserial primary key,
      "event_id" varchar(100) not null unique,
      "occurred_at" timestamptz not null,
      "actor_user_id" uuid not null,
      "action" varchar(40) not null,
      "target" varchar(300) not null,
      "reason" varchar(500) null,
      "details" jsonb null,
      "recorded_at" timestamptz not null default now()
    )`);
    // The console reads it newest first, a page at a time.
    this.addSql(`create index "audit_log_occurred_at_idx" on "observability"."audit_log" ("occurred_at" desc, "id" desc)`);
  }
}

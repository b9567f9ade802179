import { Migration } from '@mikro-orm/migrations';

export class Migration0002PaymentAlerts extends Migration {
  override up(): void {
    this.addSql(`create table "observability"."payment_events" (
      "id" uuid primary key,
      "event_id" varchar(64) not null unique,
      "kind" varchar(32) not null check ("kind" in ('checkout-started', 'payment-succeeded', 'payment-failed')),
      "occurred_at" timestamptz not null,
      "payment_session_id" varchar(255) null,
      "reason" varchar(500) null,
      "created_at" timestamptz not null default now()
    )`);
    // Every rule counts one kind of event over a recent stretch of time.
    this.addSql(`create index "payment_events_kind_occurred_at_idx" on "observability"."payment_events" ("kind", "occurred_at" desc)`);
    this.addSql(`create table "observability"."alerting_metrics" (
      "id" uuid primary key,
      "metric_key" varchar(64) not null unique,
      "value" integer not null default 0,
      "last_successful_payment" timestamptz null,
      "last_alert_sent" timestamptz null,
      "reset_at" timestamptz null,
      "updated_at" timestamptz not null default now(),
      "created_at" timestamptz not null default now()
    )`);
    // The rows exist from the start, so evaluators only ever update them (the cooldown is an UPDATE).
    this.addSql(`insert into "observability"."alerting_metrics" ("id", "metric_key") values
      (gen_random_uuid(), 'payments.failures-last-hour'),
      (gen_random_uuid(), 'payments.consecutive-failures'),
      (gen_random_uuid(), 'payments.no-successful-payment')`);
  }
}

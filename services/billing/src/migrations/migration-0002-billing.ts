import { Migration } from '@mikro-orm/migrations';

/**
 * Payment sessions (one per checkout started), payments (one per Stripe payment intent), the
 * webhook inbox (one row per Stripe event id) and the outbox whose bigserial id is the version of
 * each premium event.
 */
export class Migration0002Billing extends Migration {
  override up(): void {
    this.addSql(`create table "billing"."payment_sessions" (
      "id" uuid primary key,
      "email" varchar(254) not null,
      "user_id" uuid null,
      "stripe_session_id" varchar(255) not null unique,
      "amount" integer not null,
      "currency" varchar(3) not null default 'usd',
      "status" varchar(16) not null default 'pending',
      "language" varchar(12) not null default 'en',
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "expires_at" timestamptz not null
    )`);
    this.addSql(`create table "billing"."payments" (
      "id" uuid primary key,
      "payment_session_id" uuid null references "billing"."payment_sessions" ("id"),
      "user_id" uuid null,
      "user_email" varchar(254) null,
      "stripe_payment_intent_id" varchar(255) not null unique,
      "stripe_session_id" varchar(255) null,
      "amount" integer null,
      "currency" varchar(3) not null default 'usd',
      "status" varchar(16) not null default 'pending',
      "paid_confirmed" boolean not null default false,
      "failed" boolean not null default false,
      "amount_refunded" integer not null default 0,
      "fully_refunded" boolean not null default false,
      "dispute_status" varchar(16) null,
      "premium_granted" boolean not null default false,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    )`);
    this.addSql(`create index "payments_payment_session_id_idx" on "billing"."payments" ("payment_session_id")`);
    this.addSql(`create table "billing"."webhook_inbox" (
      "event_id" varchar(255) primary key,
      "type" varchar(100) not null,
      "payload" jsonb not null,
      "received_at" timestamptz not null default now(),
      "processed_at" timestamptz null,
      "attempts" integer not null default 0,
      "next_attempt_at" timestamptz not null default now(),
      "last_error" text null
    )`);
    this.addSql(`create index "webhook_inbox_pending_idx" on "billing"."webhook_inbox" ("next_attempt_at") where "processed_at" is null`);
    this.addSql(`create table "billing"."outbox" (
      "id" bigserial primary key,
      "event_id" uuid not null unique,
      "job_name" varchar(100) not null,
      "payload" jsonb not null,
      "created_at" timestamptz not null default now(),
      "sent_at" timestamptz null,
      "attempts" integer not null default 0,
      "last_error" text null
    )`);
    this.addSql(`create index "outbox_unsent_idx" on "billing"."outbox" ("id") where "sent_at" is null`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/** The worker's schema and IndexNow's tables (issue 18). */
export class Migration0001IndexNow extends Migration {
  override up(): void {
    this.addSql('create schema if not exists "worker"');
    // One row per URL path ever accepted: the content hash of its last accepted submission.
    this.addSql(`create table "worker"."indexnow_urls" (
      "path" varchar(2000) primary key,
      "accepted_hash" varchar(64) not null,
      "last_accepted_at" timestamptz not null
    )`);
    // A planned request: its URLs with the hash each had when planned. Open until accepted or rejected.
    this.addSql(`create table "worker"."indexnow_batches" (
      "id" uuid primary key,
      "job_id" varchar(255) not null,
      "seq" integer not null,
      "created_at" timestamptz not null default now(),
      "kind" varchar(16) not null check ("kind" in ('changed', 'url', 'all')),
      "trigger" varchar(16) not null check ("trigger" in ('start', 'admin')),
      "actor_user_id" varchar(64) null,
      "urls" jsonb not null,
      "url_count" integer not null,
      "state" varchar(16) not null default 'open' check ("state" in ('open', 'accepted', 'rejected')),
      "attempts" integer not null default 0,
      "next_attempt_at" timestamptz null,
      "finished_at" timestamptz null,
      unique ("job_id", "seq")
    )`);
    this.addSql(`create index "indexnow_batches_open_idx" on "worker"."indexnow_batches" ("created_at") where "state" = 'open'`);
    this.addSql(`create index "indexnow_batches_finished_idx" on "worker"."indexnow_batches" ("finished_at" desc) where "state" <> 'open'`);
    // Every request sent, with its answer: the history /admin-indexnow shows.
    this.addSql(`create table "worker"."indexnow_attempts" (
      "id" uuid primary key,
      "batch_id" uuid not null references "worker"."indexnow_batches" ("id") on delete cascade,
      "at" timestamptz not null,
      "trigger" varchar(16) not null check ("trigger" in ('start', 'admin', 'retry')),
      "endpoint" varchar(2000) not null,
      "status" integer null,
      "latency_ms" integer not null,
      "retry_after_ms" integer null
    )`);
    this.addSql(`create index "indexnow_attempts_at_idx" on "worker"."indexnow_attempts" ("at" desc)`);
    // When each alert rule last sent, so a condition that lasts alerts once an hour, not on every batch.
    this.addSql(`create table "worker"."indexnow_alerts" (
      "rule" varchar(32) primary key,
      "last_sent_at" timestamptz not null
    )`);
  }
}

import { Migration } from '@mikro-orm/migrations';

export class Migration0001Initial extends Migration {
  override up(): void {
    this.addSql(`create table "observability"."error_logs" (
      "id" uuid primary key,
      "job_id" varchar(64) not null unique,
      "level" varchar(10) not null,
      "source" varchar(120) not null,
      "message" text not null,
      "stack" text null,
      "user_id" uuid null,
      "user_agent" varchar(500) null,
      "url" varchar(2000) null,
      "request_id" varchar(64) null,
      "metadata" jsonb null,
      "created_at" timestamptz not null
    )`);
    this.addSql(`create index "error_logs_created_at_idx" on "observability"."error_logs" ("created_at" desc)`);
    this.addSql(`create table "observability"."user_journeys" (
      "id" uuid primary key,
      "job_id" varchar(64) not null unique,
      "session_id" varchar(64) not null,
      "user_id" uuid null,
      "journey_type" varchar(50) not null,
      "step" varchar(80) not null,
      "step_data" jsonb null,
      "duration" integer null,
      "created_at" timestamptz not null
    )`);
    this.addSql(`create index "user_journeys_session_idx" on "observability"."user_journeys" ("session_id", "created_at")`);
    this.addSql(`create table "observability"."health_checks" (
      "id" uuid primary key,
      "check_type" varchar(50) not null,
      "status" varchar(10) not null,
      "response_time" integer null,
      "details" jsonb null,
      "error" text null,
      "created_at" timestamptz not null default now()
    )`);
  }
}

import { Migration } from '@mikro-orm/migrations';

export class Migration0002Accounts extends Migration {
  override up(): void {
    this.addSql(`create table "identity"."users" (
      "id" uuid primary key,
      "email" varchar(254) not null unique,
      "is_premium" boolean not null default false,
      "is_admin" boolean not null default false,
      "stripe_customer_id" varchar(255) null,
      "premium_version" bigint not null default 0,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    )`);
    // user_id is set once the link is used: users are created at their first verified login, so
    // a link for an address without an account has no user yet.
    this.addSql(`create table "identity"."login_tokens" (
      "id" uuid primary key,
      "token_hash" char(64) not null unique,
      "user_id" uuid null references "identity"."users" ("id") on delete cascade,
      "email" varchar(254) not null,
      "next_path" varchar(512) null,
      "language" varchar(12) not null default 'en',
      "expires_at" timestamptz not null,
      "used_at" timestamptz null,
      "created_at" timestamptz not null default now()
    )`);
    this.addSql(`create index "login_tokens_expires_at_idx" on "identity"."login_tokens" ("expires_at")`);
    this.addSql(`create table "identity"."sessions" (
      "id" uuid primary key,
      "token_hash" char(64) not null unique,
      "user_id" uuid not null references "identity"."users" ("id") on delete cascade,
      "created_at" timestamptz not null default now(),
      "last_used_at" timestamptz not null default now(),
      "expires_at" timestamptz not null,
      "ended_at" timestamptz null
    )`);
    this.addSql(`create index "sessions_user_id_idx" on "identity"."sessions" ("user_id")`);
    // Billing's premium events already applied (or skipped as older): a redelivery is a no-op.
    this.addSql(`create table "identity"."premium_events" (
      "event_id" uuid primary key,
      "user_id" uuid not null references "identity"."users" ("id") on delete cascade,
      "version" bigint not null,
      "granted" boolean not null,
      "applied" boolean not null,
      "received_at" timestamptz not null default now()
    )`);
  }
}

import { Migration } from '@mikro-orm/migrations';
import { idempotencyTableSql } from '@lifewheel/platform';

export class Migration0001Initial extends Migration {
  override up(): void {
    this.addSql(`create table "assessments"."assessments" (
      "id" uuid primary key,
      "token" varchar(64) not null unique,
      "creator_secret_hash" varchar(64) not null,
      "user_id" uuid null,
      "wheel" jsonb not null,
      "responses" jsonb not null,
      "language" varchar(12) not null default 'en',
      "is_premium" boolean not null default false,
      "created_at" timestamptz not null default now()
    )`);
    this.addSql(`create index "assessments_user_id_created_at_idx" on "assessments"."assessments" ("user_id", "created_at" desc) where "user_id" is not null`);
    this.addSql(idempotencyTableSql('assessments'));
  }
}

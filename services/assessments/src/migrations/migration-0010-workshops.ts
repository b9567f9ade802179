import { Migration } from '@mikro-orm/migrations';

/** Workshops: a facilitator's session, the phones that joined it, and their anonymous answers (issue 22). */
export class Migration0010Workshops extends Migration {
  override up(): void {
    // The owner is identity's user id (no foreign key across schemas); deleting an account deletes its sessions.
    this.addSql(`create table "assessments"."workshops" (
      "id" uuid primary key,
      "owner_user_id" uuid not null,
      "name" text not null,
      "wheel" jsonb not null,
      "language" text not null,
      "code" char(6) not null,
      "created_at" timestamptz not null,
      "revealed_at" timestamptz null,
      "closed_at" timestamptz null,
      "aggregate" jsonb null,
      "answers_deleted_at" timestamptz null
    )`);
    this.addSql(`create index "workshops_owner_user_id_index" on "assessments"."workshops" ("owner_user_id", "created_at" desc)`);
    // A code is unique among open sessions; a closed session's code may come back.
    this.addSql(`create unique index "workshops_open_code_unique" on "assessments"."workshops" ("code") where "closed_at" is null`);
    this.addSql(`create table "assessments"."workshop_joins" (
      "workshop_id" uuid not null references "assessments"."workshops" ("id") on delete cascade,
      "participant_id" text not null,
      "joined_at" timestamptz not null default now(),
      primary key ("workshop_id", "participant_id")
    )`);
    this.addSql(`create table "assessments"."workshop_answers" (
      "id" uuid primary key,
      "workshop_id" uuid not null references "assessments"."workshops" ("id") on delete cascade,
      "participant_id" text not null,
      "responses" jsonb not null,
      "language" text not null,
      "created_at" timestamptz not null,
      unique ("workshop_id", "participant_id")
    )`);
  }
}

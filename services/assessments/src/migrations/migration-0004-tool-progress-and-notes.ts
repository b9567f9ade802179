import { Migration } from '@mikro-orm/migrations';

/** The premium tools section: which tools a person has done, and their private notes on them. */
export class Migration0004ToolProgressAndNotes extends Migration {
  override up(): void {
    // user_id is identity's user; no foreign key across schemas (each service owns its own).
    this.addSql(`create table "assessments"."tool_progress" (
      "user_id" uuid not null,
      "tool_id" varchar(80) not null,
      "done_at" timestamptz not null default now(),
      primary key ("user_id", "tool_id")
    )`);
    this.addSql(`create table "assessments"."tool_notes" (
      "id" uuid primary key,
      "user_id" uuid not null,
      "tool_id" varchar(80) not null,
      "body" text not null check (char_length("body") between 1 and 5000),
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    )`);
    // A tool's notes are read per person, oldest first; a domain page reads all of a person's at once.
    this.addSql(`create index "tool_notes_user_id_tool_id_created_at_idx" on "assessments"."tool_notes" ("user_id", "tool_id", "created_at")`);
  }
}

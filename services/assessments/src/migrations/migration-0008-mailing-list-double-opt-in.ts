import { Migration } from '@mikro-orm/migrations';

/**
 * Double opt-in for the mailing list (issue 24). A signup now only stores a pending confirmation;
 * the address joins `mailing_list_subscribers` when its owner presses the button on the page the
 * confirmation email links to.
 */
export class Migration0008MailingListDoubleOptIn extends Migration {
  override up(): void {
    // One row per address: its newest confirmation link (only the hash) and when the last email
    // went out, which limits confirmation emails per address.
    this.addSql(`create table "assessments"."mailing_list_confirmations" (
      "id" uuid primary key,
      "email" varchar(254) not null unique,
      "language" varchar(12) not null default 'en',
      "token_hash" char(64) not null unique,
      "emailed_at" timestamptz not null,
      "expires_at" timestamptz not null,
      "used_at" timestamptz null,
      "created_at" timestamptz not null default now()
    )`);
    // Rows from before double opt-in were never confirmed by their owner: they stay (the owner's
    // unsubscribe links keep working) but count as subscribed only once confirmed.
    this.addSql(`alter table "assessments"."mailing_list_subscribers" add column "confirmed_at" timestamptz null`);
  }
}

import { Migration } from '@mikro-orm/migrations';

// The person's language (issue 25): set at each login from the page they logged in on, and at a
// purchase from the page they paid on, so emails sent later (the purchase confirmation, reminders)
// are written in it. Null for accounts from before: their emails stay in the language they carry.
export class Migration0004AccountLanguage extends Migration {
  override up(): void {
    this.addSql(`alter table "identity"."users" add column "language" varchar(12) null`);
  }
}

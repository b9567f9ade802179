import { Migration } from '@mikro-orm/migrations';

// A verified login ends the address's other unused links, and the account's export and deletion
// find links by address: each of these filtered the whole table by "email".
export class Migration0003LoginTokensByEmail extends Migration {
  override up(): void {
    this.addSql(`create index "login_tokens_email_idx" on "identity"."login_tokens" ("email")`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * The idempotency store holds no usable secret and forgets after a day (issue 24): `key` becomes a
 * hash of caller and key, `response` sealed text. The rows kept so far hold plaintext answers
 * (creator secrets among them) under bare keys, so they go; a client retrying across this
 * migration gets a new resource instead of the old answer.
 */
export class Migration0007SealedIdempotency extends Migration {
  override up(): void {
    this.addSql(`delete from "assessments"."idempotency_keys"`);
    this.addSql(`alter table "assessments"."idempotency_keys" alter column "response" type text using null`);
    // The expiry sweep looks for the oldest rows.
    this.addSql(`create index "idempotency_keys_created_at_idx" on "assessments"."idempotency_keys" ("created_at")`);
  }
}

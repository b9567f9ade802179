import { Migration } from '@mikro-orm/migrations';

/** `is_premium` was written as false and never read: premium belongs to the user (identity), not to an assessment. */
export class Migration0003DropIsPremium extends Migration {
  override up(): void {
    this.addSql('alter table "assessments"."assessments" drop column "is_premium"');
  }
}

import { Migration } from '@mikro-orm/migrations';

/** The service's own schema exists from the start; its tables come with the features that need them. */
export class Migration0001Schema extends Migration {
  override up(): void {
    this.addSql('create schema if not exists "billing"');
  }
}

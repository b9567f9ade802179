import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizeEmail, type CurrentUser } from '@lifewheel/contracts';
import { sql } from '@lifewheel/platform';
import { identityTables } from '../identity-schema.js';
import { IDENTITY_OPTIONS, type IdentityOptions } from '../identity.options.js';

export interface UserRow {
  id: string;
  email: string;
  is_premium: boolean;
  is_admin: boolean;
  premium_version: string;
  /** The language of the page of the last login or purchase (migration 0004); null before either. */
  language: string | null;
}

@Injectable()
export class UsersService {
  constructor(@Inject(IDENTITY_OPTIONS) private readonly options: IdentityOptions) {}

  /** ADMIN_EMAILS is read at every principal, so a removal takes effect within its lifetime. */
  isAdmin(email: string): boolean {
    return this.options.adminEmails.has(normalizeEmail(email));
  }

  /**
   * The user with this address, created if it has none yet, locked for the rest of `tx`. Two
   * first logins of one address at once wait on the unique index instead of one failing on it.
   */
  async findOrCreateForUpdate(tx: EntityManager, email: string): Promise<UserRow> {
    const address = normalizeEmail(email);
    await sql(tx, `insert into ${identityTables.users} ("id", "email", "is_admin") values (?, ?, ?) on conflict ("email") do nothing`, [
      randomUUID(),
      address,
      this.isAdmin(address),
    ]);
    const [user] = await sql<UserRow>(tx, `select * from ${identityTables.users} where "email" = ? for update`, [address]);
    if (!user) throw new Error('The user row vanished inside its own transaction');
    return user;
  }

  async findByIdForUpdate(tx: EntityManager, id: string): Promise<UserRow | undefined> {
    const [user] = await sql<UserRow>(tx, `select * from ${identityTables.users} where "id" = ? for update`, [id]);
    return user;
  }

  /** Keeps the stored flag in step with ADMIN_EMAILS (the principal never relies on the column). */
  async syncAdmin(tx: EntityManager, user: UserRow): Promise<UserRow> {
    const isAdmin = this.isAdmin(user.email);
    if (isAdmin === user.is_admin) return user;
    await sql(tx, `update ${identityTables.users} set "is_admin" = ?, "updated_at" = now() where "id" = ?`, [isAdmin, user.id]);
    return { ...user, is_admin: isAdmin };
  }

  view(user: Pick<UserRow, 'id' | 'email' | 'is_premium'>): CurrentUser {
    return { id: user.id, email: user.email, isPremium: user.is_premium, isAdmin: this.isAdmin(user.email) };
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ADMIN_PAGE_SIZE, type AdminPage, type AdminUser, type adminUsersRequestSchema } from '@lifewheel/contracts';
import { sql } from '@lifewheel/platform';
import type { z } from 'zod';
import { identityTables } from '../identity-schema.js';
import { IDENTITY_OPTIONS, type IdentityOptions } from '../identity.options.js';

type UsersQuery = z.output<typeof adminUsersRequestSchema>;

interface Row {
  id: string;
  email: string;
  is_premium: boolean;
  created_at: Date | string;
}

/** Finding users for the console. Admin rights are ADMIN_EMAILS' (as in the principal), not the stored column. */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly em: EntityManager,
    @Inject(IDENTITY_OPTIONS) private readonly options: IdentityOptions,
  ) {}

  async search(query: UsersQuery): Promise<AdminPage<Omit<AdminUser, 'assessments'>>> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.email) {
      // A part of the address, any case: LIKE's own wildcards in the text are taken literally.
      where.push(`"email" ilike ? escape '\\'`);
      params.push(`%${query.email.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    }
    if (query.premium) where.push(query.premium === 'yes' ? `"is_premium"` : `not "is_premium"`);
    if (query.admin) {
      // Arrays travel as JSON: the query builder would spread a bound array into a list.
      where.push(`${query.admin === 'yes' ? '' : 'not '}(lower("email") in (select jsonb_array_elements_text(?::jsonb)))`);
      params.push(JSON.stringify([...this.options.adminEmails]));
    }
    if (query.createdFrom) {
      where.push(`"created_at" >= ?::date`);
      params.push(query.createdFrom);
    }
    if (query.createdTo) {
      where.push(`"created_at" < ?::date + 1`);
      params.push(query.createdTo);
    }
    const filter = where.length > 0 ? `where ${where.join(' and ')}` : '';
    const rows = await sql<Row>(
      this.em,
      `select "id", "email", "is_premium", "created_at" from ${identityTables.users} ${filter} order by "created_at" desc, "id" limit ${ADMIN_PAGE_SIZE} offset ?`,
      [...params, (query.page - 1) * ADMIN_PAGE_SIZE],
    );
    const [count] = await sql<{ total: string }>(this.em, `select count(*) as "total" from ${identityTables.users} ${filter}`, params);
    return {
      items: rows.map((row) => ({
        id: row.id,
        email: row.email,
        isPremium: row.is_premium,
        isAdmin: this.options.adminEmails.has(row.email.toLowerCase()),
        createdAt: new Date(row.created_at).toISOString(),
      })),
      total: Number(count?.total ?? 0),
      page: query.page,
      pageSize: ADMIN_PAGE_SIZE,
    };
  }

  async emails(userIds: string[]): Promise<Record<string, string>> {
    const rows = await sql<{ id: string; email: string }>(
      this.em,
      `select "id", "email" from ${identityTables.users} where "id"::text in (select jsonb_array_elements_text(?::jsonb))`,
      [JSON.stringify(userIds)],
    );
    return Object.fromEntries(rows.map((row) => [row.id, row.email]));
  }
}

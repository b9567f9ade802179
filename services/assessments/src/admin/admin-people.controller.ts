import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { EntityManager } from '@mikro-orm/postgresql';
import { RpcPattern, adminUserIdsRequestSchema, type AdminSubscriber } from '@lifewheel/contracts';
import { AppException, RequireAdmin, RpcHandler, sql } from '@lifewheel/platform';

/** What assessments knows about people for the console: assessments per user, and the mailing list. */
@Controller()
export class AdminPeopleController {
  constructor(private readonly em: EntityManager) {}

  @RpcHandler(RpcPattern.AdminAssessmentCounts)
  @RequireAdmin()
  async counts(@Payload() payload: unknown): Promise<{ counts: Record<string, number> }> {
    const request = adminUserIdsRequestSchema.safeParse(payload ?? {});
    if (!request.success) throw AppException.fromZod(request.error);
    const rows = await sql<{ user_id: string; total: string }>(
      this.em,
      `select "user_id", count(*) as "total" from "assessments"."assessments"
        where "user_id"::text in (select jsonb_array_elements_text(?::jsonb)) group by "user_id"`,
      [JSON.stringify(request.data.userIds)],
    );
    const found = new Map(rows.map((row) => [row.user_id, Number(row.total)]));
    return { counts: Object.fromEntries(request.data.userIds.map((id) => [id, found.get(id) ?? 0])) };
  }

  /** Confirmed subscribers only: an unsubscribed row is kept as proof, an unconfirmed one (from before double opt-in) is no reader. */
  @RpcHandler(RpcPattern.AdminMailingListSize)
  @RequireAdmin()
  async size(): Promise<{ size: number }> {
    const [row] = await sql<{ total: string }>(
      this.em,
      `select count(*) as "total" from "assessments"."mailing_list_subscribers" where "unsubscribed_at" is null and "confirmed_at" is not null`,
    );
    return { size: Number(row?.total ?? 0) };
  }

  @RpcHandler(RpcPattern.AdminMailingListExport)
  @RequireAdmin()
  async export(): Promise<{ subscribers: AdminSubscriber[] }> {
    const rows = await sql<{ email: string; language: string; consented_at: Date | string }>(
      this.em,
      `select "email", "language", "consented_at" from "assessments"."mailing_list_subscribers" where "unsubscribed_at" is null and "confirmed_at" is not null order by "consented_at", "email"`,
    );
    return { subscribers: rows.map((row) => ({ email: row.email, language: row.language, consentedAt: new Date(row.consented_at).toISOString() })) };
  }
}

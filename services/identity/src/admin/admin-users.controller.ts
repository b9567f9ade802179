import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcPattern, adminUserIdsRequestSchema, adminUsersRequestSchema, type AdminPage, type AdminUser } from '@lifewheel/contracts';
import { AppException, RequireAdmin, RpcHandler } from '@lifewheel/platform';
import { AdminUsersService } from './admin-users.service.js';

/** The console's users panel, and the addresses it shows for user ids (the audit log's actors). */
@Controller()
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  @RpcHandler(RpcPattern.AdminUsersSearch)
  @RequireAdmin()
  search(@Payload() payload: unknown): Promise<AdminPage<Omit<AdminUser, 'assessments'>>> {
    const request = adminUsersRequestSchema.safeParse(payload ?? {});
    if (!request.success) throw AppException.fromZod(request.error);
    return this.users.search(request.data);
  }

  @RpcHandler(RpcPattern.AdminUsersEmails)
  @RequireAdmin()
  async emails(@Payload() payload: unknown): Promise<{ emails: Record<string, string> }> {
    const request = adminUserIdsRequestSchema.safeParse(payload ?? {});
    if (!request.success) throw AppException.fromZod(request.error);
    return { emails: await this.users.emails(request.data.userIds) };
  }
}

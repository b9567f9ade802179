import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcPattern, adminPageRequestSchema, type AdminPage, type AuditLine } from '@lifewheel/contracts';
import { AppException, RequireAdmin, RpcHandler } from '@lifewheel/platform';
import { AuditLogService } from './audit-log.service.js';

/** The audit log as the console shows it (the gateway adds each actor's address from identity). */
@Controller()
export class AuditLogController {
  constructor(private readonly auditLog: AuditLogService) {}

  @RpcHandler(RpcPattern.AdminAuditList)
  @RequireAdmin()
  list(@Payload() payload: unknown): Promise<AdminPage<Omit<AuditLine, 'actorEmail'>>> {
    const request = adminPageRequestSchema.safeParse(payload ?? {});
    if (!request.success) throw AppException.fromZod(request.error);
    return this.auditLog.list(request.data.page);
  }
}

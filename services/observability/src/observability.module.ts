import { Module } from '@nestjs/common';
import { AuditLogController } from './audit/audit-log.controller.js';
import { AuditLogService } from './audit/audit-log.service.js';
import { ErrorLogsService } from './error-logs/error-logs.service.js';
import { JourneysService } from './journeys/journeys.service.js';

@Module({
  controllers: [AuditLogController],
  providers: [ErrorLogsService, JourneysService, AuditLogService],
  exports: [ErrorLogsService, JourneysService, AuditLogService],
})
export class ObservabilityModule {}

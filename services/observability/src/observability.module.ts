import { Module } from '@nestjs/common';
import { ErrorGroupsService } from './error-groups/error-groups.service.js';
import { ErrorLogsService } from './error-logs/error-logs.service.js';
import { JourneysService } from './journeys/journeys.service.js';

@Module({ providers: [ErrorLogsService, ErrorGroupsService, JourneysService], exports: [ErrorLogsService, ErrorGroupsService, JourneysService] })
export class ObservabilityModule {}

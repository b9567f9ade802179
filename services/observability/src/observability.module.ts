import { Module } from '@nestjs/common';
import { ErrorLogsService } from './error-logs/error-logs.service.js';
import { JourneysService } from './journeys/journeys.service.js';

@Module({ providers: [ErrorLogsService, JourneysService], exports: [ErrorLogsService, JourneysService] })
export class ObservabilityModule {}

import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { JobName, errorReportSchema, journeyEventSchema } from '@lifewheel/contracts';
import { AppException, JobQueues, JourneyRecorder, redactUrl } from '@lifewheel/platform';
import { RateLimitGuard, RateLimited } from '../http/rate-limiter.js';
import { deviceClassOf } from './device-class.js';

/**
 * What the browser reports, for the observability service, answered at once: an error as a job
 * of its own, a journey event into the batch this gateway sends every JOURNEY_FLUSH_MS.
 */
@Controller('api/observability')
export class ObservabilityController {
  constructor(
    private readonly queues: JobQueues,
    private readonly journeys: JourneyRecorder,
  ) {}

  @Post('errors')
  @HttpCode(202)
  @UseGuards(RateLimitGuard)
  @RateLimited('error-reports')
  async reportError(@Body() body: unknown, @Req() req: Request): Promise<{ accepted: true }> {
    const report = errorReportSchema.safeParse(body);
    if (!report.success) throw AppException.fromZod(report.error);
    const userAgent = report.data.userAgent ?? req.header('user-agent');
    await this.queues.enqueue(JobName.RecordError, {
      ...report.data,
      source: `browser:${report.data.source}`,
      ...(report.data.url ? { url: redactUrl(report.data.url) } : {}),
      ...(userAgent ? { userAgent: userAgent.slice(0, 500) } : {}),
      occurredAt: new Date().toISOString(),
    });
    return { accepted: true };
  }

  @Post('journeys')
  @HttpCode(202)
  @UseGuards(RateLimitGuard)
  @RateLimited('journeys', 'events')
  recordJourney(@Body() body: unknown, @Req() req: Request): { accepted: true } {
    const event = journeyEventSchema.safeParse(body);
    if (!event.success) throw AppException.fromZod(event.error);
    // The device class, not the user agent, is what the funnel needs; the agent itself is not kept.
    const deviceClass = deviceClassOf(req.header('user-agent'));
    this.journeys.record({ ...event.data, deviceClass, occurredAt: new Date().toISOString() });
    return { accepted: true };
  }
}

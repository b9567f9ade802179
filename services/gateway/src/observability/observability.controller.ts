import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { JobName, errorReportSchema, journeyEventSchema } from '@lifewheel/contracts';
import { AppException, JobQueues, redactUrl } from '@lifewheel/platform';
import { RateLimitGuard, RateLimited } from '../http/rate-limiter.js';
import { deviceClassOf } from './device-class.js';

/** What the browser reports; both are queued for the observability service and answered at once. */
@Controller('api/observability')
export class ObservabilityController {
  constructor(private readonly queues: JobQueues) {}

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
  async recordJourney(@Body() body: unknown, @Req() req: Request): Promise<{ accepted: true }> {
    const event = journeyEventSchema.safeParse(body);
    if (!event.success) throw AppException.fromZod(event.error);
    // The device class, not the user agent, is what the funnel needs; the agent itself is not kept.
    const deviceClass = deviceClassOf(req.header('user-agent'));
    await this.queues.enqueue(JobName.RecordJourney, { ...event.data, deviceClass, occurredAt: new Date().toISOString() });
    return { accepted: true };
  }
}

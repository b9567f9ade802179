import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { HealthReport } from '@lifewheel/contracts';
import { SkipSession } from '../auth/session.guard.js';
import { HealthService } from './health.service.js';

@Controller()
@SkipSession()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get('api/health')
  async report(@Res({ passthrough: true }) res: Response): Promise<HealthReport> {
    const report = await this.health.report();
    res.status(report.status === 'up' ? 200 : 503);
    res.setHeader('cache-control', 'no-store');
    return report;
  }

  @Get('health/live')
  live(): { status: 'up' } {
    return { status: 'up' };
  }

  @Get('health/ready')
  ready(@Res({ passthrough: true }) res: Response): { status: 'up' | 'down' } {
    const ready = this.health.ready();
    res.status(ready ? 200 : 503);
    return { status: ready ? 'up' : 'down' };
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { UnrecoverableError } from 'bullmq';
import { TRAFFIC_LATENCY_BOUNDS_MS, type DebugTraffic, type TrafficMinuteJob, type TrafficWindow } from '@lifewheel/contracts';
import { sql } from '@lifewheel/platform';
import { CLOCK, type Clock } from '../clock.js';
import { observabilityTables as t } from '../tables.js';
import { latencyPercentile } from './latency-percentile.js';

const HOUR_MS = 3_600_000;
const BUCKETS = TRAFFIC_LATENCY_BOUNDS_MS.length + 1;

interface WindowRow {
  service: string;
  requests_hour: string;
  errors_hour: string;
  requests_day: string;
  errors_day: string;
  latency_hour: number[];
  latency_day: number[];
}

/** The gateway's per-minute traffic counts: stored one row per service per minute per gateway, read per window. */
@Injectable()
export class TrafficService {
  constructor(
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Stores one gateway's minute; a redelivered job inserts nothing (the key is minute, service, gateway). */
  async record(job: TrafficMinuteJob): Promise<void> {
    const minute = new Date(job.minute);
    if (Number.isNaN(minute.getTime()) || minute.getUTCSeconds() !== 0) throw new UnrecoverableError(`Traffic job with a bad minute: ${job.minute}`);
    const services = job.services.filter(
      (row) => typeof row.service === 'string' && row.service.length <= 40 && Array.isArray(row.latency) && row.latency.length === BUCKETS,
    );
    if (services.length === 0) return;
    await sql(
      this.em,
      `insert into ${t.traffic_minutes} ("minute", "service", "gateway", "requests", "errors", "latency")
       select ?, r."service", ?, r."requests", r."errors", array(select jsonb_array_elements_text(r."latency")::int)
       from jsonb_to_recordset(?::jsonb) as r("service" text, "requests" int, "errors" int, "latency" jsonb)
       on conflict do nothing`,
      [minute, job.gateway.slice(0, 200), JSON.stringify(services)],
    );
  }

  /** Per service: the last hour and the last 24 hours (whole minutes, summed over every gateway). */
  async overview(): Promise<DebugTraffic> {
    const now = this.clock.now();
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    const dayAgo = new Date(now.getTime() - 24 * HOUR_MS);
    // The histograms add up bucket by bucket; the hour is a filtered part of the same scan.
    const rows = await sql<WindowRow>(
      this.em,
      `with rows as (
         select "service", "minute", "requests", "errors", "latency" from ${t.traffic_minutes} where "minute" >= ? and "minute" < ?
       ), totals as (
         select "service",
           coalesce(sum("requests") filter (where "minute" >= ?), 0) as "requests_hour", coalesce(sum("errors") filter (where "minute" >= ?), 0) as "errors_hour",
           sum("requests") as "requests_day", sum("errors") as "errors_day"
         from rows group by "service"
       ), buckets as (
         select "service", b."index", coalesce(sum(b."count") filter (where "minute" >= ?), 0) as "hour", sum(b."count") as "day"
         from rows, unnest("latency") with ordinality as b("count", "index") group by "service", b."index"
       )
       select totals.*,
         (select array_agg("hour"::int order by "index") from buckets where buckets."service" = totals."service") as "latency_hour",
         (select array_agg("day"::int order by "index") from buckets where buckets."service" = totals."service") as "latency_day"
       from totals order by totals."service"`,
      [dayAgo, now, hourAgo, hourAgo, hourAgo],
    );
    return {
      generatedAt: now.toISOString(),
      services: rows.map((row) => ({
        service: row.service,
        lastHour: trafficWindow(Number(row.requests_hour), Number(row.errors_hour), row.latency_hour, 60),
        last24Hours: trafficWindow(Number(row.requests_day), Number(row.errors_day), row.latency_day, 24 * 60),
      })),
    };
  }
}

function trafficWindow(requests: number, errors: number, latency: number[], minutes: number): TrafficWindow {
  return {
    requests,
    perMinute: Math.round((requests / minutes) * 100) / 100,
    errors,
    errorRate: requests === 0 ? null : errors / requests,
    p95Ms: latencyPercentile(latency, 0.95),
  };
}

import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, type QueryResult } from '@mikro-orm/postgresql';
import { LOGGER, type Logger } from '@lifewheel/platform';
import { CLOCK, type Clock } from '../clock.js';
import { RETENTION_SETTINGS, type RetentionSettings } from './retention-settings.js';

const DAY_MS = 24 * 3600_000;
/** Rows deleted per statement: a big first run never holds long locks or one huge transaction. */
const BATCH = 10_000;

/** The tables retention prunes, each by its own time column. Traffic aggregates are kept. */
const PRUNED = [
  { table: 'user_journeys', column: 'created_at', days: (s: RetentionSettings) => s.journeyEventsDays },
  { table: 'journey_funnel_entries', column: 'first_at', days: (s: RetentionSettings) => s.journeyEventsDays },
  { table: 'error_logs', column: 'created_at', days: (s: RetentionSettings) => s.errorLogsDays },
  { table: 'health_checks', column: 'created_at', days: (s: RetentionSettings) => s.healthChecksDays },
] as const;

export type RetentionOutcome = Record<(typeof PRUNED)[number]['table'], number>;

/** Deletes what is older than its retention; run daily by RetentionSchedule (and safe to run twice). */
@Injectable()
export class RetentionService {
  constructor(
    private readonly em: EntityManager,
    @Inject(RETENTION_SETTINGS) private readonly settings: RetentionSettings,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async apply(): Promise<RetentionOutcome> {
    const now = this.clock.now().getTime();
    const outcome = {} as RetentionOutcome;
    for (const { table, column, days } of PRUNED) {
      outcome[table] = await this.prune(table, column, new Date(now - days(this.settings) * DAY_MS));
    }
    this.logger.info({ deleted: outcome }, 'Retention applied');
    return outcome;
  }

  private async prune(table: string, column: string, before: Date): Promise<number> {
    const connection = this.em.getConnection();
    let total = 0;
    for (;;) {
      const { affectedRows: deleted } = await connection.execute<QueryResult>(
        `delete from "observability"."${table}" where ctid = any(array(select ctid from "observability"."${table}" where "${column}" < ? limit ${BATCH}))`,
        [before],
        'run',
      );
      total += deleted;
      if (deleted < BATCH) return total;
    }
  }
}

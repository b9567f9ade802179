import { schemaTables } from '@lifewheel/platform';
import { OBSERVABILITY_SCHEMA } from './error-logs/error-log.entity.js';

/** Observability's tables for its plain-SQL queries (upserts that add up, aggregates over time). */
export const observabilityTables = schemaTables(OBSERVABILITY_SCHEMA, [
  'error_logs',
  'error_groups',
  'traffic_minutes',
  'health_checks',
  'user_journeys',
  'journey_funnel_entries',
] as const);

import { LANGUAGES } from '@lifewheel/contracts';
// The seed uses the service's own event-to-step mapping, so the funnel entries are those recording
// would write. The graph also sees observability -> tools, through a test's use of the SMTP stand-in only.
/* eslint-disable @nx/enforce-module-boundaries */
import { STEP_OF_EVENT } from '@lifewheel/observability/journey-steps';
/* eslint-enable @nx/enforce-module-boundaries */
import type { TestDatabase } from '@lifewheel/testing';

// The volumes issue 17 says /admin/debug must hold, made by PostgreSQL itself (generate_series):
// a million rows in seconds, no row crossing the wire.

/** A session's events in order; a session gets the first 1 to 8 of them (later steps rarer). */
const SESSION_EVENTS = [
  ['assessment', 'landing'],
  ['assessment', 'assessment-started'],
  ['assessment', 'current-half-completed'],
  ['assessment', 'saved'],
  ['assessment', 'results-viewed'],
  ['assessment', 'downloaded'],
  ['premium', 'checkout-started'],
  ['premium', 'paid'],
] as const;

const sqlList = (values: readonly string[]) => values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ');

export interface SeedFigures {
  journeyEvents: number;
  funnelEntries: number;
  errorLogs: number;
  errorGroups: number;
  trafficMinutes: number;
  seconds: number;
}

/** The services the gateway counts traffic for, as many as the app has. */
const TRAFFIC_SERVICES = ['identity', 'assessments', 'billing', 'observability', 'worker', 'gateway'];

/**
 * `sessions` journey sessions over the last `days` days (about 4.5 events each: 222,222 sessions
 * make a million events), their funnel entries as JourneysService.record writes them, and
 * `errorLogs` error logs in `errorGroups` shapes over 30 days.
 */
export async function seedDebugPage(
  db: TestDatabase,
  options: { sessions: number; days: number; errorLogs: number; errorGroups: number; latencyBuckets: number },
): Promise<SeedFigures> {
  const started = performance.now();
  const types = SESSION_EVENTS.map(([type]) => type);
  const steps = SESSION_EVENTS.map(([, step]) => step);
  // Session s stops after 1 to 8 events (spread evenly by a hash), so each later step is reached by
  // fewer sessions, as in a real funnel.
  await db.query(`
    insert into observability.user_journeys (id, job_id, session_id, journey_type, step, language, device_class, created_at)
    select gen_random_uuid(), 'bench-' || s || '-' || k, 'bench-session-' || s,
      (array[${sqlList(types)}])[k], (array[${sqlList(steps)}])[k],
      (array[${sqlList(LANGUAGES)}])[1 + (s * 7) % ${LANGUAGES.length}],
      (array['mobile', 'tablet', 'desktop'])[1 + (s * 13) % 3],
      now() - (((s * 2654435761::bigint) % (${options.days} * 86400)) || ' seconds')::interval + (k || ' minutes')::interval
    from generate_series(1, ${options.sessions}) as s,
      lateral generate_series(1, 1 + ((s * 40503::bigint) % 8)::int) as k`);
  const mapping = Object.entries(STEP_OF_EVENT)
    .map(([event, step]) => `('${event.split('/')[0]}', '${event.split('/')[1]}', '${step}')`)
    .join(', ');
  await db.query(`
    insert into observability.journey_funnel_entries (session_id, step, first_at, language, device_class)
    select j.session_id, m.funnel_step, min(j.created_at), min(j.language), min(j.device_class)
    from observability.user_journeys j
    join (values ${mapping}) as m (journey_type, step, funnel_step) on m.journey_type = j.journey_type and m.step = j.step
    group by j.session_id, m.funnel_step
    on conflict do nothing`);
  await db.query(`
    insert into observability.error_logs (id, job_id, level, source, message, stack, request_id, created_at)
    select gen_random_uuid(), 'bench-error-' || i, 'error', 'bench',
      'Bench failure of shape ' || (i % ${options.errorGroups}) || ' for item ' || i,
      'Error: Bench failure of shape ' || (i % ${options.errorGroups}) || E'\\n    at handler' || (i % ${options.errorGroups}) || ' (/app/bench.js:1:1)',
      'req-' || i, now() - ((i % (30 * 1440)) || ' minutes')::interval
    from generate_series(1, ${options.errorLogs}) as i`);
  // One group per shape, as ErrorGroupsService would have made them, and every error joined to it.
  await db.query(`
    insert into observability.error_groups (id, fingerprint, type, message_shape, top_frame, status, count, first_seen_at, last_seen_at, releases)
    select gen_random_uuid(), md5('bench-shape-' || g), 'Error', 'Bench failure of shape <n> for item <n>', 'handler' || g || ' (/app/bench.js)',
      (array['open', 'open', 'resolved', 'ignored'])[1 + g % 4], 0, now() - interval '30 days', now(), array['0.1.0']
    from generate_series(0, ${options.errorGroups - 1}) as g`);
  await db.query(`
    update observability.error_logs e set group_id = g.id
    from observability.error_groups g
    where e.job_id like 'bench-error-%' and g.fingerprint = md5('bench-shape-' || (substring(e.job_id from 13)::int % ${options.errorGroups}))`);
  await db.query(`
    update observability.error_groups g set count = c.n, sample_error_id = c.sample
    from (select group_id, count(*) as n, (array_agg(id order by created_at desc))[1] as sample from observability.error_logs group by group_id) c
    where c.group_id = g.id`);
  // 30 days of per-minute aggregates for every service, one gateway replica.
  await db.query(`
    insert into observability.traffic_minutes (minute, service, gateway, requests, errors, latency)
    select date_trunc('minute', now()) - (m || ' minutes')::interval, s, 'bench-gateway', 20 + m % 40, (m % 97 = 0)::int,
      array(select (case when b < 3 then 6 + (m + b) % 5 when b < 8 then 1 else 0 end) from generate_series(0, ${options.latencyBuckets - 1}) as b)
    from generate_series(1, 30 * 1440) as m, unnest(array[${sqlList(TRAFFIC_SERVICES)}]) as s
    on conflict do nothing`);
  await db.query(
    'analyze observability.user_journeys, observability.journey_funnel_entries, observability.error_logs, observability.error_groups, observability.traffic_minutes',
  );
  const count = async (table: string) => Number((await db.query<{ n: string }>(`select count(*) as n from observability.${table}`))[0]?.n ?? 0);
  return {
    journeyEvents: await count('user_journeys'),
    funnelEntries: await count('journey_funnel_entries'),
    errorLogs: await count('error_logs'),
    errorGroups: await count('error_groups'),
    trafficMinutes: await count('traffic_minutes'),
    seconds: (performance.now() - started) / 1000,
  };
}

// What each process needs from its surroundings: the one table docker-compose.yml and k8s/ are
// checked against (k8s/k8s.spec.ts, tools/deploy/compose.spec.ts). It mirrors the processes'
// own config schemas; change both together. Which processes run and where their probes answer
// come from libs/contracts' process list.
import { SERVICE_NAMES, processInfo, type ProcessInfo, type ServiceName } from '@lifewheel/contracts';

export const APP_PROCESSES = SERVICE_NAMES;
export type AppProcess = ServiceName;
export type ProcessName = AppProcess | 'migrate';

export interface ProcessNeeds {
  /** The port the probes ask: PORT for the gateway, HEALTH_PORT for the rest; none for migrate. */
  readonly port?: { readonly variable: ProcessInfo['probe']['variable']; readonly value: number };
  /** Variables that must come from the Secret (Kubernetes) and never be committed. */
  readonly secrets: readonly string[];
  /** Plain settings the process must be given. */
  readonly settings: readonly string[];
  /** Plain settings passed on when the operator sets them, and left unset otherwise. */
  readonly optional: readonly string[];
}

const common = {
  secrets: ['REDIS_URL'],
  settings: ['LOG_LEVEL', 'OTEL_NODE_RESOURCE_DETECTORS'],
  optional: ['OTEL_EXPORTER_OTLP_ENDPOINT'],
} as const;
const withDatabase = ['DATABASE_URL', ...common.secrets];

const probePort = (name: AppProcess): ProcessNeeds['port'] => {
  const { variable, port } = processInfo(name).probe;
  return { variable, value: port };
};

export const PROCESS_NEEDS: Readonly<Record<ProcessName, ProcessNeeds>> = {
  gateway: {
    port: probePort('gateway'),
    secrets: [...common.secrets],
    // INDEXNOW_KEY: the gateway serves /{key}.txt for the search engines.
    settings: [...common.settings, 'PUBLIC_URL', 'TRUST_PROXY_HOPS', 'INDEXNOW_KEY'],
    optional: [...common.optional],
  },
  identity: {
    port: probePort('identity'),
    // Signs principals; seals the login link into the email job.
    secrets: [...withDatabase, 'PRINCIPAL_PRIVATE_KEY', 'JOB_SECRET_KEY'],
    // Login links are built from PUBLIC_URL.
    settings: [...common.settings, 'ADMIN_EMAILS', 'PUBLIC_URL'],
    optional: [...common.optional],
  },
  assessments: {
    port: probePort('assessments'),
    // Owners of assessments are known only from a verified principal; seals the welcome email's job.
    secrets: [...withDatabase, 'PRINCIPAL_PUBLIC_KEY', 'JOB_SECRET_KEY'],
    // Links in the mailing-list emails (unsubscribe) are built from it.
    settings: [...common.settings, 'PUBLIC_URL'],
    optional: [...common.optional],
  },
  billing: {
    port: probePort('billing'),
    secrets: [...withDatabase, 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'PRINCIPAL_PUBLIC_KEY'],
    settings: [...common.settings, 'PREMIUM_PRICE_CENTS'],
    optional: [...common.optional, 'STRIPE_API_BASE'],
  },
  observability: {
    port: probePort('observability'),
    // Seals the ops addresses into the alert email jobs; verifies the principal of the admin RPCs
    // (the console's audit log and panels are for admins only).
    secrets: [...withDatabase, 'JOB_SECRET_KEY', 'PRINCIPAL_PUBLIC_KEY'],
    settings: [...common.settings, 'ALERT_EMAILS'],
    // The payment-alert rules' knobs; their defaults (60 minutes, every 60 s) suit most shops. Where
    // /admin/debug links trace ids, and how long rows are kept (defaults 90, 30, 30 days).
    optional: [
      ...common.optional,
      'ALERT_NO_SUCCESS_MINUTES',
      'ALERT_EVALUATE_EVERY_SECONDS',
      'TRACE_UI_URL',
      'RETENTION_JOURNEY_DAYS',
      'RETENTION_ERROR_LOG_DAYS',
      'RETENTION_HEALTH_CHECK_DAYS',
    ],
  },
  worker: {
    port: probePort('worker'),
    // IndexNow's hashes and history live in the worker's schema; its admin APIs verify the principal.
    secrets: [...withDatabase, 'SMTP_URL', 'JOB_SECRET_KEY', 'PRINCIPAL_PUBLIC_KEY'],
    // Submitted URLs and the key file's address are built from PUBLIC_URL; IndexNow alerts go to ALERT_EMAILS.
    settings: [...common.settings, 'MAIL_FROM', 'INDEXNOW_KEY', 'INDEXNOW_ENDPOINT', 'PUBLIC_URL', 'ALERT_EMAILS'],
    optional: [...common.optional],
  },
  migrate: {
    secrets: withDatabase,
    settings: [...common.settings],
    optional: [...common.optional],
  },
};

/** Every variable that holds a secret, whichever process reads it. */
export const SECRET_VARIABLES: readonly string[] = [...new Set(Object.values(PROCESS_NEEDS).flatMap((needs) => needs.secrets))];

/**
 * The processes Lifewheel runs (design.md section 3): the one list the RPC layer, the launcher,
 * the test harness and the deployment checks derive from. Each answers its probes
 * (`/health/live`, `/health/ready`) on a port of its own: the gateway on its HTTP port (PORT),
 * every other process on HEALTH_PORT. The launcher can shift the HEALTH_PORT ones together by
 * moving their base (HEALTH_PORT_BASE), so they are written as offsets from it.
 */
export const DEFAULT_HEALTH_PORT_BASE = 3100;

/** A process that answers RPC, and its probes on HEALTH_PORT at `offset` above the base. */
function healthPortService<const Name extends string>(name: Name, offset: number) {
  return {
    name,
    answersRpc: true,
    probe: { variable: 'HEALTH_PORT', port: DEFAULT_HEALTH_PORT_BASE + offset },
    entry: `services/${name}/dist/main.js`,
  } as const;
}

export const PROCESS_INFO = [
  {
    name: 'gateway',
    answersRpc: false,
    probe: { variable: 'PORT', port: 3000 },
    entry: 'services/gateway/dist/main.js',
  },
  healthPortService('identity', 1),
  healthPortService('assessments', 2),
  healthPortService('billing', 3),
  healthPortService('observability', 4),
  healthPortService('worker', 5),
] as const satisfies readonly ProcessInfo[];

export interface ProcessInfo {
  readonly name: string;
  /** Reads its own Redis stream of RPC requests (the gateway only asks). */
  readonly answersRpc: boolean;
  /** Where the probes ask, and the variable that moves it. */
  readonly probe: { readonly variable: 'PORT' | 'HEALTH_PORT'; readonly port: number };
  /** The built script that runs it, from the repository root (what `npm run build` writes). */
  readonly entry: string;
}

type Info = (typeof PROCESS_INFO)[number];
export type ServiceName = Info['name'];
/** Services that answer RPC requests. */
export type RpcServiceName = Extract<Info, { answersRpc: true }>['name'];
type HealthPortInfo = Extract<Info, { probe: { variable: 'HEALTH_PORT' } }>;
/** Processes whose probes answer on HEALTH_PORT, i.e. all but the gateway. */
export type HealthPortProcess = HealthPortInfo['name'];

export const SERVICE_NAMES: readonly ServiceName[] = PROCESS_INFO.map((process) => process.name);
export const RPC_SERVICES: readonly RpcServiceName[] = PROCESS_INFO.filter((process): process is Extract<Info, { answersRpc: true }> => process.answersRpc).map(
  (process) => process.name,
);

export const HEALTH_PORT_PROCESSES: readonly HealthPortInfo[] = PROCESS_INFO.filter(
  (process): process is HealthPortInfo => process.probe.variable === 'HEALTH_PORT',
);

const BY_NAME = new Map<string, Info>(PROCESS_INFO.map((process) => [process.name, process]));

export function processInfo(name: ServiceName): Info {
  const info = BY_NAME.get(name);
  if (!info) throw new Error(`no process named "${name}"`);
  return info;
}

/** The port a process answers its probes on when nothing moves it (PORT or HEALTH_PORT unset). */
export const defaultProbePort = (name: ServiceName): number => processInfo(name).probe.port;

/**
 * OpenTelemetry's resource detectors every process runs with. The default ones ask cloud
 * metadata addresses (169.254.169.254, ...); no such request may ever leave a process. The
 * telemetry start-up forces it, and the launcher, the test harness and the deployment files set it
 * too, for any process that loads the SDK some other way.
 */
export const SAFE_OTEL_RESOURCE_DETECTORS = 'env,host,os,process';

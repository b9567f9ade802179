// Renders the kustomizations and checks the objects: against the Kubernetes schema (through
// kubernetes-models) and against what this project requires of its workloads. Each check returns
// the problems it finds, so a test can show all of them at once and a self-test can prove that a
// broken object is caught.
import { execFileSync } from 'node:child_process';
import { parseAllDocuments } from 'yaml';
import { ConfigMap, Namespace, PersistentVolumeClaim, Secret, Service, ServiceAccount } from 'kubernetes-models/v1';
import type { IContainer, IEnvVar, IPodSpec, IProbe } from 'kubernetes-models/v1';
import { Deployment, StatefulSet } from 'kubernetes-models/apps/v1';
import { Job } from 'kubernetes-models/batch/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { SAFE_OTEL_RESOURCE_DETECTORS } from '@lifewheel/contracts';
import { PROCESS_NEEDS, SECRET_VARIABLES, type ProcessName } from '../tools/deploy/processes.js';

export const SECRET_NAME = 'lifewheel-secrets';
export const CONFIG_MAP_NAME = 'lifewheel-config';

export interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [field: string]: unknown;
}

/** `kubectl kustomize <dir>` (KUBECTL overrides the binary), parsed. */
export function render(dir: string, cwd: string): Manifest[] {
  const kubectl = process.env['KUBECTL'] ?? 'kubectl';
  let output: string;
  try {
    output = execFileSync(kubectl, ['kustomize', dir], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const detail = (error as { stderr?: string }).stderr || (error instanceof Error ? error.message : String(error));
    throw new Error(`${kubectl} kustomize ${dir} failed (kubectl with its built-in kustomize is needed): ${detail}`);
  }
  return parseManifests(output, dir);
}

export function parseManifests(text: string, source: string): Manifest[] {
  return parseAllDocuments(text).map((document, index) => {
    if (document.errors.length > 0) throw new Error(`${source}, document ${index}: ${document.errors[0]?.message}`);
    const value: unknown = document.toJS();
    if (!isManifest(value)) throw new Error(`${source}, document ${index}: not a Kubernetes object`);
    return value;
  });
}

function isManifest(value: unknown): value is Manifest {
  if (typeof value !== 'object' || value === null) return false;
  const { apiVersion, kind, metadata } = value as Record<string, unknown>;
  return typeof apiVersion === 'string' && typeof kind === 'string' && typeof metadata === 'object' && metadata !== null;
}

export const describeManifest = (m: Manifest) => `${m.kind}/${m.metadata.name}`;

// Every kind the manifests may use; anything else fails the check until it is added here.
const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Namespace': Namespace,
  'v1/PersistentVolumeClaim': PersistentVolumeClaim,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'v1/ServiceAccount': ServiceAccount,
  'apps/v1/Deployment': Deployment,
  'apps/v1/StatefulSet': StatefulSet,
  'batch/v1/Job': Job,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
};

export function schemaProblems(manifest: Manifest): string[] {
  const Model = MODELS[`${manifest.apiVersion}/${manifest.kind}`];
  if (!Model) return [`${describeManifest(manifest)}: no schema known for ${manifest.apiVersion} ${manifest.kind}`];
  try {
    new Model(manifest as never).validate();
    return [];
  } catch (error) {
    return [`${describeManifest(manifest)}: ${error instanceof Error ? error.message : String(error)}`];
  }
}

export const ofKind = (objects: readonly Manifest[], kind: string) => objects.filter((m) => m.kind === kind);

/** The pod template of a Deployment, StatefulSet or Job. */
export function podSpecOf(manifest: Manifest): IPodSpec | undefined {
  const spec = manifest['spec'] as { template?: { spec?: IPodSpec } } | undefined;
  return spec?.template?.spec;
}

export function podSpecOrThrow(manifest: Manifest): IPodSpec {
  const spec = podSpecOf(manifest);
  if (!spec) throw new Error(`${describeManifest(manifest)} has no pod template`);
  return spec;
}

const isPositive = (value: unknown) => value !== undefined && value !== null && String(value) !== '' && String(value) !== '0';

/** Non-root, locked down, bounded: what every pod of this project must be. */
export function podSecurityProblems(where: string, pod: IPodSpec): string[] {
  const problems: string[] = [];
  const podContext = pod.securityContext ?? {};
  if (pod.automountServiceAccountToken !== false) problems.push(`${where}: automountServiceAccountToken must be false`);
  if (pod.hostNetwork || pod.hostPID || pod.hostIPC) problems.push(`${where}: must not share host namespaces`);
  const grace = pod.terminationGracePeriodSeconds;
  if (grace === undefined || grace < 20 || grace > 60) problems.push(`${where}: terminationGracePeriodSeconds must be about 30 (is ${grace})`);
  for (const container of [...(pod.initContainers ?? []), ...pod.containers]) {
    const at = `${where}, container ${container.name}`;
    const context = container.securityContext ?? {};
    if ((context.runAsNonRoot ?? podContext.runAsNonRoot) !== true) problems.push(`${at}: runAsNonRoot must be true`);
    const user = context.runAsUser ?? podContext.runAsUser;
    if (user === undefined || user === 0) problems.push(`${at}: runAsUser must be a non-zero uid (is ${user})`);
    if (context.allowPrivilegeEscalation !== false) problems.push(`${at}: allowPrivilegeEscalation must be false`);
    if (context.privileged) problems.push(`${at}: must not be privileged`);
    if (context.readOnlyRootFilesystem !== true) problems.push(`${at}: readOnlyRootFilesystem must be true`);
    if (!context.capabilities?.drop?.includes('ALL')) problems.push(`${at}: capabilities must drop ALL`);
    if (context.capabilities?.add?.length) problems.push(`${at}: must not add capabilities`);
    const seccomp = context.seccompProfile?.type ?? podContext.seccompProfile?.type;
    if (seccomp !== 'RuntimeDefault' && seccomp !== 'Localhost') problems.push(`${at}: seccompProfile must be RuntimeDefault`);
    for (const kind of ['requests', 'limits'] as const) {
      for (const resource of ['cpu', 'memory'] as const) {
        if (!isPositive(container.resources?.[kind]?.[resource])) problems.push(`${at}: resources.${kind}.${resource} must be set`);
      }
    }
  }
  return problems;
}

/** Liveness and readiness probes, and for HTTP probes the path and port the process serves. */
export function probeProblems(where: string, container: IContainer, http?: { port: number }): string[] {
  const problems: string[] = [];
  const probes: Array<[string, IProbe | undefined, string]> = [
    ['livenessProbe', container.livenessProbe, '/health/live'],
    ['readinessProbe', container.readinessProbe, '/health/ready'],
  ];
  for (const [name, probe, path] of probes) {
    if (!probe) {
      problems.push(`${where}: ${name} is missing`);
      continue;
    }
    if (!http) {
      if (!probe.httpGet && !probe.tcpSocket && !probe.exec && !probe.grpc) problems.push(`${where}: ${name} has no action`);
      continue;
    }
    if (probe.httpGet?.path !== path) problems.push(`${where}: ${name} must GET ${path} (is ${probe.httpGet?.path})`);
    const port = resolvePort(container, probe.httpGet?.port);
    if (port !== http.port) problems.push(`${where}: ${name} must ask port ${http.port} (is ${port})`);
  }
  return problems;
}

export function resolvePort(container: IContainer, port: number | string | undefined): number | undefined {
  if (typeof port === 'number') return port;
  if (port === undefined) return undefined;
  if (/^\d+$/.test(port)) return Number(port);
  return container.ports?.find((p) => p.name === port)?.containerPort;
}

const findEnv = (container: IContainer, name: string): IEnvVar | undefined => container.env?.find((e) => e.name === name);

/**
 * The process gets every variable it needs, secrets only from the Secret, plain settings from the
 * ConfigMap (or as literals), optional settings only when the ConfigMap has them, and the fixed
 * resource detectors.
 */
export function envProblems(where: string, container: IContainer, process: ProcessName, configMaps: readonly Manifest[]): string[] {
  const needs = PROCESS_NEEDS[process];
  const problems: string[] = [];
  const names = (container.env ?? []).map((e) => e.name);
  for (const name of new Set(names)) {
    if (names.indexOf(name) !== names.lastIndexOf(name)) problems.push(`${where}: ${name} is set twice`);
  }
  if (container.envFrom?.length) problems.push(`${where}: envFrom would hand every key to every process; name each variable`);
  for (const name of needs.secrets) {
    const ref = findEnv(container, name)?.valueFrom?.secretKeyRef;
    if (ref?.name !== SECRET_NAME || ref.key !== name) problems.push(`${where}: ${name} must come from secret ${SECRET_NAME}, key ${name}`);
    if (ref?.optional) problems.push(`${where}: ${name} must not be optional`);
  }
  for (const name of needs.settings) {
    const variable = findEnv(container, name);
    if (!variable) problems.push(`${where}: ${name} is missing`);
    else if (variable.value === undefined) problems.push(...configMapRefProblems(where, variable, configMaps, false));
  }
  for (const name of needs.optional) {
    const variable = findEnv(container, name);
    if (!variable) problems.push(`${where}: ${name} should be passed on when configured`);
    else if (variable.value !== undefined) problems.push(`${where}: ${name} must stay unset unless configured (no literal value)`);
    else problems.push(...configMapRefProblems(where, variable, configMaps, true));
  }
  if (findEnv(container, 'OTEL_NODE_RESOURCE_DETECTORS')?.value !== SAFE_OTEL_RESOURCE_DETECTORS) {
    problems.push(`${where}: OTEL_NODE_RESOURCE_DETECTORS must be the literal ${SAFE_OTEL_RESOURCE_DETECTORS}`);
  }
  if (needs.port) {
    const value = findEnv(container, needs.port.variable)?.value;
    if (value !== String(needs.port.value)) problems.push(`${where}: ${needs.port.variable} must be ${needs.port.value} (is ${value})`);
    if (!container.ports?.some((p) => p.containerPort === needs.port?.value)) problems.push(`${where}: must declare containerPort ${needs.port.value}`);
  }
  for (const variable of container.env ?? []) {
    if (SECRET_VARIABLES.includes(variable.name) && !variable.valueFrom?.secretKeyRef)
      problems.push(`${where}: ${variable.name} is a secret and must come from a Secret`);
  }
  return problems;
}

function configMapRefProblems(where: string, variable: IEnvVar, configMaps: readonly Manifest[], optional: boolean): string[] {
  const ref = variable.valueFrom?.configMapKeyRef;
  if (!ref) return [`${where}: ${variable.name} must be a literal or come from the ConfigMap`];
  const problems: string[] = [];
  const configMap = configMaps.find((m) => m.metadata.name === ref.name);
  if (!configMap || !ref.name?.startsWith(CONFIG_MAP_NAME)) problems.push(`${where}: ${variable.name} refers to ConfigMap ${ref.name}, which is not rendered`);
  if (ref.key !== variable.name) problems.push(`${where}: ${variable.name} must read key ${variable.name} (reads ${ref.key})`);
  if (optional && ref.optional !== true) problems.push(`${where}: ${variable.name} must be optional`);
  const data = (configMap?.['data'] ?? {}) as Record<string, string>;
  if (!optional && configMap && !(ref.key in data)) problems.push(`${where}: ConfigMap ${ref.name} has no key ${ref.key}`);
  return problems;
}

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { IContainer } from 'kubernetes-models/v1';
import { SAFE_OTEL_RESOURCE_DETECTORS } from '@lifewheel/contracts';
import { APP_PROCESSES, PROCESS_NEEDS } from '../tools/deploy/processes.js';
import {
  CONFIG_MAP_NAME,
  SECRET_NAME,
  describeManifest,
  envProblems,
  ofKind,
  parseManifests,
  podSecurityProblems,
  podSpecOf,
  podSpecOrThrow,
  probeProblems,
  render,
  schemaProblems,
  type Manifest,
} from './manifest-checks.js';
import { ingressAllowed, type Endpoint } from './network-policy-check.js';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const base = render('k8s', repoRoot);
const overlay = render('k8s/overlays/example', repoRoot);
const traced = render('k8s/overlays/traces', repoRoot);

const named = (objects: readonly Manifest[], kind: string, name: string) => {
  const found = objects.find((m) => m.kind === kind && m.metadata.name === name);
  if (!found) throw new Error(`${kind}/${name} is not rendered`);
  return found;
};
const onlyContainer = (m: Manifest): IContainer => {
  const containers = podSpecOrThrow(m).containers;
  expect(containers, describeManifest(m)).toHaveLength(1);
  return containers[0] as IContainer;
};
const workloads = (objects: readonly Manifest[]) => objects.filter((m) => podSpecOf(m) !== undefined);
const usesAppImage = (c: IContainer) => /(^|\/)lifewheel(:|@|$)/.test(c.image ?? '');

/** Everything wrong with one app Deployment; empty when it is as it must be. */
function appDeploymentProblems(deployment: Manifest, process: (typeof APP_PROCESSES)[number], configMaps: readonly Manifest[]): string[] {
  const where = describeManifest(deployment);
  const pod = podSpecOrThrow(deployment);
  const container = pod.containers[0];
  if (!container || pod.containers.length !== 1) return [`${where}: must run exactly one container`];
  const port = PROCESS_NEEDS[process].port?.value;
  return [
    ...podSecurityProblems(where, pod),
    ...probeProblems(where, container, port === undefined ? undefined : { port }),
    ...envProblems(where, container, process, configMaps),
    ...(JSON.stringify(container.args) === JSON.stringify([process]) ? [] : [`${where}: args must be ["${process}"]`]),
    ...(usesAppImage(container) ? [] : [`${where}: must run the lifewheel image`]),
  ];
}

describe('k8s base (kubectl kustomize k8s)', () => {
  const configMaps = ofKind(base, 'ConfigMap');

  it('renders only objects that are valid against the Kubernetes schema', () => {
    expect(base.length).toBeGreaterThan(20);
    expect(base.flatMap(schemaProblems)).toEqual([]);
  });

  it('has one Deployment and one Service per process, the Service selecting the Deployment', () => {
    const appDeployments = ofKind(base, 'Deployment').map((m) => m.metadata.name);
    expect(appDeployments.sort()).toEqual(APP_PROCESSES.map((p) => `lifewheel-${p}`).sort());
    for (const process of APP_PROCESSES) {
      const deployment = named(base, 'Deployment', `lifewheel-${process}`);
      const service = named(base, 'Service', `lifewheel-${process}`);
      const podLabels = (deployment['spec'] as { template: { metadata: { labels: Record<string, string> } } }).template.metadata.labels;
      const selector = (service['spec'] as { selector: Record<string, string> }).selector;
      expect(
        Object.entries(selector).every(([k, v]) => podLabels[k] === v),
        `${process}: Service selects its pods`,
      ).toBe(true);
      // The selector picks this process's pods and no other's.
      expect(selector['app.kubernetes.io/component']).toBe(process);
      const ports = (service['spec'] as { ports: Array<{ targetPort: string | number }> }).ports;
      const containerPorts = onlyContainer(deployment).ports ?? [];
      for (const { targetPort } of ports) {
        expect(
          containerPorts.some((p) => p.name === targetPort || p.containerPort === targetPort),
          `${process}: Service targets a container port`,
        ).toBe(true);
      }
    }
  });

  it.each(APP_PROCESSES)('runs %s with probes, resources, non-root security and its environment', (process) => {
    expect(appDeploymentProblems(named(base, 'Deployment', `lifewheel-${process}`), process, configMaps)).toEqual([]);
  });

  it('locks down every pod and gives every long-running container both probes', () => {
    const problems = workloads(base).flatMap((m) => {
      const pod = podSpecOrThrow(m);
      const runsForever = m.kind !== 'Job';
      return [
        ...podSecurityProblems(describeManifest(m), pod),
        ...(runsForever ? pod.containers.flatMap((c) => probeProblems(`${describeManifest(m)}, container ${c.name}`, c)) : []),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('keeps cloud metadata out of reach in every container of the app image', () => {
    const containers = workloads(base).flatMap((m) => podSpecOrThrow(m).containers.filter(usesAppImage));
    expect(containers.length).toBe(APP_PROCESSES.length + 1);
    for (const c of containers) expect(c.env?.find((e) => e.name === 'OTEL_NODE_RESOURCE_DETECTORS')?.value, c.name).toBe(SAFE_OTEL_RESOURCE_DETECTORS);
  });

  it('scales the gateway and the worker with autoscaling/v2 HorizontalPodAutoscalers', () => {
    const hpas = ofKind(base, 'HorizontalPodAutoscaler');
    expect(hpas.every((h) => h.apiVersion === 'autoscaling/v2')).toBe(true);
    const targets = hpas.map((h) => (h['spec'] as { scaleTargetRef: { kind: string; name: string } }).scaleTargetRef);
    expect(targets.map((t) => `${t.kind}/${t.name}`).sort()).toEqual(['Deployment/lifewheel-gateway', 'Deployment/lifewheel-worker']);
    for (const hpa of hpas) {
      const spec = hpa['spec'] as { minReplicas: number; maxReplicas: number; metrics: unknown[]; scaleTargetRef: { name: string } };
      expect(spec.minReplicas).toBeGreaterThanOrEqual(2);
      expect(spec.maxReplicas).toBeGreaterThan(spec.minReplicas);
      expect(spec.metrics.length).toBeGreaterThan(0);
      // A replica count in the Deployment would fight the autoscaler on every apply.
      expect((named(base, 'Deployment', spec.scaleTargetRef.name)['spec'] as { replicas?: number }).replicas).toBeUndefined();
    }
  });

  it('runs the migrations once in a Job with the database settings', () => {
    const jobs = ofKind(base, 'Job');
    expect(jobs.map((j) => j.metadata.name)).toEqual(['lifewheel-migrate']);
    const job = jobs[0] as Manifest;
    const pod = podSpecOrThrow(job);
    const container = onlyContainer(job);
    expect(container.args).toEqual(['migrate']);
    expect(usesAppImage(container)).toBe(true);
    expect(pod.restartPolicy).toBe('Never');
    expect((job['spec'] as { backoffLimit?: number }).backoffLimit).toBeLessThanOrEqual(3);
    expect(envProblems('Job/lifewheel-migrate', container, 'migrate', configMaps)).toEqual([]);
  });

  it('routes the Ingress to the gateway, which trusts exactly that one proxy hop', () => {
    const ingresses = ofKind(base, 'Ingress');
    expect(ingresses).toHaveLength(1);
    const backends = JSON.stringify(ingresses[0]?.['spec']).match(/"service":\{"name":"[^"]+"/g) ?? [];
    expect(new Set(backends)).toEqual(new Set(['"service":{"name":"lifewheel-gateway"']));
    const gatewayService = named(base, 'Service', 'lifewheel-gateway');
    expect((gatewayService['spec'] as { ports: Array<{ name: string }> }).ports.map((p) => p.name)).toContain('http');
    const config = configMaps.find((m) => m.metadata.name.startsWith(CONFIG_MAP_NAME));
    expect((config?.['data'] as Record<string, string>)['TRUST_PROXY_HOPS']).toBe('1');
  });

  it('commits no Secret and reads only keys that secret.example.yaml documents', () => {
    expect(ofKind(base, 'Secret')).toEqual([]);
    const [example] = parseManifests(readFileSync(new URL('./base/secret.example.yaml', import.meta.url), 'utf8'), 'secret.example.yaml');
    expect(example && schemaProblems(example)).toEqual([]);
    expect(example?.metadata.name).toBe(SECRET_NAME);
    const documented = (example?.['stringData'] ?? {}) as Record<string, string>;
    for (const value of Object.values(documented)) expect(value).toMatch(/CHANGE-ME/);
    const used = new Set(
      workloads(base).flatMap((m) => [
        ...podSpecOrThrow(m).containers.flatMap((c) =>
          (c.env ?? []).flatMap((e) => (e.valueFrom?.secretKeyRef ? [`${e.valueFrom.secretKeyRef.name}/${e.valueFrom.secretKeyRef.key}`] : [])),
        ),
        ...(podSpecOrThrow(m).volumes ?? []).flatMap((v) => (v.secret ? (v.secret.items ?? []).map((item) => `${v.secret?.secretName}/${item.key}`) : [])),
      ]),
    );
    expect([...used].sort()).toEqual(
      Object.keys(documented)
        .map((key) => `${SECRET_NAME}/${key}`)
        .sort(),
    );
  });

  it('runs Redis with noeviction and append-only persistence on a volume', () => {
    const redis = named(base, 'StatefulSet', 'lifewheel-redis');
    const container = onlyContainer(redis);
    const args = (container.args ?? []).join(' ');
    expect(args).toMatch(/--maxmemory-policy noeviction\b/);
    expect(args).toMatch(/--appendonly yes\b/);
    expect(args).toMatch(/--maxmemory \d+mb\b/);
    expect(container.volumeMounts?.map((v) => v.mountPath)).toContain('/data');
    const claims = (redis['spec'] as { volumeClaimTemplates?: Array<{ metadata: { name: string } }> }).volumeClaimTemplates ?? [];
    expect(claims.map((c) => c.metadata.name)).toContain(container.volumeMounts?.find((v) => v.mountPath === '/data')?.name);
  });

  it('gives Redis its password in a config file mounted from the Secret, never on a command line', () => {
    const redis = named(base, 'StatefulSet', 'lifewheel-redis');
    const container = onlyContainer(redis);
    const commandLine = [...(container.command ?? []), ...(container.args ?? [])].join(' ');
    // `ps` shows the command line: no password, no secret variable expanded into it.
    expect(commandLine).not.toMatch(/requirepass|\$\(|PASSWORD/i);
    expect((container.env ?? []).filter((e) => e.valueFrom?.secretKeyRef)).toEqual([]);
    // The first argument is the config file, from the Secret's REDIS_AUTH_CONF, mounted read-only.
    const volume = (podSpecOrThrow(redis).volumes ?? []).find((v) => v.secret?.secretName === SECRET_NAME);
    const item = volume?.secret?.items?.find((i) => i.key === 'REDIS_AUTH_CONF');
    const mount = container.volumeMounts?.find((m) => m.name === volume?.name);
    expect(item && mount?.readOnly).toBe(true);
    expect(container.args?.[0]).toBe(`${mount?.mountPath}/${item?.path}`);
    expect(container.args?.[0]).toMatch(/\.conf$/);
    // The readiness probe reads the same file rather than a variable holding the password.
    expect(JSON.stringify(container.readinessProbe?.exec?.command)).toContain(`${mount?.mountPath}/${item?.path}`);
    const [example] = parseManifests(readFileSync(new URL('./base/secret.example.yaml', import.meta.url), 'utf8'), 'secret.example.yaml');
    expect((example?.['stringData'] as Record<string, string>)['REDIS_AUTH_CONF']).toMatch(/^requirepass \S+$/);
  });
});

describe('k8s network policies (kubectl kustomize k8s/overlays/example)', () => {
  const policies = ofKind(overlay, 'NetworkPolicy');
  const namespace = 'lifewheel';
  /** A workload's pods as the policies see them: labels and named ports. */
  const podOf = (kind: string, name: string): Endpoint => {
    const workload = named(overlay, kind, name);
    const template = (workload['spec'] as { template: { metadata: { labels: Record<string, string> } } }).template;
    const namedPorts = Object.fromEntries(
      podSpecOrThrow(workload).containers.flatMap((c) => (c.ports ?? []).flatMap((p) => (p.name ? [[p.name, p.containerPort]] : []))),
    );
    return { namespace, labels: template.metadata.labels, namedPorts };
  };
  const app = Object.fromEntries(APP_PROCESSES.map((process) => [process, podOf('Deployment', `lifewheel-${process}`)]));
  const migrate = podOf('Job', 'lifewheel-migrate');
  const redis = podOf('StatefulSet', 'lifewheel-redis');
  // PostgreSQL is not rendered: an in-cluster one carries these labels (network-policies.yaml).
  const postgres: Endpoint = { namespace, labels: { 'app.kubernetes.io/name': 'lifewheel', 'app.kubernetes.io/component': 'postgres' } };
  const ingressController: Endpoint = { namespace: 'ingress-nginx', labels: { 'app.kubernetes.io/name': 'ingress-nginx' } };
  const strangerHere: Endpoint = { namespace, labels: { app: 'debug-shell' } };
  // Labels are anyone's to set: another namespace's pod that copies the app's labels is still a stranger.
  const impostor: Endpoint = { namespace: 'elsewhere', labels: { ...app['gateway']!.labels } };
  const probePort = (process: (typeof APP_PROCESSES)[number]) => PROCESS_NEEDS[process].port!.value;

  it('are valid and in the namespace, with a default deny for every pod', () => {
    expect(policies.flatMap(schemaProblems)).toEqual([]);
    expect(policies.filter((m) => m.metadata.namespace !== namespace).map(describeManifest)).toEqual([]);
    const newPod: Endpoint = { namespace, labels: { app: 'anything-added-later' } };
    for (const from of [...Object.values(app), ingressController, strangerHere]) expect(ingressAllowed(policies, from, newPod, 8080)).toBe(false);
  });

  it('let only the gateway take traffic from the ingress, on its HTTP port', () => {
    expect(ingressAllowed(policies, ingressController, app['gateway']!, probePort('gateway'))).toBe(true);
    expect(ingressAllowed(policies, strangerHere, app['gateway']!, probePort('gateway'))).toBe(false);
    expect(ingressAllowed(policies, impostor, app['gateway']!, probePort('gateway'))).toBe(false);
    for (const process of APP_PROCESSES.filter((p) => p !== 'gateway')) {
      expect(ingressAllowed(policies, ingressController, app[process]!, probePort(process)), process).toBe(false);
      // The processes talk through Redis only; none opens a connection to another.
      expect(ingressAllowed(policies, app['gateway']!, app[process]!, probePort(process)), process).toBe(false);
    }
    expect(ingressAllowed(policies, ingressController, redis, 6379)).toBe(false);
    expect(ingressAllowed(policies, ingressController, postgres, 5432)).toBe(false);
  });

  it('let Redis take traffic from every app pod and PostgreSQL from those that use DATABASE_URL, and nobody else', () => {
    for (const [name, pod] of [...Object.entries(app), ['migrate', migrate] as const]) {
      expect(ingressAllowed(policies, pod, redis, 6379), name).toBe(true);
      const usesDatabase = PROCESS_NEEDS[name as keyof typeof PROCESS_NEEDS].secrets.includes('DATABASE_URL');
      expect(ingressAllowed(policies, pod, postgres, 5432), name).toBe(usesDatabase);
    }
    for (const stranger of [strangerHere, impostor, ingressController]) {
      expect(ingressAllowed(policies, stranger, redis, 6379)).toBe(false);
      expect(ingressAllowed(policies, stranger, postgres, 5432)).toBe(false);
    }
  });
});

describe('k8s overlay (kubectl kustomize k8s/overlays/example)', () => {
  it('renders valid objects, all in its namespace, with the pinned image', () => {
    expect(overlay.flatMap(schemaProblems)).toEqual([]);
    const namespaced = overlay.filter((m) => m.kind !== 'Namespace');
    expect(namespaced.filter((m) => m.metadata.namespace !== 'lifewheel').map(describeManifest)).toEqual([]);
    const images = workloads(overlay).flatMap((m) =>
      podSpecOrThrow(m)
        .containers.filter(usesAppImage)
        .map((c) => c.image),
    );
    expect(new Set(images)).toEqual(new Set(['registry.example.com/lifewheel:0.1.0']));
    expect(named(overlay, 'Namespace', 'lifewheel').metadata.labels?.['pod-security.kubernetes.io/enforce']).toBe('restricted');
  });

  it.each(APP_PROCESSES)('keeps %s as the base has it, with the merged settings', (process) => {
    expect(appDeploymentProblems(named(overlay, 'Deployment', `lifewheel-${process}`), process, ofKind(overlay, 'ConfigMap'))).toEqual([]);
  });
});

describe('k8s traces overlay (kubectl kustomize k8s/overlays/traces)', () => {
  const configMaps = ofKind(traced, 'ConfigMap');
  const settings = () => configMaps.find((m) => m.metadata.name.startsWith('lifewheel-config'))?.['data'] as Record<string, string>;

  it('adds a collector and Jaeger, valid and locked down like every pod, in the namespace', () => {
    expect(traced.flatMap(schemaProblems)).toEqual([]);
    expect(traced.filter((m) => m.kind !== 'Namespace' && m.metadata.namespace !== 'lifewheel').map(describeManifest)).toEqual([]);
    for (const name of ['otel-collector', 'jaeger']) {
      const deployment = named(traced, 'Deployment', name);
      const where = describeManifest(deployment);
      const pod = podSpecOrThrow(deployment);
      expect([...podSecurityProblems(where, pod), ...pod.containers.flatMap((c) => probeProblems(where, c))]).toEqual([]);
      named(traced, 'Service', name);
    }
  });

  it('points every process at the collector, the collector at Jaeger, and the console at Jaeger’s UI', () => {
    expect(settings()['OTEL_EXPORTER_OTLP_ENDPOINT']).toBe('http://otel-collector:4318');
    expect(settings()['TRACE_UI_URL']).toBe('http://localhost:16686/trace/{traceId}');
    const collectorConfig = configMaps.find((m) => m.metadata.name.startsWith('otel-collector-config'))?.['data'] as Record<string, string>;
    expect(collectorConfig['config.yaml']).toContain('endpoint: jaeger:4317');
    for (const process of APP_PROCESSES) {
      expect(appDeploymentProblems(named(traced, 'Deployment', `lifewheel-${process}`), process, configMaps)).toEqual([]);
    }
  });

  it('lets the processes reach the collector and the collector reach Jaeger past the default deny', () => {
    const policies = ofKind(traced, 'NetworkPolicy');
    const labelsOf = (name: string) =>
      (named(traced, 'Deployment', name)['spec'] as { template: { metadata: { labels: Record<string, string> } } }).template.metadata.labels;
    const pod = (name: string): Endpoint => ({ namespace: 'lifewheel', labels: labelsOf(name) });
    for (const process of APP_PROCESSES) expect(ingressAllowed(policies, pod(`lifewheel-${process}`), pod('otel-collector'), 4318), process).toBe(true);
    expect(ingressAllowed(policies, pod('otel-collector'), pod('jaeger'), 4317)).toBe(true);
    expect(ingressAllowed(policies, pod('lifewheel-gateway'), pod('jaeger'), 4317)).toBe(false);
    expect(ingressAllowed(policies, { namespace: 'lifewheel', labels: { app: 'debug-shell' } }, pod('otel-collector'), 4318)).toBe(false);
  });
});

describe('the checks themselves', () => {
  const configMaps = ofKind(base, 'ConfigMap');
  const gateway = () => structuredClone(named(base, 'Deployment', 'lifewheel-gateway'));

  it('find the hole when the default deny or a from-clause is missing', () => {
    const policies = ofKind(overlay, 'NetworkPolicy');
    const stranger: Endpoint = { namespace: 'lifewheel', labels: { app: 'debug-shell' } };
    const newPod: Endpoint = { namespace: 'lifewheel', labels: { app: 'new' } };
    const redis: Endpoint = { namespace: 'lifewheel', labels: { 'app.kubernetes.io/name': 'lifewheel', 'app.kubernetes.io/component': 'redis' } };
    expect(ingressAllowed(policies, stranger, newPod, 80)).toBe(false);
    expect(
      ingressAllowed(
        policies.filter((m) => m.metadata.name !== 'lifewheel-default-deny'),
        stranger,
        newPod,
        80,
      ),
    ).toBe(true);
    const open = structuredClone(policies);
    const redisPolicy = open.find((m) => m.metadata.name === 'lifewheel-redis-from-app')!;
    delete (redisPolicy['spec'] as { ingress: Array<{ from?: unknown }> }).ingress[0]!.from;
    expect(ingressAllowed(policies, stranger, redis, 6379)).toBe(false);
    expect(ingressAllowed(open, stranger, redis, 6379)).toBe(true);
  });

  it('catch a Deployment without probes', () => {
    const broken = gateway();
    const container = podSpecOrThrow(broken).containers[0] as IContainer;
    delete container.livenessProbe;
    delete container.readinessProbe;
    expect(appDeploymentProblems(broken, 'gateway', configMaps)).toEqual([
      'Deployment/lifewheel-gateway: livenessProbe is missing',
      'Deployment/lifewheel-gateway: readinessProbe is missing',
    ]);
  });

  it('catch a container that may run as root, escalate or write its filesystem, or has no limits', () => {
    const broken = gateway();
    const pod = podSpecOrThrow(broken);
    delete pod.securityContext;
    const container = pod.containers[0] as IContainer;
    container.securityContext = { allowPrivilegeEscalation: true };
    delete container.resources?.limits;
    const problems = appDeploymentProblems(broken, 'gateway', configMaps).join('\n');
    for (const expected of [
      'runAsNonRoot',
      'runAsUser',
      'allowPrivilegeEscalation',
      'readOnlyRootFilesystem',
      'drop ALL',
      'seccompProfile',
      'resources.limits.cpu',
    ]) {
      expect(problems).toContain(expected);
    }
  });

  it('catch a secret given as plain text, a missing setting and a probe on the wrong port', () => {
    const broken = named(base, 'Deployment', 'lifewheel-billing');
    const copy = structuredClone(broken);
    const container = podSpecOrThrow(copy).containers[0] as IContainer;
    container.env = (container.env ?? [])
      .filter((e) => e.name !== 'PREMIUM_PRICE_CENTS')
      .map((e) => (e.name === 'STRIPE_SECRET_KEY' ? { name: e.name, value: 'sk_live_oops' } : e));
    if (container.readinessProbe?.httpGet) container.readinessProbe.httpGet.port = 3000;
    const problems = appDeploymentProblems(copy, 'billing', configMaps).join('\n');
    expect(problems).toContain('STRIPE_SECRET_KEY must come from secret lifewheel-secrets');
    expect(problems).toContain('PREMIUM_PRICE_CENTS is missing');
    expect(problems).toContain('readinessProbe must ask port 3103 (is 3000)');
  });

  it('catch an object that breaks the schema', () => {
    const broken = gateway();
    const container = podSpecOrThrow(broken).containers[0] as { ports?: unknown };
    container.ports = [{ name: 'http', containerPort: '3000' }];
    expect(schemaProblems(broken).join('\n')).toMatch(/containerPort must be integer/);
    expect(schemaProblems({ apiVersion: 'v1', kind: 'Pod', metadata: { name: 'x' } })).toEqual(['Pod/x: no schema known for v1 Pod']);
  });
});

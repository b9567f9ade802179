// Answers "may this pod open a connection to that pod on this port?" from rendered NetworkPolicies,
// by the Kubernetes rules for ingress: a pod no policy selects takes anything; a selected pod takes
// only what one of the policies selecting it allows (their rules add up). Enough of the API for
// this project's policies: pod and namespace selectors (matchLabels, matchExpressions In/NotIn/
// Exists/DoesNotExist) and ports by number or by the target container's port name.
import type { Manifest } from './manifest-checks.js';

type Labels = Record<string, string>;

interface Selector {
  matchLabels?: Labels;
  matchExpressions?: { key: string; operator: 'In' | 'NotIn' | 'Exists' | 'DoesNotExist'; values?: string[] }[];
}

interface Peer {
  podSelector?: Selector;
  namespaceSelector?: Selector;
}

interface Rule {
  from?: Peer[];
  ports?: { port?: number | string; protocol?: string }[];
}

interface PolicySpec {
  podSelector: Selector;
  policyTypes?: string[];
  ingress?: Rule[];
}

/** One end of a connection: a pod's labels, its namespace's labels, and (for the target) its named ports. */
export interface Endpoint {
  namespace: string;
  namespaceLabels?: Labels;
  labels: Labels;
  namedPorts?: Record<string, number>;
}

export function matchesSelector(selector: Selector, labels: Labels): boolean {
  const byLabel = Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
  const byExpression = (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
    const value = labels[key];
    if (operator === 'In') return value !== undefined && values.includes(value);
    if (operator === 'NotIn') return value === undefined || !values.includes(value);
    if (operator === 'Exists') return value !== undefined;
    return value === undefined;
  });
  return byLabel && byExpression;
}

function peerAllows(peer: Peer, policyNamespace: string, from: Endpoint): boolean {
  const namespaceLabels = { 'kubernetes.io/metadata.name': from.namespace, ...from.namespaceLabels };
  // A peer without a namespaceSelector means the policy's own namespace.
  const inNamespace = peer.namespaceSelector ? matchesSelector(peer.namespaceSelector, namespaceLabels) : from.namespace === policyNamespace;
  return inNamespace && (peer.podSelector ? matchesSelector(peer.podSelector, from.labels) : true);
}

function portAllows(rule: Rule, to: Endpoint, port: number): boolean {
  if (!rule.ports || rule.ports.length === 0) return true;
  return rule.ports.some(({ port: allowed, protocol = 'TCP' }) => {
    if (protocol !== 'TCP') return false;
    if (allowed === undefined) return true;
    return typeof allowed === 'number' ? allowed === port : to.namedPorts?.[allowed] === port;
  });
}

/** Whether `from` may connect to `to` on TCP `port` under `policies` (the rendered objects; others are ignored). */
export function ingressAllowed(policies: readonly Manifest[], from: Endpoint, to: Endpoint, port: number): boolean {
  const selecting = policies
    .filter((m) => m.kind === 'NetworkPolicy' && (m.metadata.namespace ?? to.namespace) === to.namespace)
    .map((m) => ({ namespace: m.metadata.namespace ?? to.namespace, spec: m['spec'] as PolicySpec }))
    .filter(({ spec }) => (spec.policyTypes ?? ['Ingress']).includes('Ingress') && matchesSelector(spec.podSelector, to.labels));
  if (selecting.length === 0) return true;
  return selecting.some(({ namespace, spec }) =>
    (spec.ingress ?? []).some(
      (rule) => (!rule.from || rule.from.length === 0 || rule.from.some((peer) => peerAllows(peer, namespace, from))) && portAllows(rule, to, port),
    ),
  );
}

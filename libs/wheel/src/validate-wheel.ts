import { domainKey } from './domain-key.js';
import type { FieldIssue } from './field-issue.js';
import { isRecord } from './is-record.js';
import { validateDomainColor, validateDomainDescriptor, validateDomainName, validateWheelName, wheelIssue } from './wheel-field-rules.js';
import { WHEEL_LIMITS } from './wheel-limits.js';

/**
 * Every problem of a wheel at once, so a form can mark all fields in one pass. Accepts anything
 * (a request body, a stored row): a missing wheel or domain list reads as empty, not as a crash.
 * Only a later duplicate is marked, so the first use of a name stays valid in the form.
 */
export function validateWheel(wheel: unknown): FieldIssue[] {
  const source = isRecord(wheel) ? wheel : {};
  const issues: FieldIssue[] = [];

  const nameIssue = validateWheelName(source['name']);
  if (nameIssue) issues.push(nameIssue);

  const domains: unknown[] = Array.isArray(source['domains']) ? source['domains'] : [];
  if (domains.length < WHEEL_LIMITS.minDomains) issues.push(wheelIssue(['domains'], 'tooFewDomains'));
  if (domains.length > WHEEL_LIMITS.maxDomains) issues.push(wheelIssue(['domains'], 'tooManyDomains'));

  const seenNames = new Set<string>();
  // An index loop, not forEach: forEach skips holes in a sparse array, which would hide them.
  for (let index = 0; index < domains.length; index++) {
    const raw = domains[index];
    const domain = isRecord(raw) ? raw : {};
    const name = domain['name'];

    const nameKey = validateDomainName(name);
    if (nameKey) {
      issues.push(wheelIssue(['domains', index, 'name'], nameKey));
    } else if (typeof name === 'string') {
      const key = domainKey(name);
      if (seenNames.has(key)) issues.push(wheelIssue(['domains', index, 'name'], 'duplicateDomainName'));
      seenNames.add(key);
    }

    const colorKey = validateDomainColor(domain['color']);
    if (colorKey) issues.push(wheelIssue(['domains', index, 'color'], colorKey));

    const descriptorKey = validateDomainDescriptor(domain['descriptor']);
    if (descriptorKey) issues.push(wheelIssue(['domains', index, 'descriptor'], descriptorKey));
  }

  return issues;
}

import { cleanText } from './clean-text.js';
import { domainKey } from './domain-key.js';
import type { FieldIssue } from './field-issue.js';
import { fillMessage } from './fill-message.js';
import { isRecord } from './is-record.js';
import { RESPONSE_MESSAGES, type ResponseMessageKey } from './response-messages.js';
import { isScore } from './scores.js';
import type { WheelConfig } from './wheel-types.js';

function responseIssue(path: (string | number)[], messageKey: ResponseMessageKey, domain?: string): FieldIssue {
  const params = domain === undefined ? undefined : { domain };
  return {
    path,
    messageKey,
    message: fillMessage(RESPONSE_MESSAGES[messageKey], params),
    ...(params ? { params } : {}),
  };
}

/**
 * Checks that `responses` rate every domain of a (validated) wheel exactly once with two scores
 * from 1 to 10. Domains match as the duplicate-name rule compares them, so " family " rates
 * "Family". Issues for each rating come in rating order, then one per unrated domain in wheel order.
 */
export function validateResponses(wheel: WheelConfig, responses: unknown): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const wheelNames = new Map(wheel.domains.map((domain) => [domainKey(domain.name), domain.name] as const));
  const rated = new Set<string>();
  const list: unknown[] = Array.isArray(responses) ? responses : [];

  for (let index = 0; index < list.length; index++) {
    const raw = list[index];
    const response = isRecord(raw) ? raw : {};
    const domain = response['domain'];

    if (typeof domain !== 'string' || cleanText(domain) === '') {
      issues.push(responseIssue(['responses', index, 'domain'], 'domainRequired'));
    } else {
      const key = domainKey(domain);
      const wheelName = wheelNames.get(key);
      if (wheelName === undefined) {
        issues.push(responseIssue(['responses', index, 'domain'], 'unknownDomain', cleanText(domain)));
      } else if (rated.has(key)) {
        issues.push(responseIssue(['responses', index, 'domain'], 'duplicateDomain', wheelName));
      }
      rated.add(key);
    }

    for (const field of ['current', 'desired'] as const) {
      if (!isScore(response[field])) issues.push(responseIssue(['responses', index, field], 'scoreOutOfRange'));
    }
  }

  for (const [key, name] of wheelNames) {
    if (!rated.has(key)) issues.push(responseIssue(['responses'], 'missingDomain', name));
  }
  return issues;
}

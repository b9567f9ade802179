import { describe, expect, it } from 'vitest';
import { funnelQuerySchema } from './admin-insights.contract.js';
import { issueMessageKey } from './keyed-message.js';

describe('funnelQuerySchema', () => {
  it('reads the query string: a period of 1, 7 or 30 days (7 when absent) and optional filters', () => {
    expect(funnelQuerySchema.parse({})).toEqual({ days: 7 });
    expect(funnelQuerySchema.parse({ days: '30', language: 'pt-BR', device: 'tablet' })).toEqual({ days: 30, language: 'pt-BR', device: 'tablet' });
  });

  it.each([
    [{ days: '14' }, 'daysInvalid'],
    [{ days: ['1', '7'] }, 'daysInvalid'],
    [{ language: 'klingon' }, 'languageInvalid'],
    [{ device: 'watch' }, 'deviceInvalid'],
  ])('refuses %j with the key of the rule', (query, messageKey) => {
    const result = funnelQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issueMessageKey(issue).messageKey)).toEqual([messageKey]);
  });
});

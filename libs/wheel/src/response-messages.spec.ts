import { describe, expect, it } from 'vitest';
import { RESPONSE_MESSAGES } from './response-messages.js';

describe('RESPONSE_MESSAGES', () => {
  it('have the agreed texts with i18next-style placeholders', () => {
    expect(RESPONSE_MESSAGES).toEqual({
      scoreOutOfRange: 'Scores must be whole numbers from 1 to 10',
      missingDomain: 'Please rate {{domain}}',
      unknownDomain: '{{domain}} is not part of this wheel',
      duplicateDomain: '{{domain}} was rated twice',
      domainRequired: 'Each rating needs a domain',
    });
  });
});

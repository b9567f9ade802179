import { describe, expect, it } from 'vitest';
import { FOLLOW_UP_KINDS, createFollowUpRequestSchema } from '@lifewheel/contracts';
import { FOLLOW_UP_FIELDS } from './follow-up-fields.js';

const VALID = {
  'life-question': { question: 'How do I find more time?', email: 'ana@example.com' },
  'success-team': { name: 'Ana', email: 'ana@example.com', goal: 'Run 10 km' },
  'mailing-list': { email: 'ana@example.com', consent: true },
  'pro-tools-feedback': { message: 'The values card sort was great.', email: 'ana@example.com' },
} as const;

/** A value of exactly `length` characters of the field's kind (an address stays an address). */
const ofLength = (name: string, length: number) => (name === 'email' ? `${'a'.repeat(length - '@example.com'.length)}@example.com` : 'x'.repeat(length));

describe('the fields of each "What\'s Next" form', () => {
  it.each(FOLLOW_UP_KINDS)('%s: the same fields as the contract, required where it requires them', (kind) => {
    const fields = FOLLOW_UP_FIELDS[kind];
    const valid = { kind, ...VALID[kind] };
    expect(createFollowUpRequestSchema.safeParse(valid).success).toBe(true);
    for (const field of fields) {
      const { [field.name]: _left, ...without } = valid as Record<string, unknown>;
      expect(createFollowUpRequestSchema.safeParse(without).success, `${kind} without ${field.name}`).toBe(!field.required);
    }
  });

  it.each(FOLLOW_UP_KINDS)('%s: maxLength is where the contract stops accepting', (kind) => {
    for (const field of FOLLOW_UP_FIELDS[kind].filter((candidate) => candidate.maxLength)) {
      const body = (length: number) => ({ kind, ...VALID[kind], [field.name]: ofLength(field.name, length) });
      expect(createFollowUpRequestSchema.safeParse(body(field.maxLength!)).success, `${kind}.${field.name} at its limit`).toBe(true);
      expect(createFollowUpRequestSchema.safeParse(body(field.maxLength! + 1)).success, `${kind}.${field.name} past its limit`).toBe(false);
    }
  });
});

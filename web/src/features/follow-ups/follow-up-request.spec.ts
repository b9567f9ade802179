import { describe, expect, it } from 'vitest';
import { attemptFor, followUpBody, validateFollowUp } from './follow-up-request.js';

const context = { assessmentToken: 'A'.repeat(32), language: 'pt-BR' };

describe('follow-up requests', () => {
  it('leaves empty fields out and sends the box as a real boolean', () => {
    expect(followUpBody('life-question', { question: 'Why?', email: '  ' }, context)).toEqual({ kind: 'life-question', question: 'Why?', ...context });
    expect(followUpBody('mailing-list', { email: 'a@b.co' }, context)).toEqual({ kind: 'mailing-list', email: 'a@b.co', consent: false, ...context });
  });

  it('accepts valid answers in the form the server stores them', () => {
    expect(validateFollowUp('success-team', { name: ' Ana ', email: ' Ana@Example.com', goal: '' }, context)).toEqual({
      ok: true,
      request: { kind: 'success-team', name: 'Ana', email: 'ana@example.com', ...context },
    });
  });

  it('says what is missing next to each field, with the contract messages as translation keys', () => {
    expect(validateFollowUp('mailing-list', { email: '' }, context)).toEqual({
      ok: false,
      fieldErrors: { email: 'followUps.messages.emailRequired', consent: 'followUps.messages.consentRequired' },
      otherErrors: [],
    });
    expect(validateFollowUp('life-question', { question: 'Short', email: 'nope' }, context)).toMatchObject({
      fieldErrors: { question: 'followUps.messages.questionTooShort', email: 'followUps.messages.emailInvalid' },
    });
    expect(validateFollowUp('pro-tools-feedback', {}, context)).toMatchObject({ fieldErrors: { message: 'followUps.messages.feedbackRequired' } });
  });

  it('reports problems outside the form (a broken results link) separately', () => {
    expect(validateFollowUp('life-question', { question: 'How do I start again?' }, { ...context, assessmentToken: 'bad' })).toEqual({
      ok: false,
      fieldErrors: {},
      otherErrors: ['followUps.messages.resultsLinkNotFound'],
    });
  });

  it('keeps one Idempotency-Key while the same answers are retried, and takes a new one for changed answers', () => {
    let keys = 0;
    const newKey = () => `key-${++keys}`;
    const request = { kind: 'life-question', question: 'How do I start again?' } as const;
    const first = attemptFor(null, request, newKey);
    expect(attemptFor(first, { ...request }, newKey)).toBe(first);
    const changed = attemptFor(first, { ...request, question: 'How do I start over?' }, newKey);
    expect(changed.idempotencyKey).toBe('key-2');
  });
});

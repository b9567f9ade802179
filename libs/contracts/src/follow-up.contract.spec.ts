import { describe, expect, it } from 'vitest';
import { createFollowUpRequestSchema } from './follow-up.contract.js';
import { FOLLOW_UP_MESSAGES } from './follow-up-messages.js';

const TOKEN = 'A'.repeat(32);

function messagesOf(body: unknown): string[] {
  const result = createFollowUpRequestSchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

function fieldsOf(body: unknown): string[] {
  const result = createFollowUpRequestSchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('follow-up contract: valid forms', () => {
  it('accepts a life question, trimmed, with or without an email', () => {
    expect(createFollowUpRequestSchema.parse({ kind: 'life-question', question: '  How do I find balance?  ' })).toEqual({
      kind: 'life-question',
      question: 'How do I find balance?',
    });
    expect(
      createFollowUpRequestSchema.parse({
        kind: 'life-question',
        question: 'How do I find balance?',
        email: ' Ana@Example.COM ',
        assessmentToken: TOKEN,
        language: 'pt-BR',
      }),
    ).toEqual({
      kind: 'life-question',
      question: 'How do I find balance?',
      email: 'ana@example.com',
      assessmentToken: TOKEN,
      language: 'pt-BR',
    });
  });

  it('accepts a success-team request with a required email and an optional goal', () => {
    expect(createFollowUpRequestSchema.parse({ kind: 'success-team', name: ' Ana ', email: 'ANA@example.com', goal: 'Run a marathon' })).toEqual({
      kind: 'success-team',
      name: 'Ana',
      email: 'ana@example.com',
      goal: 'Run a marathon',
    });
    expect(createFollowUpRequestSchema.parse({ kind: 'success-team', name: 'Ana', email: 'ana@example.com' })).not.toHaveProperty('goal');
  });

  it('accepts a mailing-list signup with consent exactly true', () => {
    expect(createFollowUpRequestSchema.parse({ kind: 'mailing-list', email: ' Ana@Example.com', consent: true })).toEqual({
      kind: 'mailing-list',
      email: 'ana@example.com',
      consent: true,
    });
  });

  it('accepts pro-tools feedback', () => {
    expect(createFollowUpRequestSchema.parse({ kind: 'pro-tools-feedback', message: 'The journal tool is great' })).toEqual({
      kind: 'pro-tools-feedback',
      message: 'The journal tool is great',
    });
  });

  it('treats a blank optional field as not given, as an empty form input sends it', () => {
    expect(createFollowUpRequestSchema.parse({ kind: 'life-question', question: 'How do I find balance?', email: '   ' })).toMatchObject({ email: undefined });
    expect(createFollowUpRequestSchema.parse({ kind: 'success-team', name: 'Ana', email: 'ana@example.com', goal: ' ' })).toMatchObject({ goal: undefined });
  });

  it('drops fields the contract does not know', () => {
    expect(createFollowUpRequestSchema.parse({ kind: 'life-question', question: 'How do I find balance?', userId: 'someone-else' })).not.toHaveProperty(
      'userId',
    );
  });
});

describe('follow-up contract: messages a person can act on', () => {
  it.each([
    ['an unknown kind', { kind: 'newsletter', email: 'a@b.co' }, 'kind', FOLLOW_UP_MESSAGES.kindUnknown],
    ['no kind', { question: 'How do I find balance?' }, 'kind', FOLLOW_UP_MESSAGES.kindUnknown],
    ['a missing question', { kind: 'life-question' }, 'question', FOLLOW_UP_MESSAGES.questionRequired],
    ['a short question', { kind: 'life-question', question: 'Why?' }, 'question', FOLLOW_UP_MESSAGES.questionTooShort],
    ['a question of spaces', { kind: 'life-question', question: ' '.repeat(20) }, 'question', FOLLOW_UP_MESSAGES.questionTooShort],
    ['a long question', { kind: 'life-question', question: 'x'.repeat(1001) }, 'question', FOLLOW_UP_MESSAGES.questionTooLong],
    ['a bad optional email', { kind: 'life-question', question: 'How do I find balance?', email: 'ana@' }, 'email', FOLLOW_UP_MESSAGES.emailInvalid],
    ['a missing name', { kind: 'success-team', email: 'ana@example.com' }, 'name', FOLLOW_UP_MESSAGES.nameRequired],
    ['a blank name', { kind: 'success-team', name: '  ', email: 'ana@example.com' }, 'name', FOLLOW_UP_MESSAGES.nameRequired],
    ['a long name', { kind: 'success-team', name: 'n'.repeat(81), email: 'ana@example.com' }, 'name', FOLLOW_UP_MESSAGES.nameTooLong],
    ['a success team without email', { kind: 'success-team', name: 'Ana' }, 'email', FOLLOW_UP_MESSAGES.emailRequired],
    ['a long goal', { kind: 'success-team', name: 'Ana', email: 'ana@example.com', goal: 'g'.repeat(501) }, 'goal', FOLLOW_UP_MESSAGES.goalTooLong],
    ['a mailing list without email', { kind: 'mailing-list', consent: true }, 'email', FOLLOW_UP_MESSAGES.emailRequired],
    ['a mailing list with a bad email', { kind: 'mailing-list', email: 'not an address', consent: true }, 'email', FOLLOW_UP_MESSAGES.emailInvalid],
    [
      'an address too long to receive mail',
      { kind: 'mailing-list', email: `${'a'.repeat(64)}@${'b'.repeat(186)}.com`, consent: true },
      'email',
      FOLLOW_UP_MESSAGES.emailInvalid,
    ],
    ['a missing feedback', { kind: 'pro-tools-feedback' }, 'message', FOLLOW_UP_MESSAGES.feedbackRequired],
    ['a short feedback', { kind: 'pro-tools-feedback', message: 'Nice' }, 'message', FOLLOW_UP_MESSAGES.feedbackTooShort],
    ['a long feedback', { kind: 'pro-tools-feedback', message: 'f'.repeat(2001) }, 'message', FOLLOW_UP_MESSAGES.feedbackTooLong],
    ['an unknown language', { kind: 'life-question', question: 'How do I find balance?', language: 'english' }, 'language', FOLLOW_UP_MESSAGES.languageUnknown],
    [
      'a malformed results token',
      { kind: 'life-question', question: 'How do I find balance?', assessmentToken: 'short' },
      'assessmentToken',
      FOLLOW_UP_MESSAGES.resultsLinkNotFound,
    ],
  ])('refuses %s', (_label, body, field, message) => {
    expect(messagesOf(body)).toContain(message);
    expect(fieldsOf(body)).toContain(field);
  });

  it('accepts the limits themselves', () => {
    expect(messagesOf({ kind: 'mailing-list', email: `${'a'.repeat(64)}@${'b'.repeat(185)}.com`, consent: true })).toEqual([]);
    expect(messagesOf({ kind: 'life-question', question: 'x'.repeat(10) })).toEqual([]);
    expect(messagesOf({ kind: 'life-question', question: 'x'.repeat(1000) })).toEqual([]);
    expect(messagesOf({ kind: 'success-team', name: 'n'.repeat(80), email: 'ana@example.com', goal: 'g'.repeat(500) })).toEqual([]);
    expect(messagesOf({ kind: 'pro-tools-feedback', message: 'f'.repeat(2000) })).toEqual([]);
  });
});

describe('follow-up contract: mailing-list consent', () => {
  it.each([
    ['missing', undefined],
    ['false', false],
    ['the string "true"', 'true'],
    ['the form value "on"', 'on'],
    ['the number 1', 1],
  ])('refuses consent that is %s', (_label, consent) => {
    expect(messagesOf({ kind: 'mailing-list', email: 'ana@example.com', consent })).toEqual([FOLLOW_UP_MESSAGES.consentRequired]);
    expect(fieldsOf({ kind: 'mailing-list', email: 'ana@example.com', consent })).toEqual(['consent']);
  });

  it('says "Please tick the box to agree to receive our emails"', () => {
    expect(FOLLOW_UP_MESSAGES.consentRequired).toBe('Please tick the box to agree to receive our emails');
  });
});

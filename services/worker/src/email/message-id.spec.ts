import { describe, expect, it } from 'vitest';
import { messageIdFor, messageIdForLogs, messageIdPrefixOf } from './message-id.js';

describe('messageIdFor', () => {
  const from = 'Lifewheel <hello@lifewheel.example>';

  it('is the same for every try of one job, on the sender’s domain', () => {
    const job = { id: '42', timestamp: Date.UTC(2026, 10, 27, 21, 31) };
    expect(messageIdFor(job, from)).toBe(messageIdFor({ ...job }, from));
    expect(messageIdFor(job, from)).toMatch(/^<job-42\.[0-9a-z]+@lifewheel\.example>$/);
    expect(messageIdFor(job, from).startsWith(messageIdPrefixOf('42'))).toBe(true);
  });

  it('differs for a job that has the same id after Redis started empty', () => {
    const before = messageIdFor({ id: '1', timestamp: 1_790_000_000_000 }, from);
    const after = messageIdFor({ id: '1', timestamp: 1_790_000_360_000 }, from);
    expect(after).not.toBe(before);
  });

  it('keeps to the characters a Message-ID allows, whatever the job id', () => {
    const id = messageIdFor({ id: 'payment:failed rule/1', timestamp: 1 }, 'ops@lifewheel.example');
    expect(id).toBe('<job-payment-failed-rule-1.1@lifewheel.example>');
    expect(id.startsWith(messageIdPrefixOf('payment:failed rule/1'))).toBe(true);
  });

  it('falls back to a reserved domain when MAIL_FROM names none', () => {
    expect(messageIdFor({ id: '7', timestamp: 36 }, 'Lifewheel')).toBe('<job-7.10@lifewheel.invalid>');
  });
});

describe('messageIdForLogs', () => {
  it('keeps the part before the @, so a log line holds nothing shaped like an email address', () => {
    const id = messageIdFor({ id: '2', timestamp: 1_790_000_000_000 }, 'Lifewheel <hello@lifewheel.example>');
    expect(messageIdForLogs(id)).toBe(`job-2.${(1_790_000_000_000).toString(36)}`);
    expect(messageIdForLogs(id)).not.toMatch(/@/);
  });
});

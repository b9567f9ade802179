import { UnrecoverableError } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { extraHeaders } from './email-headers.js';

describe('extra email headers from a job', () => {
  it('passes List-Unsubscribe headers through unchanged', () => {
    const headers = {
      'List-Unsubscribe': '<https://wheel.example.org/api/mailing-list/unsubscribe?token=abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    expect(extraHeaders(headers)).toEqual(headers);
    expect(extraHeaders(undefined)).toEqual({});
  });

  it.each([
    ['a header the sender sets', { 'message-id': '<forged@example.com>' }],
    ['From in other capitals', { FROM: 'someone@example.com' }],
    ['a value with a line break', { 'List-Unsubscribe': '<https://a.example>\r\nBcc: victim@example.com' }],
    ['a name with a colon', { 'X-Bad:Name': 'value' }],
    ['an empty name', { '': 'value' }],
  ])('fails the job at once for %s', (_label, headers) => {
    expect(() => extraHeaders(headers)).toThrow(UnrecoverableError);
  });
});

import { describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { createLogger } from './logger.js';
import { REDACTED, redactUrl } from './redact.js';

describe('redactUrl', () => {
  it.each([
    ['/results/abcDEF123_-xyz', `/results/${REDACTED}`],
    ['/es/results/abcDEF123', `/es/results/${REDACTED}`],
    ['/ja/shared/shareTOKEN_-123', `/ja/shared/${REDACTED}`],
    ['/api/shared/shareTOKEN_-123', `/api/shared/${REDACTED}`],
    ['/api/assessments/tok123?x=1', `/api/assessments/${REDACTED}?${REDACTED}`],
    ['/api/assessments', '/api/assessments'],
    ['/api/auth/verify/secret-token', `/api/auth/verify/${REDACTED}`],
    ['https://x.test/results/t1/extra#frag', `https://x.test/results/${REDACTED}/extra#frag`],
    ['/assessment?email=a@b.c', `/assessment?${REDACTED}`],
    ['/focus-reminders/stop/abcDEF123_-', `/focus-reminders/stop/${REDACTED}`],
    ['/ja/focus-reminders/stop/abcDEF123_-', `/ja/focus-reminders/stop/${REDACTED}`],
    ['/ar/mailing-list/confirm/abcDEF123_-', `/ar/mailing-list/confirm/${REDACTED}`],
    ['/api/focus-reminders/stop?token=abc', `/api/focus-reminders/stop?${REDACTED}`],
    ['/', '/'],
  ])('%s -> %s', (input, expected) => {
    expect(redactUrl(input)).toBe(expected);
  });
});

describe('logger', () => {
  function capture() {
    const lines: Record<string, unknown>[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    return { lines, logger: createLogger({ service: 'test', version: '1.2.3', destination }) };
  }

  it('puts service and version on every line and redacts secrets at any depth', () => {
    const { lines, logger } = capture();
    logger.info({ token: 'T0K', user: { creatorSecret: 'S3C', email: 'a@b.c' }, req: { headers: { cookie: 'sid=1', accept: 'json' } } }, 'hello');
    const [line] = lines;
    expect(line).toMatchObject({ service: 'test', version: '1.2.3', msg: 'hello', level: 'info' });
    const text = JSON.stringify(line);
    for (const secret of ['T0K', 'S3C', 'sid=1']) expect(text).not.toContain(secret);
    expect(text).toContain('a@b.c');
    expect(text).toContain('json');
  });
});

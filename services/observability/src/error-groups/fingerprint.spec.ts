import { describe, expect, it } from 'vitest';
import { errorShape, errorType, messageShape, topFrame } from './fingerprint.js';

const nodeStack = (message: string, line = 41) =>
  `TypeError: ${message}\n    at PaymentsService.capture (/app/services/billing/dist/payments/payments.service.js:${line}:17)\n    at async Promise.all (index 0)`;

describe('error fingerprints', () => {
  it('normalises the parts of a message that change from one occurrence to the next', () => {
    expect(messageShape('User 4b1f7c9e-2d3a-4e5f-8a9b-0c1d2e3f4a5b has 12 items and 3.5 GB')).toBe('User <uuid> has <n> items and <n> GB');
    expect(messageShape(`Cannot read properties of undefined (reading 'email')`)).toBe('Cannot read properties of undefined (reading <value>)');
    expect(messageShape('Session cs_test_a1B2c3D4e5F6g7H8i9J0 expired at 0x1f3a')).toBe('Session <id> expired at <hex>');
    expect(messageShape('hash 9f86d081884c7d659a2feaa0c55ad015 mismatch')).toBe('hash <hex> mismatch');
    expect(messageShape('No account for someone@example.com at https://lifewheel.app/account?x=1')).toBe('No account for <email> at <url>');
    expect(messageShape('first line 1\nsecond line')).toBe('first line <n>');
  });

  it('reads the type from the stack, else from the message, else calls it Error', () => {
    expect(errorType('boom', nodeStack('boom'))).toBe('TypeError');
    expect(errorType('RangeError: Invalid time value', undefined)).toBe('RangeError');
    expect(errorType('aborted', 'DOMException: aborted\n    at x')).toBe('DOMException');
    expect(errorType('Warning: slow', 'Warning: slow\n    at x')).toBe('Error');
    expect(errorType('Something odd', null)).toBe('Error');
  });

  it('takes the top frame without its line and column, bundle hash or origin', () => {
    expect(topFrame(nodeStack('boom'))).toBe('at PaymentsService.capture (/app/services/billing/dist/payments/payments.service.js)');
    expect(topFrame('Error: x\n    at render (https://lifewheel.app/assets/index-Bf3kLq9Z.js:1:2345)')).toBe('at render (/assets/index.js)');
    expect(topFrame('Error: x\nrender@https://lifewheel.app/assets/index-Bf3kLq9Z.js:1:2345')).toBe('render@/assets/index.js');
    expect(topFrame('Error: no frames')).toBeNull();
    expect(topFrame(undefined)).toBeNull();
  });

  it('gives one fingerprint to occurrences that differ only in values, line numbers and bundle hashes', () => {
    const first = errorShape('Payment 1234 failed for 4b1f7c9e-2d3a-4e5f-8a9b-0c1d2e3f4a5b', nodeStack('x', 41));
    const second = errorShape('Payment 98 failed for 00000000-0000-4000-8000-000000000000', nodeStack('y', 57));
    expect(second.fingerprint).toBe(first.fingerprint);
    expect(first.fingerprint).toMatch(/^[0-9a-f]{32}$/);
  });

  it('keeps apart errors of another type, another message shape or another top frame', () => {
    const base = errorShape('Payment 1 failed', nodeStack('x'));
    expect(errorShape('Payment 1 failed', nodeStack('x').replace('TypeError', 'RangeError')).fingerprint).not.toBe(base.fingerprint);
    expect(errorShape('Refund 1 failed', nodeStack('x')).fingerprint).not.toBe(base.fingerprint);
    expect(errorShape('Payment 1 failed', nodeStack('x').replace('capture', 'refund')).fingerprint).not.toBe(base.fingerprint);
  });
});

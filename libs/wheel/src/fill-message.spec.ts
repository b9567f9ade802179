import { describe, expect, it } from 'vitest';
import { fillMessage } from './fill-message.js';

describe('fillMessage', () => {
  it('fills every occurrence of a placeholder', () => {
    expect(fillMessage('{{a}} and {{a}} and {{ b }}', { a: 'x', b: 2 })).toBe('x and x and 2');
  });

  it('leaves a placeholder without a value visible', () => {
    expect(fillMessage('Please rate {{domain}}')).toBe('Please rate {{domain}}');
    expect(fillMessage('Please rate {{domain}}', { other: 'x' })).toBe('Please rate {{domain}}');
  });

  it('inserts values literally, without treating $ patterns specially', () => {
    expect(fillMessage('Rate {{domain}}', { domain: "$& $' $1" })).toBe("Rate $& $' $1");
  });

  it('does not read values from the object prototype', () => {
    expect(fillMessage('{{toString}}', {})).toBe('{{toString}}');
  });
});

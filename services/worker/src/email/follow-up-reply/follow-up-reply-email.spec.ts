import { describe, expect, it } from 'vitest';
import type { Sealed } from '@lifewheel/contracts';
import { followUpReplyEmail } from './follow-up-reply-email.js';

const job = { followUpId: 'f', replyId: 'r', secrets: '' as Sealed<{ to: string; body: string }> };

describe('the reply to a follow-up', () => {
  it('sends the admin’s text as plain text, escaped in the HTML part', () => {
    const email = followUpReplyEmail(job, { to: 'visitor@example.test', body: 'Hello <b>there</b> & "you"\nSecond line' });
    expect(email.to).toBe('visitor@example.test');
    expect(email.text).toContain('Hello <b>there</b> & "you"\nSecond line');
    expect(email.html).toContain('Hello &#60;b&#62;there&#60;/b&#62; &#38; &#34;you&#34;');
    expect(email.html).not.toContain('<b>there</b>');
  });
});

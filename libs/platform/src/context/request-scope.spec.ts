import { describe, expect, it } from 'vitest';
import { afterReply, currentRequestScope, runInRequestScope, type RequestScope } from './request-scope.js';

describe('afterReply', () => {
  it('holds the work in an RPC request until the server runs it after answering', () => {
    const ran: string[] = [];
    const scope: RequestScope = { requestId: 'r1', afterReply: [] };
    runInRequestScope(scope, () => afterReply(() => ran.push('journey')));
    expect(ran).toEqual([]);
    for (const task of scope.afterReply!) task();
    expect(ran).toEqual(['journey']);
  });

  it('runs the work at once where nobody is waiting for a reply', () => {
    const ran: string[] = [];
    afterReply(() => ran.push('outside'));
    runInRequestScope({ requestId: 'job' }, () => afterReply(() => ran.push('job')));
    expect(ran).toEqual(['outside', 'job']);
    expect(currentRequestScope()).toBeUndefined();
  });
});

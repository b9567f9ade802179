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

  it("runs the held work in the request's scope, where deferring again runs at once", () => {
    const seen: (string | undefined)[] = [];
    const scope: RequestScope = { requestId: 'r2', afterReply: [] };
    runInRequestScope(scope, () =>
      afterReply(() => {
        seen.push(currentRequestScope()?.requestId);
        afterReply(() => seen.push('nested'));
      }),
    );
    for (const task of scope.afterReply!) task();
    expect(seen).toEqual(['r2', 'nested']);
  });

  it('runs the work at once where nobody is waiting for a reply', () => {
    const ran: string[] = [];
    afterReply(() => ran.push('outside'));
    runInRequestScope({ requestId: 'job' }, () => afterReply(() => ran.push('job')));
    expect(ran).toEqual(['outside', 'job']);
    expect(currentRequestScope()).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { beginTransactionSql } from './deadline-bound-driver.js';

describe('the SQL that begins a transaction', () => {
  it("is Kysely's plain begin outside a request with a deadline", () => {
    expect(beginTransactionSql({}, undefined)).toBe('begin');
    expect(beginTransactionSql({ isolationLevel: 'serializable', accessMode: 'read only' }, undefined)).toBe(
      'start transaction isolation level serializable read only',
    );
  });

  it('sets the time the request has left as the statement timeout, in the same query', () => {
    expect(beginTransactionSql({}, 10_000, 7_500)).toBe('begin; set local statement_timeout = 2500');
    expect(beginTransactionSql({ isolationLevel: 'repeatable read' }, 10_000.2, 9_000)).toBe(
      'start transaction isolation level repeatable read; set local statement_timeout = 1001',
    );
  });

  it('never writes 0 (no limit at all) for a deadline that has already passed', () => {
    expect(beginTransactionSql({}, 1_000, 5_000)).toBe('begin; set local statement_timeout = 1');
    expect(beginTransactionSql({}, 1_000, 1_000)).toBe('begin; set local statement_timeout = 1');
  });
});

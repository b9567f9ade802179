import { describe, expect, it } from 'vitest';
import { schemaTables } from './sql.js';

describe("a service's tables for plain SQL", () => {
  it('quotes each table with the schema, so no query spells the schema itself', () => {
    const tables = schemaTables('identity', ['users', 'login_tokens']);
    expect(tables).toEqual({ users: '"identity"."users"', login_tokens: '"identity"."login_tokens"' });
    expect(Object.isFrozen(tables)).toBe(true);
  });
});

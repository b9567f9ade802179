import { describe, expect, it } from 'vitest';
import { canEnter } from './folder-access.js';

const postgres = { uid: 101, gids: [104, 103] };

describe('canEnter', () => {
  it('lets anyone through a 0755 folder', () => {
    expect(canEnter({ mode: 0o40755, uid: 0, gid: 0 }, postgres)).toBe(true);
  });

  it('keeps others out of a 0700 home folder', () => {
    expect(canEnter({ mode: 0o40700, uid: 0, gid: 0 }, postgres)).toBe(false);
  });

  it('uses the owner bits for the owner and the group bits for a member', () => {
    expect(canEnter({ mode: 0o40700, uid: 101, gid: 0 }, postgres)).toBe(true);
    expect(canEnter({ mode: 0o40070, uid: 101, gid: 104 }, postgres)).toBe(false);
    expect(canEnter({ mode: 0o40750, uid: 0, gid: 103 }, postgres)).toBe(true);
    expect(canEnter({ mode: 0o40705, uid: 0, gid: 104 }, postgres)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { AcknowledgedSave, LoginRequestRecord, PurchaseRecord } from '../load/ledger.js';
import { checkJobs, checkLogins, checkPurchases, checkRecovery, checkSaves, type LoginObservation, type PurchaseObservation } from './checks.js';

const responses = [{ domain: 'health', current: 3, desired: 8 }];
const save = (token: string): AcknowledgedSave => ({ idempotencyKey: `key_${token}`, token, responses });

describe('the save check', () => {
  const saves = [save('aaaaaaaaaa'), save('bbbbbbbbbb')];
  type Read = { status: number; responses?: typeof responses };
  const allRead = new Map<string, Read>(saves.map((s) => [s.token, { status: 200, responses }]));

  it('passes when every acknowledged save reads back unchanged and nothing more was stored', () => {
    expect(checkSaves(saves, 1, allRead, 3).ok).toBe(true);
    expect(checkSaves(saves, 0, allRead, 2).ok).toBe(true);
  });

  it('fails a lost save, a changed one, a double and a run with no save at all', () => {
    expect(checkSaves(saves, 0, new Map<string, Read>([...allRead, ['bbbbbbbbbb', { status: 404 }]]), 2)).toMatchObject({
      ok: false,
      detail: expect.stringContaining('bbbbbbbb... answered 404'),
    });
    const changed = new Map<string, Read>([...allRead, ['aaaaaaaaaa', { status: 200, responses: [{ domain: 'health', current: 4, desired: 8 }] }]]);
    expect(checkSaves(saves, 0, changed, 2)).toMatchObject({ ok: false, detail: expect.stringContaining('changed') });
    expect(checkSaves(saves, 0, allRead, 3)).toMatchObject({ ok: false, detail: expect.stringContaining('more than were sent') });
    expect(checkSaves(saves, 0, allRead, 1)).toMatchObject({ ok: false, detail: expect.stringContaining('fewer than acknowledged') });
    expect(checkSaves([], 0, new Map(), 0).ok).toBe(false);
  });
});

describe('the purchase check', () => {
  const purchases: PurchaseRecord[] = [{ email: 'buyer-1@example.test', sessionId: 's1', stripeSessionId: 'cs_1' }];
  const good: PurchaseObservation = { checkoutStatus: 'paid', payments: [{ status: 'paid' }], premium: true };

  it('passes one paid payment and premium for that buyer alone', () => {
    expect(checkPurchases(purchases, new Map([['cs_1', good]]), ['buyer-1@example.test']).ok).toBe(true);
  });

  it('fails two payments, a payment not paid, no premium, and premium for someone who did not buy', () => {
    const twice = { ...good, payments: [{ status: 'paid' }, { status: 'paid' }] };
    expect(checkPurchases(purchases, new Map([['cs_1', twice]]), ['buyer-1@example.test']).detail).toContain('2 payments');
    expect(checkPurchases(purchases, new Map([['cs_1', { ...good, payments: [{ status: 'pending' }] }]]), ['buyer-1@example.test']).ok).toBe(false);
    expect(checkPurchases(purchases, new Map([['cs_1', { ...good, premium: false }]]), []).detail).toContain('not premium');
    expect(checkPurchases(purchases, new Map([['cs_1', good]]), ['buyer-1@example.test', 'someone@example.test']).detail).toContain(
      'premium without a purchase',
    );
  });
});

describe('the login check', () => {
  const login = (overrides: Partial<LoginRequestRecord> = {}): LoginRequestRecord => ({
    email: 'login-1@example.test',
    sent: 1,
    acknowledged: 1,
    verifiedTokens: ['t1'],
    ...overrides,
  });
  const seen = (overrides: Partial<LoginObservation> = {}): Map<string, LoginObservation> =>
    new Map([['login-1@example.test', { messageIds: ['<m1>'], links: [{ confirmedByLoad: true, againStatus: 409 }], ...overrides }]]);

  it('passes one email per request whose link worked once', () => {
    expect(checkLogins([login()], seen()).ok).toBe(true);
    // A link the load did not get to: it works now, and only once.
    expect(checkLogins([login({ verifiedTokens: [] })], seen({ links: [{ confirmedByLoad: false, firstStatus: 200, againStatus: 409 }] })).ok).toBe(true);
  });

  it('fails a doubled email, more emails than requests, a missing email and a link that works twice', () => {
    expect(checkLogins([login({ sent: 2 })], seen({ messageIds: ['<m1>', '<m1>'] })).detail).toContain('the same email delivered twice');
    expect(checkLogins([login()], seen({ messageIds: ['<m1>', '<m2>'] })).detail).toContain('2 emails for 1 requests');
    expect(checkLogins([login()], seen({ messageIds: [], links: [] })).detail).toContain('acknowledged but no email');
    expect(checkLogins([login()], seen({ links: [{ confirmedByLoad: true, againStatus: 200 }] })).detail).toContain('a used link answered 200 again');
  });
});

describe('the job check', () => {
  it('passes drained queues whose failed jobs carry their error', () => {
    expect(checkJobs([{ queue: 'email', active: 0, waiting: 0, failed: [{ id: '1', name: 'x', reason: 'SMTP refused' }] }])).toMatchObject({
      ok: true,
      detail: expect.stringContaining('1 failed'),
    });
  });

  it('fails a job stuck in active and a failed job without its error', () => {
    expect(checkJobs([{ queue: 'email', active: 1, waiting: 0, failed: [] }]).ok).toBe(false);
    expect(checkJobs([{ queue: 'email', active: 0, waiting: 0, failed: [{ id: '1', name: 'x', reason: '' }] }]).ok).toBe(false);
  });
});

describe('the recovery check', () => {
  const healthy = { launcherRunning: true, healthy: true, running: ['gateway', 'worker'], expected: ['gateway', 'worker'], unrecovered: [] };

  it('passes when everything is up and every fault was recovered from', () => {
    expect(checkRecovery(healthy).ok).toBe(true);
  });

  it('names what needed a human', () => {
    expect(checkRecovery({ ...healthy, running: ['gateway'] }).detail).toBe('worker not running');
    expect(checkRecovery({ ...healthy, unrecovered: ['PostgreSQL restart'] }).detail).toBe('not healthy again after PostgreSQL restart');
    expect(checkRecovery({ ...healthy, healthy: false, launcherRunning: false }).detail).toBe('the launcher is gone; /api/health is not 200');
  });
});

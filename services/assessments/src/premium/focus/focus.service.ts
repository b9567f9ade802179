import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import {
  FOCUS_LENGTH_DAYS,
  type Focus,
  type FocusCheckIn,
  type FocusOverview,
  type Language,
  type Principal,
  type StartFocusRequest,
} from '@lifewheel/contracts';
import { DEFAULT_DOMAIN_IDS, type DefaultDomainId } from '@lifewheel/wheel';
import { ErrorCode, assertWithinDeadline, idempotencyCaller, randomToken, sha256Hex } from '@lifewheel/platform';
import { IdempotentWrites } from '../../idempotency/idempotent-writes.js';
import { latestDefaultWheel, scoresOf } from './default-wheel-scores.js';
import { FocusCheckInSchema, type FocusCheckInRow } from './focus-check-in.entity.js';
import { focusFailure, focusNotFound } from './focus-errors.js';
import { FocusRemindersService } from './focus-reminders.service.js';
import { isKnownTool, toCheckIn, toFocus } from './focus-view.js';
import { FocusSchema, type FocusRow } from './focus.entity.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 86_400_000;
/** How many ended focuses the overview lists. */
const PAST_SHOWN = 20;

/**
 * A person's 30-day focus on one domain and its re-rates. Every query is scoped to the verified
 * principal's user id, so another person's focus is simply not found.
 */
@Injectable()
export class FocusService {
  constructor(
    private readonly em: EntityManager,
    private readonly idempotency: IdempotentWrites,
    private readonly reminders: FocusRemindersService,
  ) {}

  /** The person's focuses, the tools' titles in `language`. */
  async overview(userId: string, language: Language = 'en'): Promise<FocusOverview> {
    // The running one (the unique index allows at most one) and the newest ended ones.
    const [running, past] = await Promise.all([
      this.em.findOne(FocusSchema, { userId, endedAt: null }),
      this.em.find(FocusSchema, { userId, endedAt: { $ne: null } }, { orderBy: { startedAt: 'desc', id: 'desc' }, limit: PAST_SHOWN }),
    ]);
    const shown = running ? [running, ...past] : past;
    const checkIns = await this.checkInsOf(shown.map((row) => row.id));
    const view = (row: FocusRow) => toFocus(row, checkIns.get(row.id) ?? [], language);
    return { active: running ? view(running) : null, past: past.map(view) };
  }

  /**
   * Starts a focus. Two starts at once both insert; the partial unique index (one not-ended focus
   * per person) lets exactly one commit, and the other is told `focusAlreadyActive`. The reminder
   * jobs are queued inside the transaction: if it then fails, they find no focus and send nothing.
   */
  async start(principal: Principal, request: StartFocusRequest, idempotencyKey: string | undefined): Promise<Focus> {
    const domain = checkedDomain(request.domain);
    const toolIds = request.approach === 'tools' ? checkedTools(request.toolIds) : [];
    try {
      return await this.idempotency.run({ key: idempotencyKey, caller: idempotencyCaller(principal.userId, undefined), body: request }, async (tx) => {
        const latest = await latestDefaultWheel(tx, principal.userId);
        const baseline = latest ? scoresOf(latest.results, domain) : null;
        const stopToken = randomToken(32);
        const startedAt = new Date();
        const row = tx.create(FocusSchema, {
          id: randomUUID(),
          userId: principal.userId,
          domain,
          approach: request.approach,
          toolIds,
          reminders: request.reminders,
          language: request.language,
          startedAt,
          endsAt: new Date(startedAt.getTime() + FOCUS_LENGTH_DAYS * DAY_MS),
          endedAt: null,
          baselineCurrent: baseline?.current ?? null,
          baselineDesired: baseline?.desired ?? null,
          stopTokenHash: sha256Hex(stopToken),
        });
        await tx.flush();
        if (row.reminders) await this.reminders.schedule(row, principal.email, stopToken);
        return toFocus(row, [], row.language);
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw focusFailure(ErrorCode.Conflict, 'focusAlreadyActive');
      throw error;
    }
  }

  /** Idempotent: ending an ended focus answers it as it is. */
  end(userId: string, focusId: string): Promise<Focus> {
    return this.em.transactional(async (tx) => {
      const row = await ownFocus(tx, userId, focusId, true);
      row.endedAt ??= new Date();
      await tx.flush();
      assertWithinDeadline();
      return toFocus(row, await this.checkInRows(tx, row.id), row.language);
    });
  }

  /**
   * Reminders on or off. Turning them on makes a new stop token (only its hash is kept, so the old
   * one cannot be put into new emails) and queues the reminder days still ahead; asking for what
   * is already so changes nothing.
   */
  setReminders(principal: Principal, focusId: string, enabled: boolean): Promise<Focus> {
    return this.em.transactional(async (tx) => {
      const row = await ownFocus(tx, principal.userId, focusId, true);
      if (row.endedAt) throw focusFailure(ErrorCode.Conflict, 'focusEnded');
      if (row.reminders !== enabled) {
        row.reminders = enabled;
        const stopToken = enabled ? randomToken(32) : undefined;
        if (stopToken) row.stopTokenHash = sha256Hex(stopToken);
        await tx.flush();
        if (stopToken) await this.reminders.schedule(row, principal.email, stopToken);
      }
      assertWithinDeadline();
      return toFocus(row, await this.checkInRows(tx, row.id), row.language);
    });
  }

  /**
   * A re-rate of the focus's domain, also after it ended (the day-30 email comes then). `desired`
   * left out keeps the last known one: the last check-in's, else the baseline's, else the new current.
   */
  checkIn(userId: string, focusId: string, current: number, desired: number | undefined, idempotencyKey: string | undefined): Promise<FocusCheckIn> {
    if (!UUID.test(focusId)) throw focusNotFound();
    return this.idempotency.run({ key: idempotencyKey, caller: idempotencyCaller(userId, undefined), body: { focusId, current, desired } }, async (tx) => {
      const focus = await ownFocus(tx, userId, focusId, false);
      const last = (await this.checkInRows(tx, focus.id)).at(-1);
      const row = tx.create(FocusCheckInSchema, {
        id: randomUUID(),
        focusId: focus.id,
        userId,
        domain: focus.domain,
        current,
        desired: desired ?? last?.desired ?? focus.baselineDesired ?? current,
        createdAt: new Date(),
      });
      await tx.flush();
      return toCheckIn(row);
    });
  }

  /** The stop link: reminders off, whoever holds the token. Idempotent; an unknown token is a 404. */
  async stopReminders(token: string): Promise<{ status: 'stopped' }> {
    const stopTokenHash = sha256Hex(token);
    const stopped = await this.em.nativeUpdate(FocusSchema, { stopTokenHash }, { reminders: false });
    if (stopped === 0) throw focusFailure(ErrorCode.NotFound, 'stopTokenInvalid', 'token');
    return { status: 'stopped' };
  }

  private checkInRows(em: EntityManager, focusId: string): Promise<FocusCheckInRow[]> {
    return em.find(FocusCheckInSchema, { focusId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  private async checkInsOf(focusIds: string[]): Promise<Map<string, FocusCheckInRow[]>> {
    const byFocus = new Map<string, FocusCheckInRow[]>();
    if (focusIds.length === 0) return byFocus;
    const rows = await this.em.find(FocusCheckInSchema, { focusId: { $in: focusIds } }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    for (const row of rows) byFocus.set(row.focusId, [...(byFocus.get(row.focusId) ?? []), row]);
    return byFocus;
  }
}

function checkedDomain(domain: string): DefaultDomainId {
  if (!(DEFAULT_DOMAIN_IDS as readonly string[]).includes(domain)) throw focusFailure(ErrorCode.ValidationFailed, 'domainUnknown', 'domain');
  return domain as DefaultDomainId;
}

/** 1 to FOCUS_MAX_TOOLS (the schema caps the count) known tools, each once, in the order chosen. */
function checkedTools(toolIds: readonly string[]): string[] {
  if (toolIds.length === 0) throw focusFailure(ErrorCode.ValidationFailed, 'approachRequired', 'toolIds');
  const unknown = toolIds.findIndex((id) => !isKnownTool(id));
  if (unknown >= 0) throw focusFailure(ErrorCode.ValidationFailed, 'toolUnknown', `toolIds.${unknown}`);
  return [...new Set(toolIds)];
}

/** The person's own focus, locked for the change when `lock`; anything else is the same 404. */
async function ownFocus(em: EntityManager, userId: string, focusId: string, lock: boolean): Promise<FocusRow> {
  if (!UUID.test(focusId)) throw focusNotFound();
  const row = await em.findOne(FocusSchema, { id: focusId, userId }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
  if (!row) throw focusNotFound();
  return row;
}

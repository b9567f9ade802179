import { randomInt, randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import {
  JOIN_CODE_ALPHABET,
  JOIN_CODE_LENGTH,
  WORKSHOP_ANSWER_RETENTION_DAYS,
  WORKSHOP_MESSAGES,
  type AnswerWorkshopRequest,
  type CreateWorkshopRequest,
  type WorkshopEventKind,
  type WorkshopFacilitatorView,
  type WorkshopMessageKey,
  type WorkshopParticipantView,
  type WorkshopStatus,
  type WorkshopSummary,
} from '@lifewheel/contracts';
import { AppException, ErrorCode, LOGGER, sql, type Logger } from '@lifewheel/platform';
import { defaultWheel, domainKey, normalizeWheel, validateResponses, type DomainResponse } from '@lifewheel/wheel';
import { workshopAggregate } from './workshop-aggregate.js';
import { WorkshopEventsPublisher } from './workshop-events.publisher.js';
import { WorkshopAnswerSchema, WorkshopSchema, type WorkshopRow } from './workshop.entity.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const RETENTION_SWEEP_MS = 60 * 60 * 1000;

/** A refusal the web app translates from its key (`details.errors[0].messageKey`). */
function workshopFailure(code: ErrorCode, key: WorkshopMessageKey, field = ''): AppException {
  const message = WORKSHOP_MESSAGES[key];
  const errors = [{ field, message, messageKey: key }];
  return code === ErrorCode.ValidationFailed ? AppException.validation(errors) : new AppException(code, message, { errors });
}

export function newJoinCode(): string {
  return Array.from({ length: JOIN_CODE_LENGTH }, () => JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)]).join('');
}

const statusOf = (workshop: WorkshopRow): WorkshopStatus => (workshop.closedAt ? 'closed' : workshop.revealedAt ? 'revealed' : 'open');

function toSummary(workshop: WorkshopRow): WorkshopSummary {
  return {
    id: workshop.id,
    name: workshop.name,
    code: workshop.code,
    language: workshop.language,
    status: statusOf(workshop),
    createdAt: workshop.createdAt.toISOString(),
    revealedAt: workshop.revealedAt?.toISOString() ?? null,
    closedAt: workshop.closedAt?.toISOString() ?? null,
  };
}

@Injectable()
export class WorkshopsService implements OnModuleInit, OnApplicationShutdown {
  private sweepTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly em: EntityManager,
    private readonly events: WorkshopEventsPublisher,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    // Retention: every replica sweeps now and then; deleting what is already gone changes nothing.
    this.sweepTimer = setInterval(
      () => void this.deleteExpiredAnswers().catch((error: unknown) => this.logger.warn({ err: error }, 'Workshop answer retention sweep failed')),
      RETENTION_SWEEP_MS,
    );
    this.sweepTimer.unref();
  }

  onApplicationShutdown(): void {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
  }

  private announce(workshopId: string, kind: WorkshopEventKind): void {
    this.events.publish(workshopId, kind).catch((error: unknown) => this.logger.warn({ err: error }, 'Could not announce a workshop change'));
  }

  async create(request: CreateWorkshopRequest, userId: string): Promise<WorkshopFacilitatorView> {
    const wheel = request.wheel ? normalizeWheel(request.wheel) : defaultWheel();
    // A code is unique among open sessions (a partial unique index): on the rare collision, draw again.
    for (let attempt = 0; ; attempt += 1) {
      const em = this.em.fork();
      const workshop = em.create(WorkshopSchema, {
        id: randomUUID(),
        ownerUserId: userId,
        name: request.name,
        wheel,
        language: request.language,
        code: newJoinCode(),
        createdAt: new Date(),
        revealedAt: null,
        closedAt: null,
        aggregate: null,
        answersDeletedAt: null,
      });
      try {
        await em.flush();
        return await this.facilitatorView(workshop);
      } catch (error) {
        if (!(error instanceof UniqueConstraintViolationException) || attempt >= 5) throw error;
      }
    }
  }

  async list(userId: string): Promise<{ workshops: WorkshopSummary[] }> {
    // Besides the hourly sweep: a facilitator looking at past sessions never sees answers past their time.
    await this.deleteExpiredAnswers();
    const workshops = await this.em.find(WorkshopSchema, { ownerUserId: userId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 200 });
    return { workshops: workshops.map(toSummary) };
  }

  /** The caller's own session; anyone else's answers exactly as an unknown one (404). */
  private async owned(workshopId: string, userId: string): Promise<WorkshopRow> {
    const workshop = await this.em.findOne(WorkshopSchema, { id: workshopId, ownerUserId: userId }, { refresh: true });
    if (!workshop) throw workshopFailure(ErrorCode.NotFound, 'workshopUnknown');
    return workshop;
  }

  async get(workshopId: string, userId: string): Promise<WorkshopFacilitatorView> {
    return this.facilitatorView(await this.owned(workshopId, userId));
  }

  async reveal(workshopId: string, userId: string): Promise<WorkshopFacilitatorView> {
    const workshop = await this.owned(workshopId, userId);
    if (!workshop.revealedAt && !workshop.closedAt) {
      workshop.revealedAt = new Date();
      await this.em.flush();
      this.announce(workshop.id, 'revealed');
    }
    return this.facilitatorView(workshop);
  }

  /** Closes a session: it takes no more answers, and its aggregate is kept for the facilitator. */
  async close(workshopId: string, userId: string): Promise<WorkshopFacilitatorView> {
    const workshop = await this.owned(workshopId, userId);
    if (!workshop.closedAt) {
      workshop.aggregate = workshopAggregate(workshop.wheel, await this.answersOf(workshop.id));
      workshop.closedAt = new Date();
      await this.em.flush();
      this.announce(workshop.id, 'closed');
    }
    return this.facilitatorView(workshop);
  }

  private async answersOf(workshopId: string): Promise<DomainResponse[][]> {
    const answers = await this.em.find(WorkshopAnswerSchema, { workshopId }, { fields: ['responses'] });
    return answers.map((answer) => answer.responses);
  }

  private async joinedCount(workshopId: string): Promise<number> {
    const [row] = await sql<{ joined: string }>(this.em, `select count(*) as "joined" from "assessments"."workshop_joins" where "workshop_id" = ?`, [
      workshopId,
    ]);
    return Number(row?.joined ?? 0);
  }

  private async facilitatorView(workshop: WorkshopRow): Promise<WorkshopFacilitatorView> {
    const joined = await this.joinedCount(workshop.id);
    // One read of the answers gives both the count and the aggregate, so they always agree.
    const answers = workshop.answersDeletedAt ? [] : await this.answersOf(workshop.id);
    const finished = workshop.answersDeletedAt ? (workshop.aggregate?.answers ?? 0) : answers.length;
    return {
      ...toSummary(workshop),
      wheel: workshop.wheel,
      // Someone who answered without the join page being recorded has still joined.
      joined: Math.max(joined, finished),
      finished,
      // Once closed, the stored aggregate speaks for the answers (which go 30 days later).
      aggregate: workshop.closedAt ? (workshop.aggregate ?? null) : workshopAggregate(workshop.wheel, answers),
    };
  }

  /** The session a code leads to: an open or revealed one, else the most recent closed one. */
  private async byCode(code: string): Promise<WorkshopRow> {
    const [workshop] = await this.em.find(WorkshopSchema, { code }, { orderBy: { closedAt: 'desc nulls first', createdAt: 'desc' }, limit: 1, refresh: true });
    if (!workshop) throw workshopFailure(ErrorCode.NotFound, 'joinCodeUnknown', 'code');
    return workshop;
  }

  private async participantView(workshop: WorkshopRow, participantId: string | undefined): Promise<WorkshopParticipantView> {
    const own = participantId ? await this.em.findOne(WorkshopAnswerSchema, { workshopId: workshop.id, participantId }, { refresh: true }) : null;
    const status = statusOf(workshop);
    return {
      name: workshop.name,
      wheel: workshop.wheel,
      language: workshop.language,
      status,
      answered: own !== null,
      responses: own ? own.responses : null,
      // The group's result reaches phones only after the reveal (and never below five answers).
      aggregate: !workshop.revealedAt
        ? null
        : workshop.closedAt
          ? (workshop.aggregate ?? null)
          : workshopAggregate(workshop.wheel, await this.answersOf(workshop.id)),
    };
  }

  /** A phone opened the join page: counted as joined (once per participant). */
  async join(code: string, participantId: string | undefined): Promise<WorkshopParticipantView> {
    const workshop = await this.byCode(code);
    if (participantId && !workshop.closedAt) {
      const inserted = await sql(
        this.em,
        `insert into "assessments"."workshop_joins" ("workshop_id", "participant_id") values (?, ?) on conflict do nothing returning 1`,
        [workshop.id, participantId],
      );
      if (inserted.length > 0) this.announce(workshop.id, 'joined');
    }
    return this.participantView(workshop, participantId);
  }

  /** The participant's view without recording anything (the gateway's live updates). */
  async view(code: string, participantId: string | undefined): Promise<WorkshopParticipantView & { workshopId: string }> {
    const workshop = await this.byCode(code);
    return { ...(await this.participantView(workshop, participantId)), workshopId: workshop.id };
  }

  async answer(request: AnswerWorkshopRequest): Promise<WorkshopParticipantView> {
    const workshop = await this.byCode(request.code);
    if (workshop.closedAt) throw workshopFailure(ErrorCode.Conflict, 'workshopClosed');
    const issues = validateResponses(workshop.wheel, request.responses);
    if (issues.length > 0) {
      throw AppException.validation(
        issues.map((issue) => ({
          field: issue.path.join('.'),
          message: issue.message,
          messageKey: issue.messageKey,
          ...(issue.params ? { params: issue.params } : {}),
        })),
      );
    }
    // Stored under the wheel's own names, whatever case or spacing the phone sent.
    const names = new Map(workshop.wheel.domains.map((domain) => [domainKey(domain.name), domain.name] as const));
    const responses = request.responses.map((response) => ({
      domain: names.get(domainKey(response.domain))!,
      current: response.current,
      desired: response.desired,
    }));
    await sql(
      this.em,
      `with "joined" as (
         insert into "assessments"."workshop_joins" ("workshop_id", "participant_id") values (?, ?) on conflict do nothing
       )
       insert into "assessments"."workshop_answers" ("id", "workshop_id", "participant_id", "responses", "language", "created_at")
       select ?, "id", ?, ?::jsonb, ?, now() from "assessments"."workshops" where "id" = ? and "closed_at" is null
       on conflict ("workshop_id", "participant_id") do update set "responses" = excluded."responses", "language" = excluded."language", "created_at" = excluded."created_at"`,
      [workshop.id, request.participantId, randomUUID(), request.participantId, JSON.stringify(responses), request.language ?? workshop.language, workshop.id],
    );
    this.announce(workshop.id, 'answered');
    return this.participantView(workshop, request.participantId);
  }

  /** Deletes individual answers (and joins) of sessions closed more than 30 days ago; the aggregate stays. */
  async deleteExpiredAnswers(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - WORKSHOP_ANSWER_RETENTION_DAYS * DAY_MS);
    const [row] = await sql<{ sessions: string }>(
      this.em,
      `with "expired" as (
         update "assessments"."workshops" set "answers_deleted_at" = now() where "closed_at" < ? and "answers_deleted_at" is null returning "id"
       ), "answers" as (
         delete from "assessments"."workshop_answers" where "workshop_id" in (select "id" from "expired")
       ), "joins" as (
         delete from "assessments"."workshop_joins" where "workshop_id" in (select "id" from "expired")
       )
       select count(*) as "sessions" from "expired"`,
      [cutoff],
    );
    return Number(row?.sessions ?? 0);
  }
}

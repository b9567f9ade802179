import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { UnrecoverableError } from 'bullmq';
import { DEFAULT_LANGUAGE, isLanguage, normalizeEmail, premiumEventSchema, type Language, type PremiumEvent } from '@lifewheel/contracts';
import { LOGGER, UserChangesPublisher, type Logger, sql } from '@lifewheel/platform';
import { identityTables } from '../identity-schema.js';
import { UsersService, type UserRow } from '../users/users.service.js';
import { AccountLanguage } from '../users/account-language.js';
import { PurchaseConfirmation, type PurchaseConfirmationTarget } from './purchase-confirmation.js';

export type PremiumOutcome = 'applied' | 'stale' | 'duplicate';

/**
 * Billing's premium events (granted, revoked), which may come twice and in any order: each is
 * recorded by its eventId (a redelivery is a no-op) and applied only when its version is newer
 * than the last one applied to that user, so an older event never overrides a newer one.
 */
@Injectable()
export class PremiumEventsService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly userChanges: UserChangesPublisher,
    private readonly confirmation: PurchaseConfirmation,
    private readonly accountLanguage: AccountLanguage,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async apply(payload: PremiumEvent, granted: boolean): Promise<PremiumOutcome> {
    const parsed = premiumEventSchema.safeParse(payload);
    // A malformed event is a bug in the producer: retrying will not fix it.
    if (!parsed.success) throw new UnrecoverableError(`Malformed premium event: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`);
    const event = parsed.data;
    let changedUserId: string | undefined;
    let confirm: PurchaseConfirmationTarget | undefined;
    let newLanguage: Language | undefined;
    const outcome = await this.em.transactional(async (tx): Promise<PremiumOutcome> => {
      const user = await this.userOf(tx, event);
      const paidGrant = granted && event.reason === 'paid';
      const fresh = BigInt(event.version) > BigInt(user.premium_version);
      const [recorded] = await sql(
        tx,
        `insert into ${identityTables.premium_events} ("event_id", "user_id", "version", "granted", "applied") values (?, ?, ?, ?, ?) on conflict ("event_id") do nothing returning "event_id"`,
        [event.eventId, user.id, event.version, granted, fresh],
      );
      if (!recorded) {
        // A redelivery may follow a crash between the commit and the email's queueing: queue it
        // again when the first delivery was applied (its job id keeps it one email).
        if (paidGrant && (await this.wasApplied(tx, event.eventId))) confirm = confirmationOf(event, user);
        return 'duplicate';
      }
      if (!fresh) return 'stale';
      await sql(tx, `update ${identityTables.users} set "is_premium" = ?, "premium_version" = ?, "updated_at" = now() where "id" = ?`, [
        granted,
        event.version,
        user.id,
      ]);
      changedUserId = user.id;
      if (paidGrant) {
        newLanguage = await this.accountLanguage.remember(tx, user.id, event.language);
        confirm = confirmationOf(event, user);
      }
      return 'applied';
    });
    this.logger.info({ eventId: event.eventId, version: event.version, granted, outcome }, 'Premium event handled');
    // After the commit (a failed one throws before this), so a gateway that drops its cached answer
    // and asks again sees the change.
    if (changedUserId) {
      await this.userChanges
        .publish(changedUserId)
        .catch((error: unknown) =>
          this.logger.warn({ err: error, userId: changedUserId }, 'Could not announce a premium change; gateways see it when their cached sessions expire'),
        );
    }
    // After the commit: the email confirms a purchase the account holds. A failure to queue fails
    // this job, whose retry is a duplicate that queues it again.
    if (confirm) await this.confirmation.queue(confirm);
    if (changedUserId) await this.accountLanguage.announce(changedUserId, newLanguage);
    return outcome;
  }

  private async wasApplied(tx: EntityManager, eventId: string): Promise<boolean> {
    const [row] = await sql<{ applied: boolean }>(tx, `select "applied" from ${identityTables.premium_events} where "event_id" = ?`, [eventId]);
    return row?.applied === true;
  }

  /** The buyer's account when billing knew it, else the account of the paying address (made if new). */
  private async userOf(tx: EntityManager, event: PremiumEvent): Promise<UserRow> {
    if (event.userId) {
      const known = await this.users.findByIdForUpdate(tx, event.userId);
      if (known) return known;
    }
    return this.users.findOrCreateForUpdate(tx, normalizeEmail(event.email));
  }
}

/** The paid-from page's language, else the account's, else English. */
function confirmationOf(event: PremiumEvent, user: UserRow): PurchaseConfirmationTarget {
  const stored = user.language ?? undefined;
  const language = isLanguage(event.language) ? event.language : isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  return { paymentId: event.paymentId, email: user.email, language };
}

import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { normalizeEmail, type AssessmentsAccountExport } from '@lifewheel/contracts';
import { WorkshopSchema } from '../workshops/workshop.entity.js';
import { AssessmentSchema } from '../assessments/assessment.entity.js';
import { FollowUpSchema } from '../follow-ups/follow-up.entity.js';
import { MailingListConfirmationSchema } from '../follow-ups/mailing-list-confirmation.entity.js';
import { MailingListSubscriberSchema } from '../follow-ups/mailing-list-subscriber.entity.js';
import { FocusCheckInSchema } from '../premium/focus/focus-check-in.entity.js';
import { FocusSchema } from '../premium/focus/focus.entity.js';
import { ToolNoteSchema } from '../premium/tool-note.entity.js';
import { ToolProgressSchema } from '../premium/tool-progress.entity.js';

/**
 * What assessments holds about one account: saved wheels, tool notes and progress, focuses and their
 * check-ins by user id;
 * follow-ups and the mailing-list subscription by address, since a person sends those without
 * being logged in.
 */
@Injectable()
export class AccountDataService {
  constructor(private readonly em: EntityManager) {}

  async export(userId: string, email: string): Promise<AssessmentsAccountExport> {
    const address = normalizeEmail(email);
    const [assessments, notes, progress, followUps, subscriber, focuses, checkIns] = await Promise.all([
      this.em.find(AssessmentSchema, { userId }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
      this.em.find(ToolNoteSchema, { userId }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
      this.em.find(ToolProgressSchema, { userId }, { orderBy: { doneAt: 'asc', toolId: 'asc' } }),
      this.em.find(FollowUpSchema, { email: address }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
      this.em.findOne(MailingListSubscriberSchema, { email: address }),
      this.em.find(FocusSchema, { userId }, { orderBy: { startedAt: 'asc', id: 'asc' } }),
      this.em.find(FocusCheckInSchema, { userId }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
    ]);
    return {
      assessments: assessments.map((a) => ({ id: a.id, createdAt: a.createdAt.toISOString(), language: a.language, wheel: a.wheel, responses: a.responses })),
      toolNotes: notes.map((n) => ({ id: n.id, toolId: n.toolId, body: n.body, createdAt: n.createdAt.toISOString(), updatedAt: n.updatedAt.toISOString() })),
      toolProgress: progress.map((p) => ({ toolId: p.toolId, doneAt: p.doneAt.toISOString() })),
      followUps: followUps.map((f) => ({ id: f.id, kind: f.kind, payload: f.payload, language: f.language, createdAt: f.createdAt.toISOString() })),
      mailingList: subscriber
        ? {
            language: subscriber.language,
            consentedAt: subscriber.consentedAt.toISOString(),
            consentText: subscriber.consentText,
            unsubscribedAt: subscriber.unsubscribedAt ? subscriber.unsubscribedAt.toISOString() : null,
          }
        : null,
      // The stop token's hash stays out: it is a credential, not something the person told us.
      focuses: focuses.map((f) => ({
        id: f.id,
        domain: f.domain,
        approach: f.approach,
        toolIds: [...f.toolIds],
        reminders: f.reminders,
        language: f.language,
        startedAt: f.startedAt.toISOString(),
        endsAt: f.endsAt.toISOString(),
        endedAt: f.endedAt ? f.endedAt.toISOString() : null,
        baseline:
          typeof f.baselineCurrent === 'number' && typeof f.baselineDesired === 'number' ? { current: f.baselineCurrent, desired: f.baselineDesired } : null,
      })),
      focusCheckIns: checkIns.map((c) => ({
        id: c.id,
        focusId: c.focusId,
        domain: c.domain,
        current: c.current,
        desired: c.desired,
        createdAt: c.createdAt.toISOString(),
      })),
    };
  }

  /** Erases everything of a deleted account; a second run finds nothing left and changes nothing. */
  async erase(userId: string, email: string): Promise<void> {
    const address = normalizeEmail(email);
    await this.em.transactional(async (tx) => {
      await tx.nativeDelete(ToolNoteSchema, { userId });
      await tx.nativeDelete(ToolProgressSchema, { userId });
      // Check-ins go with their focus (on delete cascade); deleting them by user id too keeps that explicit.
      await tx.nativeDelete(FocusCheckInSchema, { userId });
      await tx.nativeDelete(FocusSchema, { userId });
      await tx.nativeDelete(AssessmentSchema, { userId });
      // A facilitator's sessions (their joins and answers go with them, on delete cascade).
      await tx.nativeDelete(WorkshopSchema, { ownerUserId: userId });
      await tx.nativeDelete(FollowUpSchema, { email: address });
      await tx.nativeDelete(MailingListSubscriberSchema, { email: address });
      await tx.nativeDelete(MailingListConfirmationSchema, { email: address });
    });
  }
}

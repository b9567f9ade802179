import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { normalizeEmail, type AssessmentsAccountExport } from '@lifewheel/contracts';
import { AssessmentSchema } from '../assessments/assessment.entity.js';
import { FollowUpSchema } from '../follow-ups/follow-up.entity.js';
import { MailingListSubscriberSchema } from '../follow-ups/mailing-list-subscriber.entity.js';
import { ToolNoteSchema } from '../premium/tool-note.entity.js';
import { ToolProgressSchema } from '../premium/tool-progress.entity.js';

/**
 * What assessments holds about one account: saved wheels, tool notes and progress by user id;
 * follow-ups and the mailing-list subscription by address, since a person sends those without
 * being logged in.
 */
@Injectable()
export class AccountDataService {
  constructor(private readonly em: EntityManager) {}

  async export(userId: string, email: string): Promise<AssessmentsAccountExport> {
    const address = normalizeEmail(email);
    const [assessments, notes, progress, followUps, subscriber] = await Promise.all([
      this.em.find(AssessmentSchema, { userId }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
      this.em.find(ToolNoteSchema, { userId }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
      this.em.find(ToolProgressSchema, { userId }, { orderBy: { doneAt: 'asc', toolId: 'asc' } }),
      this.em.find(FollowUpSchema, { email: address }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
      this.em.findOne(MailingListSubscriberSchema, { email: address }),
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
    };
  }

  /** Erases everything of a deleted account; a second run finds nothing left and changes nothing. */
  async erase(userId: string, email: string): Promise<void> {
    const address = normalizeEmail(email);
    await this.em.transactional(async (tx) => {
      await tx.nativeDelete(ToolNoteSchema, { userId });
      await tx.nativeDelete(ToolProgressSchema, { userId });
      await tx.nativeDelete(AssessmentSchema, { userId });
      await tx.nativeDelete(FollowUpSchema, { email: address });
      await tx.nativeDelete(MailingListSubscriberSchema, { email: address });
    });
  }
}

import type { ServiceDatabase } from '@lifewheel/platform';
import { ASSESSMENTS_SCHEMA, AssessmentSchema } from './assessments/assessment.entity.js';
import { FollowUpSchema } from './follow-ups/follow-up.entity.js';
import { MailingListConfirmationSchema } from './follow-ups/mailing-list-confirmation.entity.js';
import { MailingListSubscriberSchema } from './follow-ups/mailing-list-subscriber.entity.js';
import { Migration0001Initial } from './migrations/migration-0001-initial.js';
import { Migration0002FollowUps } from './migrations/migration-0002-follow-ups.js';
import { Migration0003DropIsPremium } from './migrations/migration-0003-drop-is-premium.js';
import { Migration0004ToolProgressAndNotes } from './migrations/migration-0004-tool-progress-and-notes.js';
import { Migration0005Focuses } from './migrations/migration-0005-focuses.js';
import { FocusCheckInSchema } from './premium/focus/focus-check-in.entity.js';
import { FocusSchema } from './premium/focus/focus.entity.js';
import { Migration0006FollowUpInbox } from './migrations/migration-0006-follow-up-inbox.js';
import { Migration0007SealedIdempotency } from './migrations/migration-0007-sealed-idempotency.js';
import { Migration0008MailingListDoubleOptIn } from './migrations/migration-0008-mailing-list-double-opt-in.js';
import { Migration0009Shares } from './migrations/migration-0009-shares.js';
import { Migration0010Workshops } from './migrations/migration-0010-workshops.js';
import { ShareSchema } from './shares/share.entity.js';
import { WorkshopAnswerSchema, WorkshopSchema } from './workshops/workshop.entity.js';
import { ToolNoteSchema } from './premium/tool-note.entity.js';
import { ToolProgressSchema } from './premium/tool-progress.entity.js';

export const assessmentsDatabase: ServiceDatabase = {
  schema: ASSESSMENTS_SCHEMA,
  entities: [
    AssessmentSchema,
    FollowUpSchema,
    MailingListSubscriberSchema,
    MailingListConfirmationSchema,
    ToolProgressSchema,
    ToolNoteSchema,
    FocusSchema,
    FocusCheckInSchema,
    ShareSchema,
    WorkshopSchema,
    WorkshopAnswerSchema,
  ],
  migrations: [
    { name: 'Migration0001Initial', class: Migration0001Initial },
    { name: 'Migration0002FollowUps', class: Migration0002FollowUps },
    { name: 'Migration0003DropIsPremium', class: Migration0003DropIsPremium },
    { name: 'Migration0004ToolProgressAndNotes', class: Migration0004ToolProgressAndNotes },
    { name: 'Migration0005Focuses', class: Migration0005Focuses },
    { name: 'Migration0006FollowUpInbox', class: Migration0006FollowUpInbox },
    { name: 'Migration0007SealedIdempotency', class: Migration0007SealedIdempotency },
    { name: 'Migration0008MailingListDoubleOptIn', class: Migration0008MailingListDoubleOptIn },
    { name: 'Migration0009Shares', class: Migration0009Shares },
    { name: 'Migration0010Workshops', class: Migration0010Workshops },
  ],
};

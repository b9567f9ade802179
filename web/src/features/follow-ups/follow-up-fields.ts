import { EMAIL_MAX_LENGTH, type FollowUpKind } from '@lifewheel/contracts';
import type { TranslationKey } from '../../i18n/translation.js';

export type FieldName = 'question' | 'name' | 'email' | 'goal' | 'message' | 'consent';

export interface FieldSpec {
  name: FieldName;
  /** Its label under `followUps.fields.<textKey>`. */
  textKey: 'question' | 'name' | 'email' | 'emailForAnswer' | 'goal' | 'message' | 'consent';
  control: 'text' | 'email' | 'textarea' | 'checkbox';
  required: boolean;
  /** The contract's limit, so the browser stops typing where the server would refuse (follow-up-fields.spec checks them against the schema). */
  maxLength?: number;
  autoComplete?: string;
  /** The key of the hint shown under the label, if the field has one. */
  hint?: TranslationKey;
}

const requiredEmail: FieldSpec = { name: 'email', textKey: 'email', control: 'email', required: true, maxLength: EMAIL_MAX_LENGTH, autoComplete: 'email' };
const optionalEmail: FieldSpec = { ...requiredEmail, textKey: 'emailForAnswer', required: false, hint: 'followUps.fields.emailForAnswer.hint' };

/** The fields of each "What's Next" form, in the order they are shown (follow-up.contract.ts). */
export const FOLLOW_UP_FIELDS: Record<FollowUpKind, readonly FieldSpec[]> = {
  'life-question': [
    { name: 'question', textKey: 'question', control: 'textarea', required: true, maxLength: 1000, hint: 'followUps.fields.question.hint' },
    optionalEmail,
  ],
  'success-team': [
    { name: 'name', textKey: 'name', control: 'text', required: true, maxLength: 80, autoComplete: 'name' },
    requiredEmail,
    { name: 'goal', textKey: 'goal', control: 'textarea', required: false, maxLength: 500, hint: 'followUps.fields.goal.hint' },
  ],
  'mailing-list': [requiredEmail, { name: 'consent', textKey: 'consent', control: 'checkbox', required: true }],
  'pro-tools-feedback': [
    { name: 'message', textKey: 'message', control: 'textarea', required: true, maxLength: 2000, hint: 'followUps.fields.message.hint' },
    optionalEmail,
  ],
};

/** What a person has typed or ticked, per field. */
export type FormValues = Partial<Record<FieldName, string | boolean>>;

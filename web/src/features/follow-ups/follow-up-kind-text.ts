import type { FollowUpKind } from '@lifewheel/contracts';

/** Each kind's texts under `followUps.kinds.<key>`. */
export const KIND_TEXT_KEY: Record<FollowUpKind, 'lifeQuestion' | 'successTeam' | 'mailingList' | 'proToolsFeedback'> = {
  'life-question': 'lifeQuestion',
  'success-team': 'successTeam',
  'mailing-list': 'mailingList',
  'pro-tools-feedback': 'proToolsFeedback',
};

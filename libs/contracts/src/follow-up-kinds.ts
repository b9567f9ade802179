/**
 * The "What's Next" options on the results page, each a short form. Kept apart from the schemas
 * (follow-up.contract.ts) so the page can list the options without loading zod.
 */
export const FOLLOW_UP_KINDS = ['life-question', 'success-team', 'mailing-list', 'pro-tools-feedback'] as const;
export type FollowUpKind = (typeof FOLLOW_UP_KINDS)[number];

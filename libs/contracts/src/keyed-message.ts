import { GENERIC_MESSAGE_KEY, type MessageParams } from './error-body.js';

/** What a keyed rule leaves on the zod issue it raises (in `params`, which issues carry to the end). */
export interface KeyedIssueParams {
  messageKey: string;
  values?: MessageParams;
}

type Messages = Readonly<Record<string, string>>;

/** A rule's zod `error` option as `keyedRules` makes it. */
export type KeyedRule = { error: (issue: Record<string, unknown>) => string };

/**
 * The `error` option of zod rules whose messages live in `messages`: a failing rule reports the
 * English text and leaves its key on the issue, so an error body (AppException.fromZod) and the
 * web app's own checks name the rule by key. Zod copies the issue's own properties after asking
 * for the message; keyed-message.spec.ts fails if a zod upgrade stops doing so.
 *
 *     const rule = keyedRules(FOLLOW_UP_MESSAGES);
 *     z.string(rule('questionRequired')).min(10, rule('questionTooShort'))
 */
export function keyedRules<M extends Messages>(messages: M) {
  return (messageKey: keyof M & string): KeyedRule => ({
    error: (issue: Record<string, unknown>): string => {
      issue['params'] = { messageKey } satisfies KeyedIssueParams;
      return messages[messageKey] as string;
    },
  });
}

/** What `ctx.addIssue` needs for a keyed custom issue (a rule checked in `superRefine`). */
export function keyedIssue(messageKey: string, message: string, values?: MessageParams): { message: string; params: KeyedIssueParams } {
  return { message, params: { messageKey, ...(values && Object.keys(values).length > 0 ? { values } : {}) } };
}

/** The key (and values) a zod issue was raised with; `invalid` for a rule that declared none. */
export function issueMessageKey(issue: object): { messageKey: string; params?: MessageParams } {
  const params = (issue as { params?: Partial<KeyedIssueParams> }).params;
  if (typeof params?.messageKey !== 'string') return { messageKey: GENERIC_MESSAGE_KEY };
  return { messageKey: params.messageKey, ...(params.values ? { params: params.values } : {}) };
}

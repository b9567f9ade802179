/** One problem with one field, in a shape both a form and an HTTP error body can use. */
export interface FieldIssue {
  /** Where the problem is, e.g. `['domains', 2, 'name']`; `['domains']` for rules about the whole list. */
  path: (string | number)[];
  /** Key into WHEEL_MESSAGES or RESPONSE_MESSAGES, so the web app can translate it. */
  messageKey: string;
  /** The English message with any `{{vars}}` already filled in. */
  message: string;
  /** The values behind `{{vars}}` (and limits such as `max`), for translated messages. */
  params?: Record<string, string | number>;
}

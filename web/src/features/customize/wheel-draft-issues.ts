import { validateWheel, type FieldIssue } from '@lifewheel/wheel';
import { displayedWheel, storedWheel, type DraftLabels, type WheelDraft } from './wheel-draft.js';

/** Where an issue shows: `name`, `domains`, `domains.<key>.name`, `domains.<key>.color`, ... */
export type IssueMap = ReadonlyMap<string, FieldIssue>;

export const fieldId = (key: string, field: 'name' | 'color' | 'descriptor') => `domains.${key}.${field}`;

/**
 * Every problem of the draft, found by libs/wheel's validateWheel (the rules and messages the
 * service enforces too). It checks the wheel that will be saved; and since an untouched default
 * shows its translated name while the saved wheel has the English one, the names the person sees
 * are checked for duplicates as well. The first problem of each field wins.
 */
export function draftIssues(draft: WheelDraft, labels: DraftLabels): IssueMap {
  const saved = validateWheel(storedWheel(draft, labels));
  const seen = validateWheel(displayedWheel(draft, labels)).filter((issue) => issue.messageKey === 'duplicateDomainName');
  const issues = new Map<string, FieldIssue>();
  for (const issue of [...saved, ...seen]) {
    const [first, index, field] = issue.path;
    const domain = typeof index === 'number' ? draft.domains[index] : undefined;
    const where = first === 'domains' && domain && typeof field === 'string' ? fieldId(domain.key, field as 'name') : String(first);
    if (!issues.has(where)) issues.set(where, issue);
  }
  return issues;
}

/** What the person is shown now: a just-added area's empty name waits until it is typed in. */
export function visibleIssues(issues: IssueMap, draft: WheelDraft, showAll: boolean): IssueMap {
  if (showAll) return issues;
  const hidden = new Set(draft.domains.filter((domain) => domain.fresh).map((domain) => fieldId(domain.key, 'name')));
  return new Map([...issues].filter(([where]) => !hidden.has(where)));
}

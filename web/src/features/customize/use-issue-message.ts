import { useTranslation } from 'react-i18next';
import type { FieldIssue } from '@lifewheel/wheel';

/** libs/wheel's message for an issue, translated by its key (English is the spec's own text). */
export function useIssueMessage(): (issue: FieldIssue | undefined) => string | null {
  const { t } = useTranslation();
  return (issue) => (issue ? t(`wheel.messages.${issue.messageKey}`, { ...issue.params, defaultValue: issue.message }) : null);
}

import { useTranslation } from 'react-i18next';
import { AuditPanel } from './audit-panel.js';
import { FollowUpsPanel } from './follow-ups-panel.js';
import { MailingListPanel } from './mailing-list-panel.js';
import { PaymentsPanel } from './payments-panel.js';
import { UsersPanel } from './users-panel.js';

/** `/admin`: the business, panel by panel; each loads, fails and retries on its own. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('admin.title')}</h1>
      <UsersPanel />
      <PaymentsPanel />
      <FollowUpsPanel />
      <MailingListPanel />
      <AuditPanel />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { ActionsPanel } from './actions-panel.js';
import { HistoryPanel } from './history-panel.js';
import { KeyStatusPanel } from './key-status-panel.js';
import { PendingPanel } from './pending-panel.js';
import './indexnow.css';

/** `/admin-indexnow` (issue 18): telling search engines what changed. Inside the console's layout (access, noindex, English). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('admin.indexnow.title')}</h1>
      <p>{t('admin.indexnow.intro')}</p>
      <KeyStatusPanel />
      <PendingPanel />
      <ActionsPanel />
      <HistoryPanel />
    </>
  );
}

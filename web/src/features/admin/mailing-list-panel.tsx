import { useTranslation } from 'react-i18next';
import { useMailingListSize } from './admin-api.js';
import { formatCount } from './admin-format.js';
import { PanelBody } from './panel-states.js';

/** The mailing list's size now, and its export as CSV (a plain download: the session cookie goes with it). */
export function MailingListPanel() {
  const { t } = useTranslation();
  const size = useMailingListSize();
  return (
    <section className="admin-panel" aria-labelledby="admin-mailing-list-title">
      <h2 id="admin-mailing-list-title">{t('admin.mailingList.title')}</h2>
      <PanelBody query={size}>
        <p className="admin-figure">
          <span>{t('admin.mailingList.size')}</span> <strong>{formatCount(size.data?.size ?? 0)}</strong>
        </p>
        <a className="button" href="/api/admin/mailing-list/export" download>
          {t('admin.mailingList.export')}
        </a>
      </PanelBody>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../admin-format.js';

/** URLs with when the engine last accepted each: folded away, as both the pending and the history panels show them. */
export function UrlAcceptanceList({ summary, urls }: { summary: string; urls: { url: string; lastAcceptedAt: string | null }[] }) {
  const { t } = useTranslation();
  return (
    <details>
      <summary>{summary}</summary>
      <ul className="indexnow-urls">
        {urls.map((url) => (
          <li key={url.url}>
            <span className="admin-table__code">{url.url}</span>{' '}
            {url.lastAcceptedAt ? t('admin.indexnow.pending.lastAccepted', { when: formatDateTime(url.lastAcceptedAt) }) : t('admin.indexnow.pending.never')}
          </li>
        ))}
      </ul>
    </details>
  );
}

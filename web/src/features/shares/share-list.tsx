import { useTranslation } from 'react-i18next';
import type { ShareSummary } from '@lifewheel/contracts';
import { useDomainLabel } from '../assessment/use-domain-label.js';

/** The maker's shares: what each shows, until when, how often it was opened, and a way to withdraw it. */
export function ShareList({
  shares,
  formatDate,
  revoking,
  onRevoke,
}: {
  shares: ShareSummary[];
  formatDate: (iso: string) => string;
  revoking: string | null;
  onRevoke: (share: ShareSummary) => void;
}) {
  const { t } = useTranslation();
  const label = useDomainLabel();
  if (shares.length === 0) return <p className="share-list__empty">{t('shares.list.empty')}</p>;
  const now = Date.now();
  return (
    <ul className="share-list">
      {shares.map((share) => {
        const names = share.domains.map(label).join(', ');
        const expired = share.expiresAt !== null && new Date(share.expiresAt).getTime() <= now;
        const live = share.revokedAt === null && !expired;
        return (
          <li key={share.id} className={`share-list__item${live ? '' : ' share-list__item--ended'}`}>
            <p className="share-list__domains">{t('shares.list.domains', { count: share.domains.length, names })}</p>
            {share.note && <p className="share-list__note">{share.note}</p>}
            <p className="share-list__meta">
              {t('shares.list.created', { date: formatDate(share.createdAt) })}
              {' · '}
              {share.revokedAt
                ? t('shares.list.revoked', { date: formatDate(share.revokedAt) })
                : share.expiresAt === null
                  ? t('shares.list.noExpiry')
                  : expired
                    ? t('shares.list.expired', { date: formatDate(share.expiresAt) })
                    : t('shares.list.expires', { date: formatDate(share.expiresAt) })}
              {' · '}
              {share.lastOpenedAt ? t('shares.list.opened', { count: share.openCount, date: formatDate(share.lastOpenedAt) }) : t('shares.list.neverOpened')}
            </p>
            {live && (
              <button
                type="button"
                className="button button--small"
                onClick={() => onRevoke(share)}
                disabled={revoking === share.id}
                aria-busy={revoking === share.id}
                aria-label={t('shares.list.revokeLabel', { names })}
              >
                {revoking === share.id ? t('shares.list.revoking') : t('shares.list.revoke')}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage, useLocalizedPath } from '../../app/language-context.js';
import { showToast } from '../../components/toast/toast-store.js';
import { useShareTexts } from '../../i18n/share-texts.js';
import type { ResultRow } from '../results/results-model.js';
import { ShareForm } from './share-form.js';
import { ShareList } from './share-list.js';
import { useCreateShare, useRevokeShare, useShares } from './use-shares.js';
import './shares.css';

/**
 * On the results page, for the assessment's maker only: share chosen areas with a coach through a
 * link of their own, see when each link was opened, and withdraw any at once.
 */
export default function ShareWithCoach({
  token,
  yours,
  rows,
  formatDate,
}: {
  token: string;
  /** The signed-in account owns the assessment (AssessmentView.yours). */
  yours: boolean;
  rows: ResultRow[];
  formatDate: (iso: string) => string;
}) {
  const { t } = useTranslation();
  const textsReady = useShareTexts(useLanguage());
  const to = useLocalizedPath();
  const titleId = useId();
  const { secret, query, offered } = useShares(token, yours);
  const create = useCreateShare(token, secret);
  const revoke = useRevokeShare(token, secret);
  const [formOpen, setFormOpen] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  if (!offered || !textsReady) return null;

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      showToast({ title: t('shares.created.copied'), description: link });
    } catch {
      showToast({ title: t('common.toast.errorTitle'), description: t('shares.created.copyFailed'), variant: 'error' });
    }
  };

  return (
    <section className="share-coach results-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('shares.panel.title')}</h2>
      <p>{t('shares.panel.intro')}</p>
      {link ? (
        <div className="share-coach__created" role="status">
          <p className="share-coach__created-title">{t('shares.created.title')}</p>
          <p>{t('shares.created.body')}</p>
          <label htmlFor={`${titleId}-link`}>{t('shares.created.linkLabel')}</label>
          <div className="share-coach__link">
            <input id={`${titleId}-link`} type="text" readOnly value={link} onFocus={(event) => event.target.select()} />
            <button type="button" className="button button--primary" onClick={() => void copy()}>
              {t('shares.created.copy')}
            </button>
          </div>
          <button type="button" className="button button--small" onClick={() => setLink(null)}>
            {t('shares.created.another')}
          </button>
        </div>
      ) : formOpen ? (
        <ShareForm
          rows={rows}
          pending={create.isPending}
          error={create.error}
          onSubmit={(share) =>
            create.mutate(share, {
              onSuccess: ({ shareToken }) => {
                setFormOpen(false);
                setLink(`${window.location.origin}${to(`/shared/${shareToken}`)}`);
              },
            })
          }
        />
      ) : (
        <button type="button" className="button" onClick={() => setFormOpen(true)}>
          {t('shares.panel.open')}
        </button>
      )}
      <h3>{t('shares.list.title')}</h3>
      {query.isPending ? (
        <p aria-busy="true">{t('shares.list.loading')}</p>
      ) : query.isError ? (
        <p role="alert">{t('shares.errors.failed')}</p>
      ) : (
        <ShareList
          shares={query.data.shares}
          formatDate={formatDate}
          revoking={revoke.isPending ? (revoke.variables?.id ?? null) : null}
          onRevoke={(share) =>
            revoke.mutate(share, {
              onSuccess: () => showToast({ title: t('shares.list.revokedTitle'), description: t('shares.list.revokedToast') }),
              onError: () => showToast({ title: t('common.toast.errorTitle'), description: t('shares.errors.failed'), variant: 'error' }),
            })
          }
        />
      )}
    </section>
  );
}

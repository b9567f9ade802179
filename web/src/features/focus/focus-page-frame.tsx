import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../app/page-meta.js';
import { useLanguage } from '../../app/language-context.js';
import { Spinner } from '../../components/spinner.js';
import { usePremiumContentTexts } from '../../i18n/premium-content-texts.js';
import { NoIndex } from '../premium-content/no-index.js';
import './focus.css';

/** The frame of each focus page: noindex, its title, and its texts (their own chunk) loaded before the content. */
export function FocusPageFrame({ titleKey, children }: { titleKey: 'start' | 'rerate' | 'stop'; children: () => ReactNode }) {
  const { t } = useTranslation();
  const ready = usePremiumContentTexts(useLanguage());
  return (
    <div className="page page--narrow focus-page">
      <NoIndex />
      {ready ? (
        <>
          <PageMeta title={`${t(`premiumContent.focus.${titleKey}.metaTitle`)} | ${t('common.brand')}`} description={t('premiumContent.metaDescription')} />
          {children()}
        </>
      ) : (
        <Spinner />
      )}
    </div>
  );
}

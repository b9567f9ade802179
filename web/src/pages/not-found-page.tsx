import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../app/page-meta.js';
import { useLocalizedPath } from '../app/language-context.js';

export function NotFoundContent() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <div className="page page--narrow not-found">
      <h1>{t('common.notFound.title')}</h1>
      <p>{t('common.notFound.body')}</p>
      <Link to={to('/')} className="button">
        {t('common.notFound.home')}
      </Link>
    </div>
  );
}

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={`${t('common.notFound.title')} | ${t('common.brand')}`} description={t('common.notFound.body')} />
      <NotFoundContent />
    </>
  );
}

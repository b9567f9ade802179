import { useTranslation } from 'react-i18next';
import { PageMeta } from '../app/page-meta.js';
import { CustomizeForm } from '../features/customize/customize-form.js';
import '../features/customize/customize.css';

export function Component() {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow customize-page">
      <PageMeta title={t('customize.meta.title')} description={t('customize.meta.description')} />
      <h1>{t('customize.title')}</h1>
      <p className="customize-page__intro">{t('customize.intro')}</p>
      <CustomizeForm />
    </div>
  );
}

import { useTranslation } from 'react-i18next';

/** `/admin/debug` (issue 17): "is it working, and for whom". Its panels arrive with their back ends. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('admin.debug.title')}</h1>
      <p>{t('admin.debug.coming')}</p>
    </>
  );
}

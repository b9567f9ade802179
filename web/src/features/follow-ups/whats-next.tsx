import { useTranslation } from 'react-i18next';

/** The results page's "What's Next" section (its follow-up forms are added in this issue). */
export function WhatsNext(_props: { token: string }) {
  const { t } = useTranslation();
  return (
    <section className="whats-next" aria-labelledby="whats-next-title">
      <h2 id="whats-next-title">{t('results.whatsNext.title')}</h2>
    </section>
  );
}

import { useTranslation } from 'react-i18next';

/**
 * The results page's heading and the day the assessment was taken. Without a day (ResultsFrame,
 * before the answer) the day's line is held blank at its height, so nothing below it moves when the
 * day arrives.
 */
export function ResultsHeader({ date }: { date?: string }) {
  const { t } = useTranslation();
  return (
    <header className="results__header">
      <h1>{t('results.title')}</h1>
      {date === undefined ? (
        <p className="results__date" aria-hidden="true">
          {'\u00a0'}
        </p>
      ) : (
        <p className="results__date">{t('results.createdOn', { date })}</p>
      )}
    </header>
  );
}

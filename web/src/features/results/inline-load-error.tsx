import { useTranslation } from 'react-i18next';

/** A part of the results page that could not be downloaded: why, and a way to try again, in place. */
export function InlineLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="results-inline-error" role="alert">
      <p>{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('results.retry')}
      </button>
    </div>
  );
}

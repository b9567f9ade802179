import { useTranslation } from 'react-i18next';
import './inline-load-error.css';

/** A part of a page that could not be downloaded: why, and a way to try again, in place. */
export function InlineLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="inline-load-error" role="alert">
      <p>{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('results.retry')}
      </button>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import './inline-load-error.css';

/**
 * A part of a page that could not be downloaded: why, and a way to try again, in place. While the
 * new try is on its way (`retrying`), the button says so to a screen reader and ignores further
 * presses, for answers that keep their error on screen until the new one arrives.
 */
export function InlineLoadError({ message, onRetry, retrying = false }: { message: string; onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="inline-load-error" role="alert">
      <p>{message}</p>
      <button type="button" className="button" onClick={() => !retrying && onRetry()} aria-disabled={retrying} aria-busy={retrying}>
        {t('results.retry')}
      </button>
    </div>
  );
}

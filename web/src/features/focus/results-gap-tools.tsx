import { useTranslation } from 'react-i18next';
import { HttpError } from '../../api/http.js';
import { useLanguage } from '../../app/language-context.js';
import { InlineLoadError } from '../../components/inline-load-error.js';
import { Spinner } from '../../components/spinner.js';
import { useFocusSuggestions } from '../../hooks/use-focus-suggestions.js';
import { usePremiumContentTexts } from '../../i18n/premium-content-texts.js';
import { GapSuggestions } from './gap-suggestions.js';
import './focus.css';

/**
 * The results page's premium part: tools for this assessment's biggest gaps. Its own chunk, loaded
 * only for a premium person, so the results page of everyone else does not grow. An assessment the
 * service will not suggest for (not this person's: 404) shows nothing.
 */
export default function ResultsGapTools({ token }: { token: string }) {
  const { t } = useTranslation();
  const textsReady = usePremiumContentTexts(useLanguage());
  const suggestions = useFocusSuggestions(token);
  if (suggestions.error instanceof HttpError && suggestions.error.status < 500) return null;
  return (
    <section className="results-section gap-tools" aria-labelledby="gap-tools-title">
      {!textsReady ? (
        <Spinner />
      ) : (
        <>
          <h2 id="gap-tools-title">{t('premiumContent.focus.suggestions.title')}</h2>
          <p>{t('premiumContent.focus.suggestions.intro')}</p>
          {suggestions.isPending ? (
            <Spinner label={t('premiumContent.loading')} />
          ) : suggestions.isError ? (
            <InlineLoadError
              message={t('premiumContent.focus.suggestions.loadFailed')}
              onRetry={() => void suggestions.refetch()}
              retrying={suggestions.isFetching}
            />
          ) : (
            <GapSuggestions suggestions={suggestions.data} headingLevel={2} />
          )}
        </>
      )}
    </section>
  );
}

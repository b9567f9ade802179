import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../app/language-context.js';
import { InlineLoadError } from '../../components/inline-load-error.js';
import { Spinner } from '../../components/spinner.js';
import { useFocusOverview } from '../../hooks/use-focus-overview.js';
import { useFocusSuggestions } from '../../hooks/use-focus-suggestions.js';
import { usePremiumContentTexts } from '../../i18n/premium-content-texts.js';
import { FocusCard } from './focus-card.js';
import { GapSuggestions } from './gap-suggestions.js';
import { PastFocuses } from './past-focuses.js';
import './focus.css';

/** The dashboard's loop: the running focus, or tools for the biggest gaps when none runs; then the past ones. */
export function FocusSection() {
  const { t } = useTranslation();
  const textsReady = usePremiumContentTexts(useLanguage());
  const overview = useFocusOverview();
  const noActive = overview.isSuccess && overview.data.active === null;
  const suggestions = useFocusSuggestions(null, noActive);

  if (!textsReady || overview.isPending) return <Spinner />;
  if (overview.isError)
    return <InlineLoadError message={t('premiumContent.loadFailed')} onRetry={() => void overview.refetch()} retrying={overview.isFetching} />;
  const { active, past } = overview.data;
  return (
    <>
      {active ? (
        <FocusCard focus={active} />
      ) : (
        <section className="dashboard__focus gap-tools" aria-labelledby="focus-suggestions-title">
          <h2 id="focus-suggestions-title">{t('premiumContent.focus.suggestions.title')}</h2>
          <p className="dashboard__section-intro">{t('premiumContent.focus.suggestions.intro')}</p>
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
        </section>
      )}
      {past.length > 0 && <PastFocuses focuses={past} />}
    </>
  );
}
